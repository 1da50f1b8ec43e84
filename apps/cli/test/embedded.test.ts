// The embedded default (no DATABASE_URL): one process hosts PGlite under the data directory and
// serves it over the PostgreSQL protocol; other processes connect to it as clients; data persists.
// Lives here rather than in packages/db because it goes through @booking/core, which depends on db;
// the database-level cases (stale lock, same-process reopen) are in packages/db/test/embedded.test.ts.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appRouter,
  createCallerFactory,
  createContextFactory,
  createProviderWithKey,
  findCallerByKey,
  loadConfig,
  secretBoxFromEnv,
  silentLogger,
  webhookSettings,
  calendarSettings,
} from "@booking/core";
import { migrateToLatest, migrationNames, openDatabase, sql, type OpenedDatabase } from "@booking/db";
import { runCli, stdoutJson } from "./helpers";

const LOCK = "embedded-db.json";
let dataDir: string;
const opened: OpenedDatabase[] = [];

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "booking-embedded-"));
});
afterAll(async () => {
  for (const database of opened.reverse()) await database.close().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

async function open(): Promise<OpenedDatabase> {
  const database = await openDatabase({ dataDir, poolSize: 4 });
  opened.push(database);
  return database;
}

const readLock = () => JSON.parse(readFileSync(path.join(dataDir, LOCK), "utf8")) as { pid: number; port: number };

/** The procedures of the core, called as a provider key would call them. */
function callerFor(database: OpenedDatabase, apiKey: string) {
  const context = createContextFactory({
    db: database.db,
    log: silentLogger,
    now: () => new Date(),
    webhooks: webhookSettings(loadConfig({})),
    calendars: calendarSettings(loadConfig({})),
    secrets: secretBoxFromEnv({}),
    publicUrl: "http://localhost:3000",
  });
  return createCallerFactory(appRouter)(context({ id: "test", headers: { authorization: `Bearer ${apiKey}` } }));
}

describe("embedded PostgreSQL (PGlite)", () => {
  let host: OpenedDatabase;
  let providerId: string;
  let apiKey: string;
  let cliKey: string;

  it("is hosted by the first process when no URL is given, and runs the migrations", async () => {
    host = await open();
    expect(host.embedded).toBe(true);
    expect(host.url).toMatch(/^postgres:\/\/[^@]+@127\.0\.0\.1:\d+\//);
    expect(readLock()).toEqual({ pid: process.pid, port: Number(new URL(host.url).port) });

    const applied = await migrateToLatest(host.db);
    expect(applied).toEqual(migrationNames);
    expect(await migrateToLatest(host.db)).toEqual([]);
    const tables = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`.execute(host.db);
    expect(tables.rows.map((r) => r.name)).toEqual(expect.arrayContaining(["providers", "api_keys", "staff", "customers", "services"]));
  });

  it("serves a create/list round trip through the core", async () => {
    const created = await createProviderWithKey(host.db, { name: "Embedded Salon", category: "hair", location: "Kiel" });
    providerId = created.provider.id;
    apiKey = created.key.apiKey;
    const caller = callerFor(host, apiKey);
    const customer = await caller.customers.create({ name: "Pat", email: "pat@example.com" });
    expect(customer.data.id).toMatch(/^cus_/);
    await caller.customers.create({ name: "Sam", phone: "0123 456" });
    const list = await caller.customers.list({ q: "pat" });
    expect(list.data.map((c) => c.name)).toEqual(["Pat"]);
    expect((await caller.customers.list({})).pagination.total).toBe(2);
    await expect(caller.customers.create({ name: "Pat 2", email: "PAT@example.com" })).rejects.toMatchObject({
      appCode: "CONFLICT",
    });
  });

  it("books a member (the one-statement booking and its refusals run on the embedded database too)", async () => {
    const caller = callerFor(host, apiKey);
    const service = await caller.services.create({ name: "Cut", duration: 60, price: 30 });
    const day = { start: "09:00", end: "17:00" };
    const staff = await caller.staff.create({
      name: "Ann",
      email: "ann@example.com",
      role: "staff",
      services: [service.data.id],
      schedule: { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day },
    });
    const customer = { data: (await caller.customers.list({ q: "pat" })).data[0]! }; // the later tests count two customers
    // 10:00 UTC (the provider's zone) on a Monday at least a week ahead.
    const monday = new Date(Date.now() + 7 * 86_400_000);
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7));
    monday.setUTCHours(10, 0, 0, 0);
    const book = (dateTime: Date) =>
      caller.bookings.create({
        customerId: customer.data.id,
        serviceId: service.data.id,
        staffId: staff.data.id,
        dateTime: dateTime.toISOString(),
      });
    const booked = await book(monday);
    expect(booked.data.id).toMatch(/^bk_/);
    await expect(book(new Date(monday.getTime() + 30 * 60_000))).rejects.toMatchObject({ appCode: "CONFLICT" });
    await expect(book(new Date(monday.getTime() + 8 * 3_600_000))).rejects.toMatchObject({ appCode: "BAD_REQUEST" });
    const events = await sql<{ n: number }>`SELECT count(*)::int AS n FROM outbox_events WHERE event = 'booking.created'`.execute(host.db);
    expect(events.rows[0]!.n).toBe(1);
  });

  it("is joined, not hosted again, by another process (the CLI) using the same data directory", async () => {
    const lockBefore = readLock();
    const result = await runCli(["key:create", "--provider", providerId], { DATA_DIR: dataDir });
    const out = stdoutJson<{ id: string; apiKey: string }>(result);
    cliKey = out.apiKey;
    expect(result.stderr).not.toMatch(/starting embedded/i);
    expect(readLock()).toEqual(lockBefore);
    // The key the other process wrote is visible here at once: one database.
    expect(await findCallerByKey(host.db, cliKey)).toMatchObject({ providerId, audience: "provider" });
    // And the host still serves.
    expect((await callerFor(host, cliKey).customers.list({})).pagination.total).toBe(2);
  });

  it("keeps the data after closing, and reopening hosts it again", async () => {
    await host.close();
    expect(existsSync(path.join(dataDir, LOCK))).toBe(false);
    const reopened = await open();
    expect(reopened.embedded).toBe(true);
    expect(readLock().pid).toBe(process.pid);
    expect(await migrateToLatest(reopened.db)).toEqual([]);

    const caller = callerFor(reopened, apiKey);
    const list = await caller.customers.list({});
    expect(list.data.map((c) => c.name).sort()).toEqual(["Pat", "Sam"]);
    expect(await findCallerByKey(reopened.db, cliKey)).toMatchObject({ providerId });
  });
});
