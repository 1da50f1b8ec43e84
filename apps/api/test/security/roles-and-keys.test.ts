// Roles that hold in the console, and keys that cannot outgrow the key or member that made them:
// a `staff`-role member is judged on the ids a procedure will actually use (padded ids included),
// a manager cannot reach an admin's powers, and minted keys are counted and held to their maker's
// limit. Each attack runs while another salon's request is timed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKeyForProvider } from "@booking/core";
import { apiClient, CANARY_P99_LIMIT_MS, canaryDuring } from "@booking/testing";
import { expectError, startTestApi, unique, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let salon: Salon;
let otherSalon: Salon;
const PASSWORD = "correct horse battery staple";
let ann: { id: string; email: string };
let annBooking: string;
let bobBooking: string;

interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of several shapes, read field by field
}

async function call(path: string, init: RequestInit & { cookie?: string } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  const res = await fetch(`${t.url}${path}`, { ...init, headers });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

let visitor = 0;
/** Signs in (each time from an address of its own) and answers the cookie to send back. */
async function cookieOf(email: string, password = PASSWORD): Promise<string> {
  const res = await fetch(`${t.url}/console/session`, {
    method: "POST",
    body: JSON.stringify({ email, password }),
    headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${++visitor % 250}` },
  });
  expect(res.status, await res.text()).toBe(200);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

const query = (path: string, input: unknown, cookie: string) =>
  call(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { cookie });
const mutate = (path: string, input: unknown, cookie: string) =>
  call(`/trpc/${path}`, { method: "POST", body: JSON.stringify(input), cookie });

async function member(role: "admin" | "manager" | "staff", name: string): Promise<{ id: string; email: string }> {
  const email = `${unique(name)}@example.com`;
  const res = await salon.api.post("/v1/staff", { name, email, role, password: PASSWORD, services: [salon.serviceId] });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.data.id as string, email };
}

/** Another salon's catalogue read, timed while an attack runs. */
const otherSalonsRead = () => fetch(`${t.url}/v1/services`, { headers: { authorization: `Bearer ${otherSalon.apiKey}` } });

beforeAll(async () => {
  t = await startTestApi({ trustProxy: 1 });
  // The tests' dates are fixed (Monday 11 January 2027): the service's clock runs
  // from a week before them (`reset` comes back to it), so that they stay ahead of its "now"
  // whenever the suite runs.
  t.clock.runFrom("2027-01-04T08:00:00Z");
  salon = await createSalon(t);
  otherSalon = await createSalon(t);
  const annEmail = `${unique("ann")}@example.com`;
  expect((await salon.api.patch(`/v1/staff/${salon.annId}`, { email: annEmail, password: PASSWORD })).status).toBe(200);
  ann = { id: salon.annId, email: annEmail };
  const a = await salon.book({ dateTime: "2027-01-11T10:00:00+01:00" });
  expect(a.status, a.text).toBe(201);
  annBooking = a.body.data.id as string;
  const b = await salon.book({ dateTime: "2027-01-11T10:00:00+01:00", staffId: salon.bobId });
  expect(b.status, b.text).toBe(201);
  bobBooking = b.body.data.id as string;
  // The timed request once before any attack, so that what is timed is the attack's effect, not a first call's.
  expect((await otherSalonsRead()).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

/** Whitespace the procedures' ids are trimmed of, around an id. */
const PADDINGS: ((id: string) => string)[] = [
  (id) => ` ${id}`,
  (id) => `${id}\t`,
  (id) => `\n${id}`,
  (id) => `${id}\r\n`,
  (id) => `\u00a0${id}`,
  (id) => `${id}\u2003`,
  (id) => `\ufeff${id}`,
  (id) => `\u2028${id}\u3000`,
];

describe("a staff-role member is judged on the ids the procedure uses", () => {
  it("reads, confirms and lists no other member's bookings or schedule through padded ids", async () => {
    const cookie = await cookieOf(ann.email);
    const attack = async (paddings: typeof PADDINGS) => {
      const seen: Record<string, number[]> = {};
      const note = (what: string, res: Answer) => (seen[what] ??= []).push(res.status);
      for (const pad of paddings) {
        note("bookings.get", await query("bookings.get", { id: pad(bobBooking) }, cookie));
        note("bookings.history", await query("bookings.history", { id: pad(bobBooking) }, cookie));
        note("bookings.update", await mutate("bookings.update", { id: pad(bobBooking), status: "confirmed" }, cookie));
        note("bookings.list", await query("bookings.list", { staffId: pad(salon.bobId) }, cookie));
        note("staff.get", await query("staff.get", { id: pad(salon.bobId) }, cookie));
        note("staff.schedule", await query("staff.schedule", { id: pad(salon.bobId), from: "2027-01-11", to: "2027-01-12" }, cookie));
        note("staff.timeOff.list", await query("staff.timeOff.list", { id: pad(salon.bobId) }, cookie));
        note("staff.overrides.list", await query("staff.overrides.list", { id: pad(salon.bobId) }, cookie));
      }
      return seen;
    };
    // One round before the timed ones: what is timed is the attack, not the server's first run of each path.
    for (const [what, seen] of Object.entries(await attack(PADDINGS.slice(0, 1)))) expect(seen, what).toEqual([403]);
    const { result: statuses, canary } = await canaryDuring(otherSalonsRead, () => attack(PADDINGS));
    for (const [what, seen] of Object.entries(statuses)) expect(seen, what).toEqual(PADDINGS.map(() => 403));
    expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(canary.failures).toEqual({});

    // Bob's booking is as it was: still waiting, never confirmed by Ann.
    const after = await salon.api.get(`/v1/bookings/${bobBooking}`);
    expect(after.body.data.status).toBe("pending");
    const history = await salon.api.get(`/v1/bookings/${bobBooking}/history`);
    expect(history.body.data.map((line: { change: string }) => line.change)).not.toContain("confirmed");
  });

  it("still reads their own bookings and schedule through padded ids, as the procedure reads them", async () => {
    const cookie = await cookieOf(ann.email);
    for (const pad of PADDINGS.slice(0, 3)) {
      const own = await query("bookings.get", { id: pad(annBooking) }, cookie);
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      expect(own.body.result.data.data.id).toBe(annBooking);
      expect((await query("staff.get", { id: pad(ann.id) }, cookie)).status).toBe(200);
      const listed = await query("bookings.list", { staffId: pad(ann.id) }, cookie);
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      expect(listed.body.result.data.data.map((b: { id: string }) => b.id)).toEqual([annBooking]);
    }
    // Input the procedure refuses gets its 400, as for anyone.
    expect((await query("staff.get", { id: "   " }, cookie)).status).toBe(400);
  });
});

describe("keys minted with keys", () => {
  it("get at most the limit and plan of the key that made them", async () => {
    const held = await createKeyForProvider(t.db, { providerId: salon.providerId, audience: "provider", rateLimit: 10 });
    const heldApi = apiClient(t.url, held.apiKey);
    const { result: minted, canary } = await canaryDuring(otherSalonsRead, async () => [
      await heldApi.post("/v1/keys", { audience: "provider" }),
      await heldApi.post("/v1/keys", { audience: "public" }),
    ]);
    expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(canary.failures).toEqual({});
    for (const res of minted) {
      expect(res.status, res.text).toBe(201);
      expect(res.body.data.rateLimit).toBe(10);
    }
    const [provider] = minted;
    const me = await apiClient(t.url, provider?.body.data.key as string).get("/api/rpc/user/me");
    expect(me.body).toMatchObject({ rateLimit: 10, plan: "default" });

    // A default-plan key of an enterprise provider makes default-plan keys.
    const enterprise = await t.newProvider({ plan: "enterprise", rateLimit: null });
    const plain = await createKeyForProvider(t.db, { providerId: enterprise.providerId, audience: "provider", plan: "default" });
    const made = await apiClient(t.url, plain.apiKey).post("/v1/keys", { audience: "provider" });
    expect(made.status, made.text).toBe(201);
    const madeMe = await apiClient(t.url, made.body.data.key as string).get("/api/rpc/user/me");
    expect(madeMe.body).toMatchObject({ plan: "default", rateLimit: 100 });
  });

  it("are counted: at most 50 live keys of each audience per provider, 409 beyond", async () => {
    const { api, providerId } = await t.newProvider();
    // Most places taken beforehand (the operator's way, which the API's count includes): 45 keys of each kind in force.
    for (let made = 0; made < 45; made++) await createKeyForProvider(t.db, { providerId, audience: "public" });
    for (let made = 1; made < 45; made++) await createKeyForProvider(t.db, { providerId, audience: "provider" });
    expect((await api.get("/v1/keys")).status).toBe(200);
    const { result, canary } = await canaryDuring(otherSalonsRead, async () => {
      const statuses: Record<string, number[]> = { provider: [], public: [] };
      // The last five places of each kind raced for by eight requests at once.
      for (const audience of ["provider", "public"] as const) {
        const racing = await Promise.all(Array.from({ length: 8 }, () => api.post("/v1/keys", { audience })));
        statuses[audience]?.push(...racing.map((res) => res.status));
      }
      return statuses;
    });
    expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(canary.failures).toEqual({});
    expect(result.provider?.filter((status) => status === 201)).toHaveLength(5);
    expect(result.public?.filter((status) => status === 201)).toHaveLength(5);
    expect([...(result.provider ?? []), ...(result.public ?? [])].filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const refused = await api.post("/v1/keys", { audience: "public" });
    expectError(refused, 409, "CONFLICT");
    expect(refused.body.error.message).toMatch(/at most 50 public keys/);

    const listed = (await api.get("/v1/keys")).body.data as { id: string; audience: string }[];
    expect(listed.filter((key) => key.audience === "provider")).toHaveLength(50);
    expect(listed.filter((key) => key.audience === "public")).toHaveLength(50);
    // A revoked key frees its place.
    const oldest = listed.find((key) => key.audience === "public");
    expect((await api.delete(`/v1/keys/${oldest?.id}`)).status).toBe(200);
    expect((await api.post("/v1/keys", { audience: "public" })).status).toBe(201);
  });
});

describe("managers", () => {
  it("cannot make anyone an admin, change their own role, or change an admin's sign-in", async () => {
    const manager = await member("manager", "Mia");
    const admin = await member("admin", "Ada");
    const cookie = await cookieOf(manager.email);
    const adminCookie = await cookieOf(admin.email);
    const { result, canary } = await canaryDuring(otherSalonsRead, async () => ({
      selfAdmin: await mutate("staff.update", { id: manager.id, role: "admin" }, cookie),
      selfStaff: await mutate("staff.update", { id: manager.id, role: "staff" }, cookie),
      annAdmin: await mutate("staff.update", { id: ann.id, role: "admin" }, cookie),
      newAdmin: await mutate(
        "staff.create",
        { name: "Eve", email: `${unique("eve")}@example.com`, role: "admin", password: PASSWORD, services: [] },
        cookie,
      ),
      adminPassword: await mutate("staff.update", { id: admin.id, password: "the manager knows this one" }, cookie),
      adminEmail: await mutate("staff.update", { id: admin.id, email: `${unique("taken")}@example.com` }, cookie),
      adminDemoted: await mutate("staff.update", { id: admin.id, role: "staff" }, cookie),
      adminDeactivated: await mutate("staff.update", { id: admin.id, isActive: false }, cookie),
      adminDeleted: await mutate("staff.delete", { id: admin.id }, cookie),
    }));
    expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(canary.failures).toEqual({});
    for (const [what, res] of Object.entries(result)) {
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(403);
      expect(res.body.error.message, what).toMatch(/admin/);
    }
    // Nothing changed: roles as they were, the admin signed in and signing in with her own password.
    expect((await salon.api.get(`/v1/staff/${manager.id}`)).body.data.role).toBe("manager");
    expect((await salon.api.get(`/v1/staff/${ann.id}`)).body.data.role).toBe("staff");
    const adminNow = (await salon.api.get(`/v1/staff/${admin.id}`)).body.data;
    expect(adminNow).toMatchObject({ role: "admin", email: admin.email, isActive: true });
    expect((await query("user.me", {}, adminCookie)).status).toBe(200);
    await cookieOf(admin.email);
    const staffList = (await salon.api.get("/v1/staff")).body.data as { name: string }[];
    expect(staffList.map((s) => s.name)).not.toContain("Eve");

    // What a manager may do: run the staff below admins, and send the same role and status back unchanged.
    expect((await mutate("staff.update", { id: ann.id, password: "ann's new passphrase" }, cookie)).status).toBe(200);
    expect((await mutate("staff.update", { id: admin.id, role: "admin", isActive: true }, cookie)).status).toBe(200);
    expect((await mutate("staff.update", { id: manager.id, role: "manager", isActive: true }, cookie)).status).toBe(200);
    // And an admin does what a manager may not.
    expect((await mutate("staff.update", { id: manager.id, role: "admin" }, adminCookie)).status).toBe(200);
  });

  it("make public keys but no provider keys, and revoke no provider key", async () => {
    const manager = await member("manager", "Max");
    const cookie = await cookieOf(manager.email);
    const salonKey = ((await salon.api.get("/v1/keys")).body.data as { id: string; audience: string }[]).find(
      (key) => key.audience === "provider",
    );
    const { result, canary } = await canaryDuring(otherSalonsRead, async () => ({
      provider: await mutate("keys.create", { audience: "provider" }, cookie),
      public: await mutate("keys.create", { audience: "public" }, cookie),
      revokeProvider: await mutate("keys.delete", { id: salonKey?.id }, cookie),
    }));
    expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(canary.failures).toEqual({});
    expect(result.provider.status).toBe(403);
    expect(result.provider.body.error.message).toMatch(/admin/);
    expect(result.revokeProvider.status).toBe(403);
    expect(result.revokeProvider.body.error.message).toMatch(/admin/);
    // The salon's key still works; the manager's public key is theirs to revoke.
    expect((await salon.api.get("/v1/keys")).status).toBe(200);
    expect(result.public.status).toBe(200);
    const publicKey = result.public.body.result.data.data as { id: string; key: string };
    expect(publicKey.key).toMatch(/^pk_/);
    expect((await mutate("keys.delete", { id: publicKey.id }, cookie)).status).toBe(200);
  });
});
