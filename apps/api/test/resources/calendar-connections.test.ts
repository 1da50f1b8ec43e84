// A staff member's calendar connections through the API: created, listed, changed, deleted and
// synced on demand; the password sealed at rest and never answered; URLs held to the webhook
// target rules; what changing or removing a connection does to the busy time read through it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectValidationError, startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let salon: Salon;

beforeAll(async () => {
  t = await startTestApi();
  salon = await createSalon(t, "Europe/Berlin");
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = "app-pass-wxyz-1234";
const connect = (body: Record<string, unknown> = {}) =>
  salon.api.post(`/v1/staff/${salon.annId}/calendars`, {
    url: "https://caldav.invalid/dav/calendars/ann/personal/",
    username: "ann@example.com",
    password: PASSWORD,
    ...body,
  });

/** A busy range read through connection `calId` (as the sync stores it). */
async function busyThrough(calId: string) {
  await t.db
    .insertInto("calendar_objects")
    .values({ provider_id: salon.providerId, connection_id: calId, href: "/x.ics", etag: '"1"' })
    .execute();
  await t.db
    .insertInto("calendar_busy")
    .values({
      provider_id: salon.providerId,
      connection_id: calId,
      href: "/x.ics",
      staff_id: salon.annId,
      starts_at: new Date("2026-12-07T09:00:00Z"),
      ends_at: new Date("2026-12-07T10:00:00Z"),
    })
    .execute();
}
const busyRows = (calId: string) => t.db.selectFrom("calendar_busy").selectAll().where("connection_id", "=", calId).execute();

describe("calendar connections", () => {
  it("are created syncing, with the defaults, and never show the password, which is sealed at rest", async () => {
    const res = await connect();
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^cal_/),
      staffId: salon.annId,
      kind: "caldav",
      url: "https://caldav.invalid/dav/calendars/ann/personal/",
      username: "ann@example.com",
      importBusy: true,
      exportBookings: false,
      status: "syncing",
      lastSyncedAt: null,
      error: null,
    });
    expect(res.text).not.toContain(PASSWORD);
    const listed = await salon.api.get(`/v1/staff/${salon.annId}/calendars`);
    expect(listed.body.data.map((c: { id: string }) => c.id)).toContain(res.body.data.id);
    expect(listed.text).not.toContain(PASSWORD);
    const stored = await t.db
      .selectFrom("calendar_connections")
      .select("password")
      .where("id", "=", res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(stored.password).toMatch(/^v1:/);
    expect(stored.password).not.toContain(PASSWORD);
  });

  it("refuse URLs that reach into the service's own network, and bad input, naming the field", async () => {
    for (const url of [
      "http://127.0.0.1:5232/ann/",
      "http://169.254.169.254/latest/",
      "http://10.0.0.8/dav/",
      "http://[::1]/dav/",
      "http://localhost/dav/",
    ]) {
      const res = await connect({ url });
      expectError(res, 400, "BAD_REQUEST");
      expect(res.body.error.details[0].path).toBe("url");
    }
    expectValidationError(await connect({ url: "ftp://caldav.invalid/" }), ["url"]);
    expectValidationError(await connect({ password: "" }), ["password"]);
    expectValidationError(await connect({ kind: "exchange" }), ["kind"]);
    expectValidationError(await connect({ importBusy: "yes" }), ["importBusy"]);
    expectError(
      await salon.api.post(`/v1/staff/staff_nope/calendars`, { url: "https://caldav.invalid/", username: "a", password: "b" }),
      404,
      "NOT_FOUND",
    );
  });

  it("start afresh when pointed elsewhere, drop busy time when import is turned off, and take it all with them when deleted", async () => {
    const calId = (await connect()).body.data.id as string;
    await busyThrough(calId);
    // Export only: the busy time goes at once.
    const exportOnly = await salon.api.patch(`/v1/staff/${salon.annId}/calendars/${calId}`, { importBusy: false, exportBookings: true });
    expect(exportOnly.status, exportOnly.text).toBe(200);
    expect(exportOnly.body.data).toMatchObject({ importBusy: false, exportBookings: true });
    expect(await busyRows(calId)).toHaveLength(0);

    await busyThrough(calId);
    await t.db.updateTable("calendar_connections").set({ status: "ok", sync_token: "token-1" }).where("id", "=", calId).execute();
    const moved = await salon.api.patch(`/v1/staff/${salon.annId}/calendars/${calId}`, {
      url: "https://caldav.invalid/other/",
      password: "the-other-app-password",
    });
    expect(moved.body.data).toMatchObject({ status: "syncing", url: "https://caldav.invalid/other/" });
    expect(await busyRows(calId)).toHaveLength(0);
    const state = await t.db.selectFrom("calendar_connections").select(["sync_token"]).where("id", "=", calId).executeTakeFirstOrThrow();
    expect(state.sync_token).toBeNull();
    expectError(await salon.api.patch(`/v1/staff/${salon.annId}/calendars/${calId}`, { url: "http://192.168.1.5/" }), 400, "BAD_REQUEST");

    const synced = await salon.api.post(`/v1/staff/${salon.annId}/calendars/${calId}/sync`, {});
    expect(synced.status, synced.text).toBe(200);

    await busyThrough(calId);
    const removed = await salon.api.delete(`/v1/staff/${salon.annId}/calendars/${calId}`);
    expect(removed.status, removed.text).toBe(200);
    expect(await busyRows(calId)).toHaveLength(0);
    expectError(await salon.api.delete(`/v1/staff/${salon.annId}/calendars/${calId}`), 404, "NOT_FOUND");
    // Another member's path does not reach it.
    const other = (await connect()).body.data.id as string;
    expectError(await salon.api.post(`/v1/staff/${salon.bobId}/calendars/${other}/sync`, {}), 404, "NOT_FOUND");
  });

  it("go with their staff member when the member is deleted", async () => {
    const member = await salon.api.post("/v1/staff", { name: "Leaving", email: "leaving@example.com", role: "staff" });
    const staffId = member.body.data.id as string;
    const calId = (
      await salon.api.post(`/v1/staff/${staffId}/calendars`, { url: "https://caldav.invalid/leaving/", username: "l", password: "p" })
    ).body.data.id as string;
    expect((await salon.api.delete(`/v1/staff/${staffId}`)).status).toBe(200);
    expect(await t.db.selectFrom("calendar_connections").select("id").where("id", "=", calId).execute()).toEqual([]);
  });
});
