// What the tests of messages end to end start: the API, a real worker process and a real SMTP
// server catching the emails, each file with its own database, Redis prefix and inbox.
import {
  createRedisPrefix,
  startSmtpServer,
  startWorkerProcess,
  type Spawned,
  type TestRedisPrefix,
  type TestSmtpServer,
} from "@booking/testing";
import ICAL from "ical.js";
import { berlinAt, dateAhead, offsetMinutes, startTestApi, type TestApi, type TestApiOptions } from "./helpers";

export interface MessagingStack {
  t: TestApi;
  smtp: TestSmtpServer;
  /** Starts the worker when the stack was started without it (a no-op once it runs). */
  startWorker(): void;
  /** Stops the worker (its jobs finished), then the API and the SMTP server, and drops the Redis keys. */
  close(): Promise<void>;
}

/**
 * `deferWorker`: the worker starts only when the test calls startWorker (what happened before waits for it in the outbox).
 * `api`: how the API is started (e.g. trusting X-Forwarded-For, for visitors from several addresses).
 */
export async function startMessagingStack(options: { deferWorker?: boolean; api?: TestApiOptions } = {}): Promise<MessagingStack> {
  const [t, smtp] = await Promise.all([startTestApi(options.api), startSmtpServer()]);
  const prefix: TestRedisPrefix = createRedisPrefix();
  const spawn = (): Spawned =>
    startWorkerProcess({
      DATABASE_URL: t.database.url,
      REDIS_URL: prefix.url,
      QUEUE_PREFIX: prefix.prefix,
      SMTP_URL: smtp.url,
      EMAIL_FROM: "Booking Service <bookings@service.example>",
      PUBLIC_URL: t.url,
      OUTBOX_POLL_MS: "20",
      REMINDER_SWEEP_MS: "200",
      WORKER_METRICS_PORT: "0",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "error",
    });
  let worker: Spawned | null = options.deferWorker ? null : spawn();
  return {
    t,
    smtp,
    startWorker: () => {
      worker ??= spawn();
    },
    close: async () => {
      await worker?.stop(30_000);
      await Promise.all([t.close(), smtp.close()]);
      await prefix.cleanup();
    },
  };
}

/**
 * The next Monday at least `days` ahead, at 15:00 in Berlin, on which it is 09:00 in New York:
 * the weeks of March and autumn when only one of the two has moved its clocks are skipped, so
 * that the messages' times read the same all year (only the zones' names and offsets change).
 */
export function mondayAt15Berlin(days: number): string {
  for (let ahead = days; ; ahead += 7) {
    const start = berlinAt(dateAhead(ahead, 1), "15:00");
    const at = new Date(start);
    if (offsetMinutes("Europe/Berlin", at) - offsetMinutes("America/New_York", at) === 6 * 60) return start;
  }
}

/** The starts (UTC ISO) ical.js expands a calendar file's events to, with only the file's own time zone definitions. */
export function expandedStarts(ics: string): string[] {
  const root = new ICAL.Component(ICAL.parse(ics));
  const zones = root.getAllSubcomponents("vtimezone").map((component) => new ICAL.Timezone(component));
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  try {
    const events = root.getAllSubcomponents("vevent");
    const master = events.find((event) => !event.hasProperty("recurrence-id"));
    if (!master) throw new Error("no master event");
    const event = new ICAL.Event(master, { exceptions: events.filter((e) => e.hasProperty("recurrence-id")) });
    const iterator = event.iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next && starts.length < 60; next = iterator.next()) {
      starts.push(event.getOccurrenceDetails(next).startDate.toJSDate().toISOString());
    }
    return starts;
  } finally {
    for (const zone of zones) ICAL.TimezoneService.remove(zone.tzid);
  }
}
