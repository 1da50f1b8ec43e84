// Console sessions kept going by use: a request a quarter hour or more after the session was last
// extended moves its end to eight hours from then, and the cookie follows (a new Max-Age); a
// session left alone for eight hours ends, and so does one a week after its sign-in however much
// it is used. The session's row is written only when an extension is due.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { startTestApi, unique, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let salon: Salon;
const PASSWORD = "correct horse battery staple";
let email: string;
const HOUR = 3_600_000;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await startTestApi();
  salon = await createSalon(t);
  email = `${unique("olga")}@example.com`;
  const res = await salon.api.post("/v1/staff", { name: "Olga", email, role: "admin", password: PASSWORD, services: [salon.serviceId] });
  expect(res.status, res.text).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

/** Signs in at the clock's time; answers the cookie to send back (`name=value`). */
async function signIn(): Promise<string> {
  const res = await fetch(`${t.url}/console/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** The console's "who am I" with the cookie: its status and the session cookie set again, if any. */
async function me(cookie: string): Promise<{ status: number; setCookie: string | null }> {
  const res = await fetch(`${t.url}/trpc/user.me?input=${encodeURIComponent("{}")}`, { headers: { cookie } });
  await res.text();
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("booking_console=")) ?? null;
  return { status: res.status, setCookie };
}

const tokenDigest = (cookie: string) => sql<string>`encode(sha256(convert_to(${cookie.split("=")[1] ?? ""}, 'UTF8')), 'hex')`;

async function sessionRow(cookie: string): Promise<{ created_at: Date; expires_at: Date }> {
  const rows = await sql<{ created_at: Date; expires_at: Date }>`
    SELECT created_at, expires_at FROM console_sessions WHERE token_hash = ${tokenDigest(cookie)}`.execute(t.db);
  const [row] = rows.rows;
  if (!row) throw new Error("no session row for this cookie");
  return row;
}

const maxAgeOf = (setCookie: string | null) => Number(/; Max-Age=(\d+)/i.exec(setCookie ?? "")?.[1]);

describe("console sessions extended by use", () => {
  it("a request soon after the last extension changes nothing: no write, no new cookie", async () => {
    t.clock.set(new Date());
    const cookie = await signIn();
    const before = await sessionRow(cookie);
    t.clock.advance(10 * MINUTE);
    const answer = await me(cookie);
    expect(answer.status).toBe(200);
    expect(answer.setCookie).toBeNull();
    expect((await sessionRow(cookie)).expires_at.getTime()).toBe(before.expires_at.getTime());
    t.clock.reset();
  });

  it("use pushes the end to eight hours from then, with the cookie; eight hours unused ends it", async () => {
    t.clock.set(new Date());
    const signedInAt = t.clock.now();
    const cookie = await signIn();
    // Seven hours on, the session would end within the hour: the request extends it.
    t.clock.advance(7 * HOUR);
    const extended = await me(cookie);
    expect(extended.status).toBe(200);
    expect(extended.setCookie).toMatch(new RegExp(`^${cookie};`));
    expect(extended.setCookie).toMatch(/; HttpOnly/i);
    expect(extended.setCookie).toMatch(/; SameSite=Strict/i);
    expect(extended.setCookie).toMatch(/; Path=\//);
    expect(maxAgeOf(extended.setCookie)).toBe(8 * 3_600);
    expect((await sessionRow(cookie)).expires_at.getTime()).toBe(signedInAt.getTime() + 15 * HOUR);
    // Past the first eight hours the member still works.
    t.clock.advance(7 * HOUR);
    expect((await me(cookie)).status).toBe(200);
    // Eight hours and a minute without a request: the session is over.
    t.clock.advance(8 * HOUR + MINUTE);
    expect((await me(cookie)).status).toBe(401);
    t.clock.reset();
  });

  it("ends a week after sign-in however much it is used; the last extension stops there", async () => {
    t.clock.set(new Date());
    const cookie = await signIn();
    // Signed in almost a week ago and used all along: one hour of the week is left.
    const now = t.clock.now();
    const signedInAt = new Date(now.getTime() - 7 * 24 * HOUR + HOUR);
    await sql`UPDATE console_sessions SET created_at = ${signedInAt}, expires_at = ${new Date(now.getTime() + 30 * MINUTE)}
      WHERE token_hash = ${tokenDigest(cookie)}`.execute(t.db);
    const last = await me(cookie);
    expect(last.status).toBe(200);
    expect(maxAgeOf(last.setCookie)).toBe(3_600);
    expect((await sessionRow(cookie)).expires_at.getTime()).toBe(signedInAt.getTime() + 7 * 24 * HOUR);
    t.clock.advance(59 * MINUTE);
    const capped = await me(cookie);
    expect(capped.status).toBe(200);
    expect(capped.setCookie).toBeNull();
    t.clock.advance(2 * MINUTE);
    expect((await me(cookie)).status).toBe(401);
    t.clock.reset();
  });
});
