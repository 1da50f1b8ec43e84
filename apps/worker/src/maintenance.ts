// The worker's maintenance pass, run by the relay between its batches (or once at start without
// one): the schedules of the periodic jobs upserted (they live in Redis, which may have lost them;
// upserting is idempotent, so every worker does it), work whose jobs were lost re-enqueued, old
// records pruned. A pass that keeps failing means lost jobs are not rescued: said once when it
// starts failing and once when it works again (a pass fails while Redis fails over, too).
import { CALENDAR_SCHEDULER_ID, REMINDER_SCHEDULER_ID, RETENTION } from "@booking/jobs";
import type { WorkerContext } from "./context";
import { pruneOldRecords, rescueLostJobs } from "./relay";

const SCHEDULED_JOB_OPTIONS = { ...RETENTION, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } };

export function maintenancePass(ctx: WorkerContext): () => Promise<void> {
  const { queues, config, log } = ctx;
  let failingSince: number | null = null;
  return async () => {
    try {
      await queues.reminders.upsertJobScheduler(
        REMINDER_SCHEDULER_ID,
        { every: config.REMINDER_SWEEP_MS },
        { name: "sweep", data: {}, opts: SCHEDULED_JOB_OPTIONS },
      );
      await queues.calendars.upsertJobScheduler(
        CALENDAR_SCHEDULER_ID,
        { every: config.CALENDAR_POLL_MS },
        { name: "read", data: {}, opts: SCHEDULED_JOB_OPTIONS },
      );
      const rescued = await rescueLostJobs(ctx);
      if (rescued) log.info({ rescued }, "re-enqueued work whose jobs were lost");
      const pruned = await pruneOldRecords(ctx);
      if (pruned) log.debug({ pruned }, "pruned old outbox events and deliveries");
      if (failingSince !== null) {
        log.info({ failingForMs: Date.now() - failingSince }, "maintenance (the rescue of lost jobs) works again");
        failingSince = null;
      }
    } catch (error) {
      if (failingSince === null) {
        failingSince = Date.now();
        log.warn({ err: error }, "maintenance (the rescue of lost jobs) failed; retried on every pass");
      }
    }
  };
}
