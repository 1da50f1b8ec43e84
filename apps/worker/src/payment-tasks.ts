// The payment tasks loop: refunds, fees and cancellations that transactions decided are made at
// the payment provider every second (store/payments/tasks.ts takes each with a lease, so several
// workers share them). A loop of its own, not the relay's: a provider that hangs must not hold up
// webhook deliveries and notices. Runs only where a provider is configured.
import { runPaymentTasks, type PaymentProvider } from "@booking/core/worker";
import type { WorkerContext } from "./context";

const INTERVAL_MS = 1_000;

export interface PaymentTaskLoop {
  stop(): Promise<void>;
}

export function startPaymentTasks(ctx: WorkerContext, payments: PaymentProvider): PaymentTaskLoop {
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = async () => {
    try {
      for (const run of await runPaymentTasks(ctx.db, payments)) {
        ctx.metrics.paymentCalls.inc({ operation: run.kind, outcome: run.outcome });
      }
    } catch (error) {
      ctx.log.warn({ err: error }, "payment tasks pass failed; the next pass tries again");
    }
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = pass().finally(() => {
      running = null;
    });
  }, INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
