// Staff invites: an admin or manager makes a one-time link (POST /v1/staff/{id}/invite) where a
// member sets their console password and is signed in. It works once, for 72 hours, only the
// newest of a member's links counts, only the token's digest is stored, another salon's member is
// 404, and its use draws on the sign-in's budget per client address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { expectError, startTestApi, unique, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let salon: Salon;
let other: Salon;
const PASSWORD = "a new password for the console";
let visitor = 0;

/** Each call from an address of its own (X-Forwarded-For, trusted here), unless the test names one. */
const from = (address?: string) => ({ "x-forwarded-for": address ?? `203.0.113.${++visitor % 250}` });

const invite = (staffId: string, api = salon.api) => api.post(`/v1/staff/${staffId}/invite`);
const tokenOf = (url: string) => url.split("/console/#/invite/")[1] ?? "";
const useInvite = (token: string, password = PASSWORD, address?: string) =>
  t.anonymous.post("/console/session/invite", { token, password }, { headers: from(address) });
const checkInvite = (token: string, address?: string) =>
  t.anonymous.post("/console/session/invite/check", { token }, { headers: from(address) });
const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.startsWith("booking_console=")) ?? "";
const me = (cookie: string) => t.anonymous.get(`/trpc/user.me?input=${encodeURIComponent("{}")}`, { headers: { cookie } });

async function member(role: "admin" | "manager" | "staff", name: string, password?: string) {
  const email = `${unique(name)}@example.com`;
  const res = await salon.api.post("/v1/staff", { name, email, role, ...(password ? { password } : {}) });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.data.id as string, email };
}

beforeAll(async () => {
  t = await startTestApi({ trustProxy: 1 });
  salon = await createSalon(t);
  other = await createSalon(t);
});
afterAll(async () => {
  await t?.close();
});

describe("staff invites", () => {
  it("give a one-time console link for 72 hours that sets the member's password and signs them in", async () => {
    const made = await invite(salon.annId);
    expect(made.status, made.text).toBe(201);
    const { url, expiresAt, staffId } = made.body.data as { url: string; expiresAt: string; staffId: string };
    expect(staffId).toBe(salon.annId);
    expect(url).toMatch(new RegExp(`^${t.url}/console/#/invite/iv_[0-9A-Za-z]{40}$`));
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const token = tokenOf(url);
    // Only its digest is stored.
    const stored = await sql<{ n: number }>`SELECT count(*)::int AS n FROM staff_invites WHERE token_hash = ${token}`.execute(t.db);
    expect(stored.rows[0]?.n).toBe(0);

    const check = await checkInvite(token);
    expect(check.status, check.text).toBe(200);
    expect(check.body.data).toMatchObject({ name: "Ann", expiresAt });

    expectError(await useInvite(token, "short"), 400, "BAD_REQUEST", "rpc");
    const used = await useInvite(token);
    expect(used.status, used.text).toBe(200);
    expect(used.body.data.staff).toMatchObject({ id: salon.annId, providerId: salon.providerId });
    const cookie = cookieOf(used.headers);
    expect(cookie).toMatch(/^booking_console=cs_/);
    const who = await me(cookie);
    expect(who.status, who.text).toBe(200);
    expect(who.body.result.data.staffMember).toMatchObject({ id: salon.annId });

    // The password set is the member's from now on.
    const email = (await salon.api.get(`/v1/staff/${salon.annId}`)).body.data.email as string;
    const signIn = await t.anonymous.post("/console/session", { email, password: PASSWORD }, { headers: from() });
    expect(signIn.status, signIn.text).toBe(200);

    // Once only.
    const again = await useInvite(token, "another password entirely");
    expectError(again, 409, "CONFLICT", "rpc");
    expect(again.body.error.details).toEqual([{ path: "token", message: "used" }]);
    expect(again.body.error.message).toMatch(/used already/);
    const checkAgain = await checkInvite(token);
    expect(checkAgain.status).toBe(409);
    // The refused second use changed nothing: the password is still the one set.
    expect((await t.anonymous.post("/console/session", { email, password: PASSWORD }, { headers: from() })).status).toBe(200);
  });

  it("stop working after 72 hours", async () => {
    const someone = await member("staff", "Expiring");
    const token = tokenOf((await invite(someone.id)).body.data.url as string);
    t.clock.advance(72 * 3_600_000 + 1_000);
    try {
      const late = await useInvite(token);
      expectError(late, 409, "CONFLICT", "rpc");
      expect(late.body.error.details).toEqual([{ path: "token", message: "expired" }]);
      expect(late.body.error.message).toMatch(/expired/);
    } finally {
      t.clock.reset();
    }
    // The member has no password: nobody signed in with it.
    const row = await sql<{ password_hash: string | null }>`SELECT password_hash FROM staff WHERE id = ${someone.id}`.execute(t.db);
    expect(row.rows[0]?.password_hash).toBeNull();
  });

  it("count only the newest of a member's links", async () => {
    const someone = await member("staff", "Twice");
    const first = tokenOf((await invite(someone.id)).body.data.url as string);
    const second = tokenOf((await invite(someone.id)).body.data.url as string);
    const old = await useInvite(first);
    expectError(old, 409, "CONFLICT", "rpc");
    expect(old.body.error.details).toEqual([{ path: "token", message: "replaced" }]);
    expect((await useInvite(second)).status).toBe(200);
  });

  it("answer 404 for an unknown link and for another salon's member", async () => {
    expectError(await useInvite(`iv_${"x".repeat(40)}`), 404, "NOT_FOUND", "rpc");
    expectError(await useInvite("not-a-token"), 404, "NOT_FOUND", "rpc");
    expectError(await checkInvite(`iv_${"y".repeat(40)}`), 404, "NOT_FOUND", "rpc");
    expectError(await invite(salon.annId, other.api), 404, "NOT_FOUND");
    expectError(await invite("staff_nobody"), 404, "NOT_FOUND");
    expectError(await t.anonymous.post("/console/session/invite", { token: "x" }, { headers: from() }), 400, "BAD_REQUEST", "rpc");
  });

  it("are refused when the member was switched off meanwhile", async () => {
    const someone = await member("staff", "Leaving");
    const token = tokenOf((await invite(someone.id)).body.data.url as string);
    expect((await salon.api.patch(`/v1/staff/${someone.id}`, { isActive: false })).status).toBe(200);
    const res = await useInvite(token);
    expectError(res, 409, "CONFLICT", "rpc");
    expect(res.body.error.details).toEqual([{ path: "token", message: "inactive" }]);
  });

  it("are made by admins and managers, and an admin's only by admins", async () => {
    const password = "manager password 1";
    const manager = await member("manager", "Mona", password);
    const admin = await member("admin", "Ada");
    const signedIn = await t.anonymous.post("/console/session", { email: manager.email, password }, { headers: from() });
    expect(signedIn.status, signedIn.text).toBe(200);
    const cookie = cookieOf(signedIn.headers);
    const asManager = (staffId: string) => t.anonymous.post("/trpc/staff.invite", { id: staffId }, { headers: { cookie } });
    const ok = await asManager(salon.bobId);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.result.data.data.url).toMatch(/\/console\/#\/invite\/iv_/);
    const refused = await asManager(admin.id);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/an admin can/);
  });

  it("draw on the sign-in's budget of the client address", async () => {
    const address = "192.0.2.77";
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await checkInvite(`iv_${"z".repeat(40)}`, address)).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    const limited = await useInvite(`iv_${"z".repeat(40)}`, PASSWORD, address);
    expectError(limited, 429, "RATE_LIMITED", "rpc");
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
