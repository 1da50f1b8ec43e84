// Scenario 8, staff calendars: what busy time costs availability (500 busy events a member, beside
// none, in alternating rounds), how fast a calendar is imported (a real radicale holding 1,000
// event objects, read in full and then incrementally by the code the calendars role runs), and how
// long a change in a staff member's calendar takes to show in availability with the service as
// users start it (its worker reading calendars at the default interval).
import { setTimeout as sleep } from "node:timers/promises";
import { sql, type Kysely } from "kysely";
import { createDatabase, type Database } from "@booking/db";
import { createCalendarConnection, secretBoxFromEnv } from "@booking/core";
import { syncConnection, threadCalendarReader, type CalendarReadDeps, type DueConnection } from "@booking/core/worker";
import { startCalDavServer, type CalDavCalendar } from "@booking/testing";
import { sampleAt, sequentialTimings } from "./load";

export interface CalendarBenchRow {
  scenario: string;
  measure: string;
  service: string;
  target: string;
}

interface Options {
  databaseUrl: string;
  apiUrl: string;
  auth: Record<string, string>;
  providerId: string;
  /** The availability of scenario 3: a service over 10 members, 31 days. */
  availability: { serviceId: string; from: string; to: string };
  smoke: boolean;
  log: (message: string) => void;
}

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (values: number[]) =>
  sampleAt(
    [...values].sort((a, b) => a - b),
    Math.floor(values.length / 2),
  );
const BUSY_PER_MEMBER = 500;
const IMPORT_OBJECTS = 1_000;

export async function calendarScenario(options: Options): Promise<CalendarBenchRow[]> {
  const handle = createDatabase(options.databaseUrl, { max: 4 });
  const server = await startCalDavServer("radicale");
  try {
    return [...(await busyTimeCost(handle.db, options)), ...(await importSpeed(handle.db, options, server))];
  } finally {
    await server.close();
    await handle.close();
  }
}

/** Availability of scenario 3's service with 500 busy ranges in each member's calendar, beside none, in alternating rounds. */
async function busyTimeCost(db: Kysely<Database>, options: Options): Promise<CalendarBenchRow[]> {
  const { providerId, availability: a } = options;
  const members = (
    await db
      .selectFrom("staff_services")
      .select("staff_id")
      .where("provider_id", "=", providerId)
      .where("service_id", "=", a.serviceId)
      .execute()
  ).map((r) => r.staff_id);
  const url = `${options.apiUrl}/v1/availability?serviceId=${a.serviceId}&from=${a.from}&to=${a.to}`;
  const addBusy = async () => {
    for (const staffId of members) {
      const id = `cal_bench_${staffId}`;
      // Never due for the worker (its own reads would fail on this address): only the busy rows matter here.
      await db
        .insertInto("calendar_connections")
        .values({
          provider_id: providerId,
          id,
          staff_id: staffId,
          url: "https://caldav.invalid/bench/",
          username: "bench",
          password: "v1:unused",
          status: "ok",
          error: null,
          last_synced_at: new Date("2100-01-01T00:00:00Z"),
          sync_token: null,
          next_sync_at: new Date("2100-01-01T00:00:00Z"),
        })
        .execute();
      await db
        .insertInto("calendar_objects")
        .values({ provider_id: providerId, connection_id: id, href: "/bench/all.ics", etag: '"1"' })
        .execute();
      // 500 events of 30 to 90 minutes on the 31 days' working hours (16 a day: a busy calendar).
      await sql`
        INSERT INTO calendar_busy (provider_id, connection_id, href, staff_id, starts_at, ends_at)
        SELECT ${providerId}, ${id}, '/bench/all.ics', ${staffId}, s, s + make_interval(mins => 30 + (g * 37) % 61)
          FROM generate_series(0, ${BUSY_PER_MEMBER - 1}) g,
               LATERAL (SELECT (${a.from}::date + (g % 31)) + make_interval(hours => 8 + (g * 7) % 10, mins => (g * 13) % 4 * 15) AS s) t`.execute(
        db,
      );
    }
  };
  const removeBusy = () =>
    db.deleteFrom("calendar_connections").where("provider_id", "=", providerId).where("id", "like", "cal_bench_%").execute();
  const rounds = options.smoke ? 1 : 4;
  const samples = options.smoke ? 3 : 15;
  const without: number[] = [];
  const withBusy: number[] = [];
  for (let round = 0; round < rounds; round++) {
    without.push((await sequentialTimings(url, options.auth, samples)).median);
    await addBusy();
    withBusy.push((await sequentialTimings(url, options.auth, samples)).median);
    await removeBusy();
  }
  return [
    {
      scenario: `availability of a service, 31 days, ${members.length} staff × 1,000 bookings, and ${BUSY_PER_MEMBER} busy events in each member's calendar`,
      measure: "median ms (without busy time)",
      service: `${fmt(median(withBusy), 1)} (${fmt(median(without), 1)})`,
      target: "",
    },
  ];
}

/** One event object: a one-off event of an hour, or (every fifth) a weekly series of 20. */
function eventObject(i: number, base: Date, title = "Private"): string {
  const start = new Date(base.getTime() + (i % 60) * 86_400_000 + ((i * 7) % 10) * 3_600_000);
  const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//bench//EN",
    "BEGIN:VEVENT",
    `UID:bench-${i}@bench.example`,
    "DTSTAMP:20260101T000000Z",
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(new Date(start.getTime() + 3_600_000))}`,
    ...(i % 5 === 0 ? ["RRULE:FREQ=WEEKLY;COUNT=20"] : []),
    `SUMMARY:${title}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

async function putAll(calendar: CalDavCalendar, count: number, base: Date) {
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < count; i = next++) await calendar.put(`e${i}.ics`, eventObject(i, base));
  };
  await Promise.all(Array.from({ length: 8 }, lane));
}

/**
 * A calendar of 1,000 event objects (800 one-off events, 200 weekly series of 20) read in full (as
 * a new connection, and once a day) and then incrementally after 10 changed events, by the code
 * the calendars role runs, in this process.
 */
async function importSpeed(db: Kysely<Database>, options: Options, server: Awaited<ReturnType<typeof startCalDavServer>>) {
  const { providerId } = options;
  const now = new Date();
  const base = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 8));
  const calendar = await server.calendar("bench");
  options.log(`8. putting ${IMPORT_OBJECTS} event objects into radicale`);
  await putAll(calendar, IMPORT_OBJECTS, base);
  await sql`
    INSERT INTO staff (provider_id, id, name, email, role, schedule)
    VALUES (${providerId}, 'staff_cal_bench', 'Calendar bench', 'cal@bench.example', 'staff', '{}'::jsonb)`.execute(db);
  const secrets = secretBoxFromEnv(process.env);
  const created = await createCalendarConnection(
    db,
    providerId,
    "staff_cal_bench",
    { url: calendar.url, username: server.username, password: server.password },
    secrets,
  );
  // Kept away from the service's own worker: this process reads it.
  await db
    .updateTable("calendar_connections")
    .set({ next_sync_at: new Date("2100-01-01T00:00:00Z") })
    .where("id", "=", created.id)
    .execute();
  // The reading thread the calendars role uses (dist/calendar-read-thread.js beside this bench's files).
  const reader = threadCalendarReader();
  const deps: CalendarReadDeps = { db, secrets, allowPrivate: true, host: "bench.example", intervalSeconds: 30, reader };
  const connectionNow = async (): Promise<DueConnection> => {
    const row = await db
      .selectFrom("calendar_connections as c")
      .innerJoin("providers as p", "p.id", "c.provider_id")
      .select([
        "c.url",
        "c.username",
        "c.password",
        "c.sync_token",
        "c.full_read_at",
        "c.consecutive_failures",
        "p.timezone",
        "p.max_advance_days",
      ])
      .where("c.id", "=", created.id)
      .executeTakeFirstOrThrow();
    return {
      providerId,
      id: created.id,
      staffId: "staff_cal_bench",
      url: row.url,
      username: row.username,
      password: row.password,
      syncToken: row.sync_token,
      fullReadAt: row.full_read_at,
      consecutiveFailures: row.consecutive_failures,
      importBusy: true,
      exportBookings: false,
      timezone: row.timezone,
      maxAdvanceDays: row.max_advance_days,
    };
  };
  const read = async () => {
    const connection = await connectionNow();
    const started = performance.now();
    const { outcome, error } = await syncConnection(deps, connection, new Date());
    const elapsed = performance.now() - started;
    // A stored read makes the connection due again in 30 s: kept away from the service's worker.
    await db
      .updateTable("calendar_connections")
      .set({ next_sync_at: new Date("2100-01-01T00:00:00Z") })
      .where("id", "=", created.id)
      .execute();
    if (outcome !== "ok") throw new Error(`the bench calendar read ended ${outcome}: ${error ?? ""}`);
    return elapsed;
  };
  const fullReads: number[] = [];
  for (let i = 0; i < (options.smoke ? 1 : 5); i++) {
    // As a new connection reads it (and every connection once a day): every object.
    await db.updateTable("calendar_connections").set({ sync_token: null, full_read_at: null }).where("id", "=", created.id).execute();
    await db.deleteFrom("calendar_objects").where("provider_id", "=", providerId).where("connection_id", "=", created.id).execute();
    fullReads.push(await read());
  }
  const ranges = await db
    .selectFrom("calendar_busy")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("connection_id", "=", created.id)
    .executeTakeFirstOrThrow();
  const incremental: number[] = [];
  for (let i = 0; i < (options.smoke ? 1 : 5); i++) {
    for (let k = 0; k < 10; k++) await calendar.put(`e${k * 37 + i}.ics`, eventObject(k * 37 + i, base, `Moved ${i}`));
    incremental.push(await read());
  }
  await reader.close();
  await db.deleteFrom("calendar_connections").where("id", "=", created.id).execute();
  const full = median(fullReads);
  return [
    {
      scenario: `calendar import: ${fmt(IMPORT_OBJECTS)} event objects in radicale (200 weekly series of 20), ${fmt(Number(ranges.n))} busy ranges, read in full`,
      measure: "median ms (events/s)",
      service: `${fmt(full)} (${fmt((IMPORT_OBJECTS / full) * 1000)})`,
      target: "",
    },
    {
      scenario: "calendar import: the same calendar after 10 changed events, read incrementally (sync-token)",
      measure: "median ms",
      service: fmt(median(incremental), 1),
      target: "",
    },
  ];
}

/**
 * How long a change in a member's calendar takes to show in availability, with the service's own
 * worker reading calendars at the defaults (CALENDAR_SYNC_INTERVAL_S=30, CALENDAR_POLL_MS=5000):
 * an event put over a free start, then removed, each time until availability follows.
 */
export async function changeToAvailability(options: Options & { serviceId: string }): Promise<CalendarBenchRow[]> {
  const handle = createDatabase(options.databaseUrl, { max: 2 });
  const server = await startCalDavServer("radicale");
  try {
    const db = handle.db;
    const staffId = "staff_cal_fresh";
    const always = Object.fromEntries(
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, { start: "00:00", end: "24:00" }]),
    );
    await sql`
      INSERT INTO staff (provider_id, id, name, email, role, schedule)
      VALUES (${options.providerId}, ${staffId}, 'Fresh', 'fresh@bench.example', 'staff', ${JSON.stringify(always)}::jsonb)`.execute(db);
    await sql`INSERT INTO staff_services (provider_id, staff_id, service_id) VALUES (${options.providerId}, ${staffId}, ${options.serviceId})`.execute(
      db,
    );
    const calendar = await server.calendar("fresh");
    const connected = await fetch(`${options.apiUrl}/v1/staff/${staffId}/calendars`, {
      method: "POST",
      headers: { ...options.auth, "content-type": "application/json" },
      body: JSON.stringify({ kind: "caldav", url: calendar.url, username: server.username, password: server.password }),
    });
    if (connected.status !== 201) throw new Error(`connecting the calendar answered ${connected.status}: ${await connected.text()}`);
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const url = `${options.apiUrl}/v1/availability?serviceId=${options.serviceId}&from=${day}&to=${day}&staffId=${staffId}`;
    const offered = async (start: string) => {
      const res = await fetch(url, { headers: options.auth });
      const body = (await res.json()) as { data: { days: { slots: { start: string }[] }[] } };
      return body.data.days.some((d) => d.slots.some((s) => s.start === start));
    };
    const until = async (wanted: boolean, start: string) => {
      const started = performance.now();
      while ((await offered(start)) !== wanted) {
        if (performance.now() - started > 180_000) throw new Error("availability did not follow the calendar in 3 minutes");
        await sleep(200);
      }
      return (performance.now() - started) / 1000;
    };
    const delays: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = new Date(`${day}T${String(8 + 2 * i).padStart(2, "0")}:00:00Z`);
      const ics = eventObject(0, start, `Dentist ${i}`)
        .replace("UID:bench-0@", `UID:fresh-${i}@`)
        .replace("RRULE:FREQ=WEEKLY;COUNT=20\r\n", "");
      await calendar.put(`fresh-${i}.ics`, ics);
      delays.push(await until(false, start.toISOString()));
      await calendar.remove(`fresh-${i}.ics`);
      delays.push(await until(true, start.toISOString()));
      options.log(
        `8. change → availability: ${delays
          .slice(-2)
          .map((d) => fmt(d, 1))
          .join(" s, ")} s`,
      );
    }
    return [
      {
        scenario:
          "a change in a staff member's calendar (3 events put, then removed) until availability follows, the service's worker at the defaults",
        measure: "median s (max)",
        service: `${fmt(median(delays), 1)} (${fmt(Math.max(...delays), 1)})`,
        target: "≤ 60",
      },
    ];
  } finally {
    await server.close();
    await handle.close();
  }
}
