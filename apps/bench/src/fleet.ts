// Scenario 7: the fleet that outgrows one machine, run on this one. The same booking-creation
// load and webhook deliveries, first against the service as one node runs it (one API process
// and one worker: `pnpm start`'s launcher, one redis-server, the primary alone), then as a fleet: two API
// processes and two workers on a Redis Cluster (three masters, one replica each) with deliveries
// split over six queues, and the primary with a streaming replica serving lag-tolerant reads.
// Everything runs on throwaway servers of this scenario's own, on ephemeral ports.
//
// On one machine the fleet has no more cores than the single node: the figures show what the
// fleet's extra hops cost (cluster redirections, more processes sharing the cores), and that it
// holds up under saturation, not that it scales; docs/scaling.md says how the parts grow.
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { createDatabase, migrateToLatest, sql } from "@booking/db";
import { createProviderWithKey } from "@booking/core";
import { startRedisCluster, startThrowawayPostgres, startThrowawayRedis, startThrowawayStandby } from "@booking/testing";
import { bookingRequest, load } from "./load";
import { startProcess, startServer, stopProcess, type Started } from "./processes";
import { insertStaff } from "./seed";
import { percentile, startReceiver } from "./webhooks";

export interface FleetFigures {
  setup: string;
  bookingsPerSecond: number;
  p99: number;
  failed: number;
  deliveriesPerSecond: number;
  lagP50: number;
  lagP99: number;
}

export async function fleetScenario(
  root: string,
  options: { seconds: number; connections: number; log: (m: string) => void },
): Promise<{ single: FleetFigures; fleet: FleetFigures }> {
  const { log } = options;
  const cleanups: (() => Promise<void>)[] = [];
  try {
    log("7. starting a primary, its standby, a redis-server and a Redis Cluster of six nodes");
    const primary = await startThrowawayPostgres();
    cleanups.push(() => primary.destroy());
    const databaseUrl = await primary.createDatabase("booking");
    const handle = createDatabase(databaseUrl, { max: 2 });
    cleanups.push(() => handle.close());
    await migrateToLatest(handle.db);
    const { provider, key } = await createProviderWithKey(handle.db, {
      name: "Fleet Salon",
      category: "hair salon",
      location: "Berlin",
      timezone: "UTC",
      plan: "enterprise",
      rateLimit: 1_000_000_000,
    });
    await sql`INSERT INTO services (provider_id, id, name, duration_minutes, price_cents) VALUES (${provider.id}, 'svc_fleet', 'Cut', 30, 2500)`.execute(
      handle.db,
    );
    await sql`INSERT INTO customers (provider_id, id, name, email) VALUES (${provider.id}, 'cus_fleet', 'Chris', 'chris@fleet.example')`.execute(
      handle.db,
    );
    const staff = {
      single: await insertStaff(handle.db, provider.id, "staff_single", 40, ["svc_fleet"]),
      fleet: await insertStaff(handle.db, provider.id, "staff_fleet", 40, ["svc_fleet"]),
    };
    const standby = await startThrowawayStandby(primary);
    cleanups.push(() => standby.destroy());
    const redis = await startThrowawayRedis();
    cleanups.push(() => redis.stop());
    const cluster = await startRedisCluster();
    cleanups.push(() => cluster.stop());
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());

    const common = {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "false",
      METRICS_PORT: "0",
      WORKER_METRICS_PORT: "0",
      WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
      QUEUE_PREFIX: "{fleet}",
    };
    const auth = { authorization: `Bearer ${key.apiKey}` };

    const measure = async (setup: string, apis: Started[], staffIds: string[]): Promise<FleetFigures> => {
      const [first] = apis;
      if (!first) throw new Error(`${setup}: no API process to measure`);
      const hook = await fetch(`${first.url}/api/rpc/user/webhooks/create`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ url: receiver.url, events: ["booking.created"] }),
      });
      if (!hook.ok) throw new Error(`webhook registration failed: ${hook.status} ${await hook.text()}`);
      const hookId = ((await hook.json()) as { id: string }).id;
      receiver.received.clear();
      let i = 0;
      const started = new Date();
      // The connections split over the API processes, all loaded at once.
      const results = await Promise.all(
        apis.map((api) =>
          load({
            url: api.url,
            method: "POST",
            headers: auth,
            connections: Math.ceil(options.connections / apis.length),
            seconds: options.seconds,
            next: () => bookingRequest(i++, staffIds, ["cus_fleet"], "svc_fleet"),
          }),
        ),
      );
      const made = await sql<{ id: string; created: number }>`
        SELECT id, (extract(epoch FROM created_at) * 1000)::float8 AS created FROM bookings
         WHERE provider_id = ${provider.id} AND staff_id = ANY(${staffIds}::text[]) AND created_at >= ${started}`.execute(handle.db);
      await receiver.waitFor(made.rows.length, 600_000);
      const lags = made.rows.map((b) => {
        const receivedAt = receiver.received.get(b.id);
        if (receivedAt === undefined) throw new Error(`${setup}: booking ${b.id} was made but its delivery did not arrive`);
        return receivedAt - b.created;
      });
      const firstMade = Math.min(...made.rows.map((b) => b.created));
      const last = Math.max(...receiver.received.values());
      await fetch(`${first.url}/api/rpc/user/webhooks/delete`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ id: hookId }),
      });
      return {
        setup,
        bookingsPerSecond: results.reduce((sum, r) => sum + r.rps, 0),
        p99: Math.max(...results.map((r) => r.p99)),
        failed: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
        deliveriesPerSecond: made.rows.length / ((last - firstMade) / 1000),
        lagP50: percentile(lags, 0.5),
        lagP99: percentile(lags, 0.99),
      };
    };

    log("7. one node: the launcher (API + worker), one redis-server, the primary");
    let single: FleetFigures;
    {
      const node = await startServer("one node", path.join(root, "apps/start/dist/main.js"), { ...common, REDIS_URL: redis.url });
      try {
        await sleep(1_000);
        single = await measure("1 API + 1 worker, one redis-server, primary", [node], staff.single);
      } finally {
        await node.stop();
      }
    }

    log("7. fleet: 2 APIs + 2 workers, Redis Cluster, primary + standby");
    let fleet: FleetFigures;
    {
      const fleetEnv = {
        ...common,
        REDIS_URL: "redis://127.0.0.1:1",
        REDIS_CLUSTER_NODES: cluster.nodes,
        DATABASE_READ_URLS: standby.urlFor("booking"),
        WEBHOOK_DELIVERY_QUEUES: "6",
      };
      // The fleet's settings are recorded by the first worker: record six queues for this run.
      await sql`DELETE FROM fleet_settings`.execute(handle.db);
      const workers = [0, 1].map(() => startProcess(path.join(root, "apps/worker/dist/main.js"), fleetEnv));
      const apis: Started[] = [];
      try {
        for (let n = 0; n < 2; n++) apis.push(await startServer(`fleet api ${n + 1}`, path.join(root, "apps/api/dist/main.js"), fleetEnv));
        await sleep(1_000);
        fleet = await measure("2 APIs + 2 workers, Redis Cluster (3 masters), primary + 1 standby", apis, staff.fleet);
      } finally {
        await Promise.all([...apis.map((a) => a.stop()), ...workers.map((w) => stopProcess(w))]);
      }
    }
    return { single, fleet };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  }
}
