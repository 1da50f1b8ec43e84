// Wrong passwords typed by strangers must not lock a member out of the console. Every email has a
// budget of attempts from anywhere (10 a quarter hour); a browser the member has signed in from
// before carries a device cookie, and its attempts draw on a budget of their own. And an attempt
// refused because too many passwords are being checked at once (503) costs the member nothing.
import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "@booking/db";
import { CANARY_P99_LIMIT_MS, canaryDuring } from "@booking/testing";
import { sleep, startTestApi, unique, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let salon: Salon;
let other: Salon;
const PASSWORD = "correct horse battery staple";

beforeAll(async () => {
  t = await startTestApi({ trustProxy: 1 });
  salon = await createSalon(t);
  other = await createSalon(t);
  // Answered once before any attack, so that the timings leave out the first answer's set-up.
  expect((await otherSalonsRequest()).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

/** Another salon's request, timed while an attack runs. */
const otherSalonsRequest = () => fetch(`${t.url}/v1/services`, { headers: { authorization: `Bearer ${other.apiKey}` } });

interface Attempt {
  status: number;
  setCookie: string[];
  body: { error?: { code?: string; message?: string } };
}

/** A sign-in attempt from `address` (X-Forwarded-For, trusted here), with the browser's cookies if any. */
async function attempt(email: string, password: string, address: string, cookie?: string): Promise<Attempt> {
  const headers: Record<string, string> = { "content-type": "application/json", "x-forwarded-for": address };
  if (cookie) headers.cookie = cookie;
  const res = await fetch(`${t.url}/console/session`, { method: "POST", headers, body: JSON.stringify({ email, password }) });
  return { status: res.status, setCookie: res.headers.getSetCookie(), body: (await res.json()) as Attempt["body"] };
}

/** The device cookie a sign-in set, as the browser sends it back (`name=value`). */
const deviceCookieOf = (answer: Attempt) => answer.setCookie.find((c) => c.startsWith("booking_device="))?.split(";")[0] ?? "";

async function newMember(name: string): Promise<string> {
  const email = `${unique(name)}@example.com`;
  const res = await salon.api.post("/v1/staff", { name, email, role: "manager", password: PASSWORD });
  expect(res.status, res.text).toBe(201);
  return email;
}

let address = 0;
/** A client address not used before in this file (a crowd of them, as a botnet has). */
const newAddress = () => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;

it("a flood of wrong passwords from many addresses stops new browsers, not the browser the member signed in from before", async () => {
  const email = await newMember("ada");
  // Ada signs in at the salon's front desk: the answer leaves a device cookie in that browser.
  const first = await attempt(email, PASSWORD, newAddress());
  expect(first.status).toBe(200);
  const deviceSetCookie = first.setCookie.find((c) => c.startsWith("booking_device=")) ?? "";
  expect(deviceSetCookie).toMatch(/^booking_device=dv_[0-9A-Za-z]{40};/);
  expect(deviceSetCookie).toMatch(/; HttpOnly/i);
  expect(deviceSetCookie).toMatch(/; SameSite=Strict/i);
  expect(Number(/; Max-Age=(\d+)/i.exec(deviceSetCookie)?.[1])).toBeGreaterThanOrEqual(180 * 86_400);
  const device = deviceCookieOf(first);

  // Someone else makes up a device cookie of their own, and another member's browser has a real one.
  const otherMember = await newMember("bea");
  const beasDevice = deviceCookieOf(await attempt(otherMember, PASSWORD, newAddress()));
  expect(beasDevice).toMatch(/^booking_device=/);

  const { result: flood, canary } = await canaryDuring(otherSalonsRequest, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await attempt(email, `guess ${i}`, newAddress())).status);
    return statuses;
  });
  expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
  expect(canary.failures).toEqual({});
  // The first sign-in counted too: nine wrong guesses, then the email's budget is spent.
  expect(flood.slice(0, 9)).toEqual(Array.from({ length: 9 }, () => 401));
  expect(new Set(flood.slice(9))).toEqual(new Set([429]));

  // Without the device cookie, the limit holds even for the right password.
  expect((await attempt(email, PASSWORD, newAddress())).status).toBe(429);
  expect((await attempt(email, PASSWORD, newAddress(), `booking_device=dv_${"a".repeat(40)}`)).status).toBe(429);
  expect((await attempt(email, PASSWORD, newAddress(), beasDevice)).status).toBe(429);
  // With it, Ada signs in, from whatever address.
  const again = await attempt(email, PASSWORD, newAddress(), `${device}; other=1`);
  expect(again.status, JSON.stringify(again.body)).toBe(200);
  expect(deviceCookieOf(again), "the cookie is renewed at each sign-in").toMatch(/^booking_device=dv_/);
  // The renewed cookie keeps working; the one it replaced no longer counts.
  expect((await attempt(email, PASSWORD, newAddress(), deviceCookieOf(again))).status).toBe(200);
  expect((await attempt(email, PASSWORD, newAddress(), device)).status).toBe(429);
});

it("a device cookie has a budget of its own: ten attempts a quarter hour", async () => {
  const email = await newMember("cleo");
  let device = deviceCookieOf(await attempt(email, PASSWORD, newAddress()));
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const answer = await attempt(email, i === 4 ? PASSWORD : `guess ${i}`, newAddress(), device);
    if (answer.status === 200) device = deviceCookieOf(answer);
    statuses.push(answer.status);
  }
  expect(statuses).toEqual([401, 401, 401, 401, 200, 401, 401, 401, 401, 401, 429]);
  // The anonymous budget of the email was used once only (the first sign-in).
  expect((await attempt(email, PASSWORD, newAddress())).status).toBe(200);
});

it("an attempt refused because the gate is full (503) leaves the member's budget untouched", async () => {
  const email = await newMember("dora");
  // A crowd tries a member of another salon whose password was hashed with ten times the
  // passes (as on a slower machine; the stored hash carries its parameters), so that each check
  // holds its place at the gate for a while; then eight of Dora's attempts arrive.
  const elsewhere = await t.newProvider();
  const ezra = `${unique("ezra")}@example.com`;
  const created = await elsewhere.api.post("/v1/staff", { name: "Ezra", email: ezra, role: "staff" });
  expect(created.status, created.text).toBe(201);
  const slowHash = await hash(PASSWORD, { timeCost: 20 });
  await sql`UPDATE staff SET password_hash = ${slowHash} WHERE id = ${created.body.data.id as string}`.execute(t.db);

  /** `count` attempts, one every 5 ms. */
  const staggered = (count: number, send: (i: number) => Promise<Attempt>) =>
    Promise.all(Array.from({ length: count }, (_, i) => sleep(i * 5).then(() => send(i))));
  const { result, canary } = await canaryDuring(otherSalonsRequest, async () => {
    const crowd = staggered(6, (i) => attempt(ezra, `guess ${i}`, newAddress()));
    await sleep(30);
    const dora = await staggered(8, (i) => attempt(email, `guess ${i}`, newAddress()));
    await crowd;
    return dora;
  });
  const statuses = result.map((a) => a.status);
  expect(statuses.filter((s) => s !== 401 && s !== 503)).toEqual([]);
  const refused = statuses.filter((s) => s === 503).length;
  const checked = statuses.filter((s) => s === 401).length;
  expect(refused, statuses.join(" ")).toBeGreaterThan(0);
  for (const answer of result.filter((a) => a.status === 503)) {
    expect(answer.body.error?.code).toBe("SERVICE_UNAVAILABLE");
    expect(answer.body.error?.message).toMatch(/try again in a moment/);
  }

  // Only the checked attempts counted: the rest of the ten are still there.
  const rest: number[] = [];
  for (let i = 0; i < 12 - checked; i++) rest.push((await attempt(email, i === 0 ? PASSWORD : `more ${i}`, newAddress())).status);
  expect(rest[0]).toBe(200);
  expect(rest.slice(1, 10 - checked)).toEqual(Array.from({ length: 9 - checked }, () => 401));
  expect(new Set(rest.slice(10 - checked))).toEqual(new Set([429]));
  expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
  expect(canary.failures).toEqual({});
});

it("refuses a device cookie that is malformed or made up like any browser without one", async () => {
  const email = await newMember("eve");
  const madeUp = `booking_device=dv_${randomBytes(30).toString("hex").slice(0, 40)}`;
  for (const cookie of ["booking_device=%zz", "booking_device=x", madeUp]) {
    const answer = await attempt(email, "wrong", newAddress(), cookie);
    expect(answer.status).toBe(401);
    expect(answer.body.error?.message).toBe("Wrong email or password");
  }
});
