// Staff sign-in to the provider's console: the session cookie, where it counts (native tRPC only),
// what each role may do with it, how sessions end, and the limits on guessing passwords.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { CANARY_P99_LIMIT_MS, canaryDuring } from "@booking/testing";
import { expectError, startTestApi, unique, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let salon: Salon;
/** Another tenant, whose request is timed while an attack runs. */
let other: Salon;
const PASSWORD = "correct horse battery staple";
let owner: { id: string; email: string };
let ann: { id: string; email: string };
let annBooking: string;
let bobBooking: string;

interface Answer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of several shapes, read field by field
}

async function call(path: string, init: RequestInit & { cookie?: string } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  const res = await fetch(`${t.url}${path}`, { ...init, headers });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: kept as text
  }
  return { status: res.status, headers: res.headers, body };
}

/** Each sign-in from an address of its own (X-Forwarded-For, trusted here), unless the test names one. */
let visitor = 0;
const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  call("/console/session", {
    method: "POST",
    body: JSON.stringify({ email, password }),
    headers: { "x-forwarded-for": `198.51.100.${++visitor % 250}`, ...headers },
  });

/** Another salon's request, timed while an attack runs. */
const otherSalonsRequest = () => fetch(`${t.url}/v1/services`, { headers: { authorization: `Bearer ${other.apiKey}` } });

/** Signs in and answers the cookie to send back (`name=value`). */
async function cookieOf(email: string, password = PASSWORD): Promise<string> {
  const res = await signIn(email, password);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const setCookie = res.headers.get("set-cookie") ?? "";
  return setCookie.split(";")[0] ?? "";
}

const trpcQuery = (path: string, input: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  call(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { cookie, headers });
const trpcMutation = (path: string, input: unknown, cookie?: string) =>
  call(`/trpc/${path}`, { method: "POST", body: JSON.stringify(input), cookie });

async function member(role: "admin" | "manager" | "staff", name: string): Promise<{ id: string; email: string }> {
  const email = `${unique(name)}@example.com`;
  const res = await salon.api.post("/v1/staff", { name, email, role, password: PASSWORD, services: [salon.serviceId] });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.data.id as string, email };
}

beforeAll(async () => {
  t = await startTestApi({ trustProxy: 1 });
  // The tests' dates are fixed (Monday 11 January 2027): the service's clock runs
  // from a week before them (`reset` comes back to it), so that they stay ahead of its "now"
  // whenever the suite runs.
  t.clock.runFrom("2027-01-04T08:00:00Z");
  salon = await createSalon(t);
  other = await createSalon(t);
  owner = await member("admin", "Olga");
  // Ann of the salon, given a password to sign in with.
  const annEmail = `${unique("ann")}@example.com`;
  expect((await salon.api.patch(`/v1/staff/${salon.annId}`, { email: annEmail, password: PASSWORD })).status).toBe(200);
  ann = { id: salon.annId, email: annEmail };
  const a = await salon.book({ dateTime: "2027-01-11T10:00:00+01:00" });
  expect(a.status, a.text).toBe(201);
  annBooking = a.body.data.id as string;
  const b = await salon.book({ dateTime: "2027-01-11T10:00:00+01:00", staffId: salon.bobId });
  expect(b.status, b.text).toBe(201);
  bobBooking = b.body.data.id as string;
  // Answered once before any attack, so that the timings leave out the first answer's set-up.
  expect((await otherSalonsRequest()).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe("signing in to the console", () => {
  it("sets an HttpOnly, SameSite=Strict cookie for eight hours that acts as the member on native tRPC", async () => {
    const res = await signIn(owner.email.toUpperCase(), PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.data.staff).toMatchObject({ id: owner.id, role: "admin", providerId: salon.providerId });
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^booking_console=cs_[0-9A-Za-z]{40};/);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Strict/i);
    expect(setCookie).toMatch(/; Max-Age=28800/);
    expect(setCookie).toMatch(/; Path=\//);
    // Plain http on a loopback host: browsers would drop a Secure cookie here.
    expect(setCookie).not.toMatch(/; Secure/i);
    const cookie = setCookie.split(";")[0] ?? "";

    const me = await trpcQuery("user.me", {}, cookie);
    expect(me.status).toBe(200);
    expect(me.body.result.data).toMatchObject({
      audience: "provider",
      staffMember: { id: owner.id, role: "admin", email: owner.email },
      // The salon's default language too, which the console speaks when the browser's is none of its four.
      provider: { id: salon.providerId, locale: "en" },
    });
    // Only a digest of the token is kept.
    const token = cookie.split("=")[1] ?? "";
    const rows = await sql<{ token_hash: string }>`SELECT token_hash FROM console_sessions WHERE staff_id = ${owner.id}`.execute(t.db);
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const row of rows.rows) expect(row.token_hash).not.toContain(token);
  });

  it("sets a Secure cookie when the trusted proxy says the browser came over https", async () => {
    const res = await signIn(owner.email, PASSWORD, { "x-forwarded-proto": "https" });
    expect(res.status).toBe(200);
    for (const cookie of res.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/i);
    // The host a request names decides nothing: this deployment's address (PUBLIC_URL) is plain http.
    const named = await signIn(owner.email, PASSWORD, { "x-forwarded-host": "salon.example.com" });
    expect(named.status).toBe(200);
    expect(named.headers.get("set-cookie")).not.toMatch(/; Secure/i);
  });

  it("answers a wrong password and an unknown email alike, and sets no cookie", async () => {
    const wrong = await signIn(owner.email, "not the password");
    const unknown = await signIn(`${unique("nobody")}@example.com`, PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.status, JSON.stringify(res.body)).toBe(401);
      expect(res.body.error?.message, JSON.stringify(res.body)).toBe("Wrong email or password");
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("refuses members without a password, deactivated members and bad input with clear messages", async () => {
    const noPassword = `${unique("nopw")}@example.com`;
    expect((await salon.api.post("/v1/staff", { name: "Nils", email: noPassword, role: "admin" })).status).toBe(201);
    expect((await signIn(noPassword, PASSWORD)).status).toBe(401);

    const missing = await call("/console/session", { method: "POST", body: JSON.stringify({ email: owner.email }) });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(/password/);
    const extra = await call("/console/session", {
      method: "POST",
      body: JSON.stringify({ email: owner.email, password: "x", admin: true }),
    });
    expect(extra.status).toBe(400);
    const notJson = await call("/console/session", {
      method: "POST",
      body: "email=a&password=b",
      headers: { "content-type": "text/plain" },
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    const huge = await call("/console/session", {
      method: "POST",
      body: JSON.stringify({ email: owner.email, password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
  });
});

describe("where the cookie counts", () => {
  it("never on the documented /v1 and /api/rpc paths, which take API keys alone", async () => {
    const cookie = await cookieOf(owner.email);
    expectError(await withCookie("/v1/bookings", cookie), 401, "UNAUTHORIZED");
    expectError(await withCookie("/api/rpc/user/me", cookie), 401, "UNAUTHORIZED", "rpc");
  });

  it("not when the browser says the request comes from another site", async () => {
    const cookie = await cookieOf(owner.email);
    expect((await trpcQuery("user.me", {}, cookie, { "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await trpcQuery("user.me", {}, cookie, { "sec-fetch-site": "cross-site" })).status).toBe(401);
    expect((await trpcQuery("user.me", {}, cookie, { "sec-fetch-site": "same-site" })).status).toBe(401);
  });

  it("not for a made-up or malformed token", async () => {
    expect((await trpcQuery("user.me", {}, `booking_console=cs_${"a".repeat(40)}`)).status).toBe(401);
    expect((await trpcQuery("user.me", {}, "booking_console=%zz; other=1")).status).toBe(401);
  });

  it("an API key in the same request wins over the cookie", async () => {
    const cookie = await cookieOf(ann.email);
    const res = await call(`/trpc/user.me?input=${encodeURIComponent("{}")}`, {
      cookie,
      headers: { authorization: `Bearer ${salon.apiKey}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.data.staffMember).toBeNull();
  });
});

async function withCookie(path: string, cookie: string) {
  const res = await fetch(`${t.url}${path}`, { headers: { cookie } });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text), headers: res.headers };
}

describe("what each role may do", () => {
  it("admins and managers act as the provider in everything", async () => {
    const manager = await member("manager", "Mia");
    const cookie = await cookieOf(manager.email);
    const created = await trpcMutation("services.create", { name: "Blow-dry", duration: 30, price: 25 }, cookie);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const listed = await trpcQuery("bookings.list", {}, cookie);
    expect(listed.status).toBe(200);
    expect(listed.body.result.data.data.map((b: { id: string }) => b.id)).toEqual(expect.arrayContaining([annBooking, bobBooking]));
  });

  it("a staff member sees their own schedule and bookings, not another's", async () => {
    const cookie = await cookieOf(ann.email);
    const own = await trpcQuery("bookings.list", { staffId: ann.id }, cookie);
    expect(own.status).toBe(200);
    expect(own.body.result.data.data.map((b: { id: string }) => b.id)).toEqual([annBooking]);
    const everyone = await trpcQuery("bookings.list", {}, cookie);
    expect(everyone.status).toBe(403);
    expect(everyone.body.error.message).toMatch(/own/);
    expect((await trpcQuery("bookings.list", { staffId: salon.bobId }, cookie)).status).toBe(403);
    expect((await trpcQuery("bookings.get", { id: annBooking }, cookie)).status).toBe(200);
    const bobs = await trpcQuery("bookings.get", { id: bobBooking }, cookie);
    expect(bobs.status).toBe(403);
    expect(bobs.body.error.message).toMatch(/another member's/);
    expect((await trpcQuery("staff.schedule", { id: ann.id, from: "2027-01-11", to: "2027-01-12" }, cookie)).status).toBe(200);
    expect((await trpcQuery("staff.schedule", { id: salon.bobId, from: "2027-01-11", to: "2027-01-12" }, cookie)).status).toBe(403);
    expect((await trpcQuery("services.list", {}, cookie)).status).toBe(200);
  });

  it("a staff member confirms their own booking, and may not cancel or move it, nor change anything else", async () => {
    const cookie = await cookieOf(ann.email);
    const confirmed = await trpcMutation("bookings.update", { id: annBooking, status: "confirmed" }, cookie);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.result.data.data.status).toBe("confirmed");
    expect((await trpcMutation("bookings.update", { id: bobBooking, status: "confirmed" }, cookie)).status).toBe(403);
    expect((await trpcMutation("bookings.update", { id: annBooking, status: "cancelled" }, cookie)).status).toBe(403);
    expect((await trpcMutation("bookings.update", { id: annBooking, dateTime: "2027-01-11T11:00:00+01:00" }, cookie)).status).toBe(403);
    const service = await trpcMutation("services.create", { name: "Perm", duration: 90, price: 80 }, cookie);
    expect(service.status).toBe(403);
    expect(service.body.error.message).toMatch(/admin or manager/);
    expect((await trpcMutation("staff.update", { id: ann.id, role: "admin" }, cookie)).status).toBe(403);
    // Unchanged by the refusals.
    const after = await salon.api.get(`/v1/bookings/${annBooking}`);
    expect(after.body.data).toMatchObject({ status: "confirmed", dateTime: expect.stringContaining("2027-01-11T") });
    expect((await salon.api.get(`/v1/staff/${ann.id}`)).body.data.role).toBe("staff");
  });

  it("a role change counts from the member's next request", async () => {
    const member2 = await member("manager", "Max");
    const cookie = await cookieOf(member2.email);
    expect((await trpcQuery("bookings.list", {}, cookie)).status).toBe(200);
    expect((await salon.api.patch(`/v1/staff/${member2.id}`, { role: "staff" })).status).toBe(200);
    expect((await trpcQuery("bookings.list", {}, cookie)).status).toBe(403);
  });
});

describe("how sessions end", () => {
  it("signing out ends this session and clears the cookie", async () => {
    const cookie = await cookieOf(owner.email);
    const out = await call("/console/session", { method: "DELETE", cookie });
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toMatch(/^booking_console=; .*Max-Age=0/);
    expect((await trpcQuery("user.me", {}, cookie)).status).toBe(401);
  });

  it("signing out everywhere ends every session of the member, and only theirs", async () => {
    const mine = [await cookieOf(owner.email), await cookieOf(owner.email)];
    const annCookie = await cookieOf(ann.email);
    const out = await call("/console/session/everywhere", { method: "DELETE", cookie: mine[0] });
    expect(out.status).toBe(200);
    expect(out.body.data.sessionsEnded).toBeGreaterThanOrEqual(2);
    for (const cookie of mine) expect((await trpcQuery("user.me", {}, cookie)).status).toBe(401);
    expect((await trpcQuery("user.me", {}, annCookie)).status).toBe(200);
    expect((await call("/console/session/everywhere", { method: "DELETE", cookie: mine[0] })).status).toBe(401);
  });

  it("keeps a member's ended sessions for a day, then drops them at their next sign-in", async () => {
    const someone = await member("manager", "Eda");
    const first = await cookieOf(someone.email);
    await call("/console/session", { method: "DELETE", cookie: first });
    const rows = () => sql<{ n: number }>`SELECT count(*)::int AS n FROM console_sessions WHERE staff_id = ${someone.id}`.execute(t.db);
    expect((await rows()).rows[0]?.n).toBe(1);
    t.clock.advance(25 * 3_600_000);
    await cookieOf(someone.email);
    t.clock.reset();
    expect((await rows()).rows[0]?.n).toBe(1);
  });

  it("a session left unused for eight hours ends (use extends it: console-session-extension.test.ts)", async () => {
    const cookie = await cookieOf(owner.email);
    t.clock.advance(8 * 3_600_000 + 60_000);
    expect((await trpcQuery("user.me", {}, cookie)).status).toBe(401);
    t.clock.reset();
  });

  it("a new password, a deactivation or a deletion ends the member's sessions", async () => {
    const someone = await member("manager", "Pia");
    const cookie = await cookieOf(someone.email);
    expect((await salon.api.patch(`/v1/staff/${someone.id}`, { password: "a brand new passphrase" })).status).toBe(200);
    expect((await trpcQuery("user.me", {}, cookie)).status).toBe(401);
    expect((await signIn(someone.email, PASSWORD)).status).toBe(401);

    const again = await cookieOf(someone.email, "a brand new passphrase");
    expect((await salon.api.patch(`/v1/staff/${someone.id}`, { isActive: false })).status).toBe(200);
    expect((await trpcQuery("user.me", {}, again)).status).toBe(401);
    expect((await signIn(someone.email, "a brand new passphrase")).status).toBe(401);
  });

  it("a new password ends sessions by the service's clock, not the machine's", async () => {
    const someone = await member("manager", "Ivo");
    // Signed in on the service's clock two days behind the machine's: the session ends (by its
    // clock) well before the machine's now, and is still live for the service.
    t.clock.set(new Date(Date.now() - 2 * 86_400_000));
    const cookie = await cookieOf(someone.email);
    expect((await trpcQuery("user.me", {}, cookie)).status).toBe(200);
    expect((await salon.api.patch(`/v1/staff/${someone.id}`, { password: "another new passphrase" })).status).toBe(200);
    expect((await trpcQuery("user.me", {}, cookie)).status).toBe(401);
    t.clock.reset();
  });
});

describe("deactivating a member", () => {
  it("ends its sessions for good: reactivating the member does not bring them back", async () => {
    const someone = await member("manager", "Rea");
    const cookie = await cookieOf(someone.email);
    const { canary } = await canaryDuring(otherSalonsRequest, async () => {
      expect((await trpcQuery("user.me", {}, cookie)).status).toBe(200);
      expect((await salon.api.patch(`/v1/staff/${someone.id}`, { isActive: false })).status).toBe(200);
      expect((await trpcQuery("user.me", {}, cookie)).status).toBe(401);
      expect((await salon.api.patch(`/v1/staff/${someone.id}`, { isActive: true })).status).toBe(200);
      // The old cookie stays refused; the member signs in again for a new one.
      expect((await trpcQuery("user.me", {}, cookie)).status).toBe(401);
      expect((await call("/console/session/everywhere", { method: "DELETE", cookie })).status).toBe(401);
    });
    expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(canary.failures).toEqual({});
    const again = await cookieOf(someone.email);
    expect((await trpcQuery("user.me", {}, again)).status).toBe(200);
    expect((await trpcQuery("user.me", {}, cookie)).status).toBe(401);
  });

  it("a deletion ends the member's sessions in the database, not only in the lookup", async () => {
    const someone = await member("manager", "Del");
    const cookie = await cookieOf(someone.email);
    expect((await salon.api.delete(`/v1/staff/${someone.id}`)).status).toBe(200);
    expect((await trpcQuery("user.me", {}, cookie)).status).toBe(401);
    const open = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM console_sessions WHERE staff_id = ${someone.id} AND revoked_at IS NULL`.execute(t.db);
    expect(open.rows[0]?.n).toBe(0);
  });
});

describe("limits on sign-in attempts", () => {
  it("stops guessing one email after ten attempts in a quarter hour, even with the right password", async () => {
    const target = await member("admin", "Gus");
    for (let i = 0; i < 10; i++) expect((await signIn(target.email, `guess ${i}`)).status).toBe(401);
    const limited = await signIn(target.email, PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body.error.message).toMatch(/Too many sign-in attempts/);
    // Another member signs in meanwhile.
    expect((await signIn((await member("manager", "Hal")).email, PASSWORD)).status).toBe(200);
  });

  it("stops one address after thirty attempts in a quarter hour, whatever the emails", async () => {
    let status = 0;
    let attempts = 0;
    while (attempts < 40) {
      attempts += 1;
      status = (await signIn(`${unique("spray")}@example.com`, "guess", { "x-forwarded-for": "203.0.113.7" })).status;
      if (status === 429) break;
    }
    expect(status).toBe(429);
    expect(attempts).toBe(31);
    // Someone at another address signs in meanwhile.
    const elsewhere = await member("manager", "Ida");
    expect((await signIn(elsewhere.email, PASSWORD, { "x-forwarded-for": "203.0.113.8" })).status).toBe(200);
  });

  it("counts every spelling of an email that reaches the member against one budget (İ, the Kelvin sign, capitals)", async () => {
    // The database matches emails with its lower(): İ (U+0130) folds to a plain i there and the
    // Kelvin sign (U+212A) to k, so each of these spellings signs in as the same member.
    const email = `kiki${unique("x")}@example.com`;
    expect((await salon.api.post("/v1/staff", { name: "Kiki", email, role: "manager", password: PASSWORD })).status).toBe(201);
    const dotted = email.replaceAll("i", "\u0130");
    const kelvin = email.replaceAll("k", "\u212a");
    const spellings = [dotted, kelvin, email.toUpperCase(), dotted.toUpperCase(), `K\u0130K\u0130${email.slice(4)}`, email];
    const { result: statuses, canary } = await canaryDuring(otherSalonsRequest, async () => {
      const answers: number[] = [];
      // Each reaches the account…
      answers.push((await signIn(dotted, PASSWORD)).status, (await signIn(kelvin, PASSWORD)).status);
      // …and every attempt counts, whichever spelling it uses.
      for (let i = 0; answers.length < 10; i++) answers.push((await signIn(spellings[i % spellings.length] ?? email, `guess ${i}`)).status);
      for (const spelling of spellings) answers.push((await signIn(spelling, PASSWORD)).status);
      return answers;
    });
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses.slice(2, 10)).toEqual(Array.from({ length: 8 }, () => 401));
    expect(statuses.slice(10)).toEqual(spellings.map(() => 429));
    expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(canary.failures).toEqual({});
    // An i followed by a combining dot (what JavaScript's toLowerCase makes of İ) is another
    // address to the database: it signs no one in, and has a budget of its own.
    const combining = email.replaceAll("i", "i\u0307");
    const res = await signIn(combining, PASSWORD);
    expect(res.status).toBe(401);
  });
});
