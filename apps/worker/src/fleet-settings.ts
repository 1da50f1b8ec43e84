// The fleet-wide webhook delivery settings this worker runs with, as metrics: an info series
// whose labels are the values (the same on every worker when all is well) and the count of this
// worker's own environment variables that differ from them (ignored, and logged at start).
import { Gauge, type Registry } from "prom-client";
import type { AdoptedFleetSettings } from "@booking/core/worker";

export function registerFleetSettingsMetrics(registry: Registry, adopted: AdoptedFleetSettings): void {
  const info = new Gauge({
    name: "webhook_delivery_settings_info",
    help: "The fleet-wide webhook delivery settings this worker uses (labels); equal on every worker",
    labelNames: ["timeout_ms", "max_attempts", "backoff_base_ms", "disable_after", "delivery_queues"] as const,
    registers: [registry],
  });
  info.set(
    {
      timeout_ms: String(adopted.fleet.WEBHOOK_TIMEOUT_MS),
      max_attempts: String(adopted.fleet.WEBHOOK_MAX_ATTEMPTS),
      backoff_base_ms: String(adopted.fleet.WEBHOOK_BACKOFF_BASE_MS),
      disable_after: String(adopted.fleet.WEBHOOK_DISABLE_AFTER),
      delivery_queues: String(adopted.fleet.WEBHOOK_DELIVERY_QUEUES),
    },
    1,
  );
  const mismatch = new Gauge({
    name: "webhook_delivery_settings_env_mismatch",
    help: "Webhook delivery variables in this worker's environment that differ from the fleet's settings (ignored; see the start log)",
    registers: [registry],
  });
  mismatch.set(adopted.differences.length);
}
