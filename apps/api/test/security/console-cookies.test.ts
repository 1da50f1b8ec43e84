// The console's cookies on a deployment behind https (PUBLIC_URL https://…): they are Secure
// whatever Host the request names, and a made-up session cookie costs its sender a turn of the
// same per-address budget as a made-up API key. On one reached over plain http they are Secure
// only when a trusted proxy says the request came over https.
import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CANARY_P99_LIMIT_MS, canaryDuring } from "@booking/testing";
import { startTestApi, unique, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

const UNKNOWN_PER_ADDRESS = 5;
const PASSWORD = "correct horse battery staple";
let t: TestApi;
let salon: Salon;
let other: Salon;
let email: string;

beforeAll(async () => {
  t = await startTestApi({
    publicUrl: "https://booking.example.com",
    trustProxy: 1,
    addressLimits: { unknownKeysPerAddress: UNKNOWN_PER_ADDRESS },
  });
  salon = await createSalon(t);
  other = await createSalon(t);
  email = `${unique("sam")}@example.com`;
  const res = await salon.api.patch(`/v1/staff/${salon.annId}`, { email, password: PASSWORD });
  expect(res.status, res.text).toBe(200);
  // Answered once before any attack, so that the timings leave out the first answer's set-up.
  expect((await otherSalonsRequest()).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

/** Another salon's request, timed while an attack runs. */
const otherSalonsRequest = () => fetch(`${t.url}/v1/services`, { headers: { authorization: `Bearer ${other.apiKey}` } });

const signIn = (headers: Record<string, string> = {}, api: TestApi = t) =>
  fetch(`${api.url}/console/session`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email, password: PASSWORD }),
  });

/** A sign-in whose request names `Host: localhost` on the wire (fetch does not let a caller set Host). */
function signInWithHost(host: string, api: TestApi = t): Promise<{ status: number; setCookie: string[] }> {
  const url = new URL(`${api.url}/console/session`);
  const body = JSON.stringify({ email, password: PASSWORD });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { host, "content-type": "application/json" } },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, setCookie: res.headers["set-cookie"] ?? [] }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const consoleCookie = (setCookie: string[]) => setCookie.find((c) => c.startsWith("booking_console=")) ?? "";

describe("the Secure attribute follows PUBLIC_URL, not the request's Host", () => {
  it("is set however the request names the host: its own address, Host: localhost, X-Forwarded-Host: localhost", async () => {
    const { canary } = await canaryDuring(otherSalonsRequest, async () => {
      const plain = await signIn();
      expect(plain.status).toBe(200);
      expect(consoleCookie(plain.headers.getSetCookie())).toMatch(/; Secure/i);

      for (const host of ["localhost", "127.0.0.1", "[::1]"]) {
        const viaHost = await signInWithHost(host);
        expect(viaHost.status).toBe(200);
        expect(consoleCookie(viaHost.setCookie), host).toMatch(/; Secure/i);
        // Every cookie the sign-in sets.
        for (const cookie of viaHost.setCookie) expect(cookie, host).toMatch(/; Secure/i);
      }

      const forwarded = await signIn({ "x-forwarded-host": "localhost", "x-forwarded-proto": "http" });
      expect(forwarded.status).toBe(200);
      expect(consoleCookie(forwarded.headers.getSetCookie())).toMatch(/; Secure/i);
    });
    expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(canary.failures).toEqual({});
  });

  it("clearing the cookie at sign-out is Secure too", async () => {
    const out = await fetch(`${t.url}/console/session`, { method: "DELETE", headers: { "x-forwarded-host": "localhost" } });
    expect(out.status).toBe(204);
    expect(consoleCookie(out.headers.getSetCookie())).toMatch(/; Secure/i);
  });
});

describe("on a deployment reached over plain http (PUBLIC_URL http://…)", () => {
  /** No proxy trusted: X-Forwarded-Proto is anyone's word. */
  let direct: TestApi;
  /** Behind one trusted proxy, whose X-Forwarded-Proto says how the client came. */
  let proxied: TestApi;
  beforeAll(async () => {
    // Their PUBLIC_URL is their own http address; the member is the same.
    direct = await startTestApi({ database: t.database });
    proxied = await startTestApi({ database: t.database, trustProxy: 1 });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  const cookiesOf = async (answer: Promise<Response>) => {
    const res = await answer;
    expect(res.status).toBe(200);
    return res.headers.getSetCookie();
  };

  it("are not Secure for a client's own X-Forwarded-Proto: https, nor for a Host that is not loopback", async () => {
    const untrusted = await cookiesOf(signIn({ "x-forwarded-proto": "https" }, direct));
    expect(consoleCookie(untrusted)).toMatch(/^booking_console=cs_/);
    for (const cookie of untrusted) expect(cookie).not.toMatch(/; Secure/i);
    const named = await signInWithHost("booking.example.com", direct);
    expect(named.status).toBe(200);
    expect(consoleCookie(named.setCookie)).toMatch(/^booking_console=cs_/);
    for (const cookie of named.setCookie) expect(cookie).not.toMatch(/; Secure/i);
  });

  it("are Secure when a trusted proxy's X-Forwarded-Proto says https, and only then", async () => {
    const overHttps = await cookiesOf(signIn({ "x-forwarded-proto": "https" }, proxied));
    expect(consoleCookie(overHttps)).toMatch(/^booking_console=cs_/);
    for (const cookie of overHttps) expect(cookie).toMatch(/; Secure/i);
    const overHttp = await cookiesOf(signIn({ "x-forwarded-proto": "http" }, proxied));
    for (const cookie of overHttp) expect(cookie).not.toMatch(/; Secure/i);
    const unsaid = await cookiesOf(signIn({}, proxied));
    for (const cookie of unsaid) expect(cookie).not.toMatch(/; Secure/i);
  });
});

describe("made-up console cookies", () => {
  const madeUpCookie = () => `booking_console=cs_${randomBytes(30).toString("base64url").replace(/[-_]/g, "A").slice(0, 40)}`;
  let lastOctet = 0;
  const newAddress = () => `203.0.113.${++lastOctet}`;
  const me = (address: string, init: { cookie?: string; authorization?: string } = {}) => {
    const headers: Record<string, string> = { "x-forwarded-for": address };
    if (init.cookie) headers.cookie = init.cookie;
    if (init.authorization) headers.authorization = init.authorization;
    return fetch(`${t.url}/trpc/user.me?input=${encodeURIComponent("{}")}`, { headers });
  };

  it("draw on the address's budget of unknown keys, shared with made-up API keys: past it 429, another address unaffected", async () => {
    const address = newAddress();
    // A member signed in from that address, whose session has been used there already.
    const signedIn = await signIn({ "x-forwarded-for": address });
    expect(signedIn.status).toBe(200);
    const session = consoleCookie(signedIn.headers.getSetCookie()).split(";")[0] ?? "";
    expect((await me(address, { cookie: session })).status).toBe(200);

    const { result: answers, canary } = await canaryDuring(otherSalonsRequest, async () => {
      const statuses: number[] = [];
      // Within the budget: made-up keys and made-up cookies alike answer 401.
      for (let i = 0; i < UNKNOWN_PER_ADDRESS; i++) {
        const res =
          i % 2 === 0
            ? await me(address, { cookie: madeUpCookie() })
            : await me(address, { authorization: `Bearer sk_${randomBytes(20).toString("hex")}` });
        statuses.push(res.status);
        await res.arrayBuffer();
      }
      const over = await me(address, { cookie: madeUpCookie() });
      return { statuses, over, body: (await over.json()) as { error?: { code?: string; message?: string } } };
    });
    expect(answers.statuses).toEqual(Array.from({ length: UNKNOWN_PER_ADDRESS }, () => 401));
    expect(answers.over.status).toBe(429);
    expect(answers.body.error?.code).toBe("RATE_LIMITED");
    expect(answers.body.error?.message).toMatch(new RegExp(`At most ${UNKNOWN_PER_ADDRESS} unknown .*per minute from one address`));
    expect(Number(answers.over.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(canary.failures).toEqual({});

    // Still refused from there, for cookies and keys alike…
    expect((await me(address, { cookie: madeUpCookie() })).status).toBe(429);
    // …while the member's live session keeps working from the same address,
    expect((await me(address, { cookie: session })).status).toBe(200);
    // and another address is not affected by this one's budget.
    const elsewhere = newAddress();
    expect((await me(elsewhere, { cookie: madeUpCookie() })).status).toBe(401);
    expect((await me(elsewhere, { cookie: session })).status).toBe(200);
  });

  it("signing out or out everywhere with made-up cookies counts the same", async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= UNKNOWN_PER_ADDRESS; i++) {
      const res = await fetch(`${t.url}/console/session/everywhere`, {
        method: "DELETE",
        headers: { cookie: madeUpCookie(), "x-forwarded-for": address },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, UNKNOWN_PER_ADDRESS)).toEqual(Array.from({ length: UNKNOWN_PER_ADDRESS }, () => 401));
    expect(statuses[UNKNOWN_PER_ADDRESS]).toBe(429);
    // Signing out this browser always clears its cookie, without looking a made-up token up.
    const out = await fetch(`${t.url}/console/session`, {
      method: "DELETE",
      headers: { cookie: madeUpCookie(), "x-forwarded-for": address },
    });
    expect(out.status).toBe(204);
    expect(consoleCookie(out.headers.getSetCookie())).toMatch(/^booking_console=;/);
  });
});
