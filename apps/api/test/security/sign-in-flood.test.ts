// Console sign-in is open to anyone, and each attempt costs an argon2 verify on Node's shared
// thread pool. A crowd of addresses, each within its own attempt limit, must not stall other
// salons: at most a few verifies run at once, a few more wait, the rest are refused at once with
// a 503 and Retry-After, and another salon's compressed answer (compression runs on the same
// pool) arrives while the admitted attempts are still being checked.
import { afterAll, beforeAll, expect, it } from "vitest";
import { hash } from "@node-rs/argon2";
import { sql } from "@booking/db";
import { CANARY_P99_LIMIT_MS, canaryDuring, type ApiClient } from "@booking/testing";
import { COMPRESS_SYNC_MAX_BYTES } from "../../src/app";
import { dateAhead, sleep, startTestApi, unique, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let salon: Salon;
let other: Salon;
const PASSWORD = "correct horse battery staple";
const FLOOD = 40;

beforeAll(async () => {
  t = await startTestApi({ trustProxy: 1 });
  salon = await createSalon(t);
  // The other salon's month is long enough (15-hour days on a 5-minute grid, its members named) that
  // its answer is compressed on the pool, not in one call on the event loop as smaller answers are.
  const longDay = { start: "07:00", end: "22:00" };
  other = await createSalon(
    t,
    "Europe/Berlin",
    Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, longDay])),
  );
  expect((await other.api.patch("/v1/settings", { slotMinutes: 5 })).status).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

interface Attempt {
  status: number;
  retryAfter: string | null;
  body: { error?: { message?: string; code?: string } };
}

/**
 * Members of the salon behind `api` named `names`, whose stored passwords were hashed with many
 * times the passes (as on a slower machine; the stored hash carries its parameters), so that each
 * check holds its place at the gate for a while. Their emails.
 */
async function membersWithSlowHashes(api: ApiClient, names: string[], slowHash: string): Promise<string[]> {
  const emails: string[] = [];
  for (const name of names) {
    const email = `${unique(name)}@example.com`;
    const res = await api.post("/v1/staff", { name, email, role: "staff" });
    expect(res.status, res.text).toBe(201);
    await sql`UPDATE staff SET password_hash = ${slowHash} WHERE id = ${res.body.data.id as string}`.execute(t.db);
    emails.push(email);
  }
  return emails;
}

/** One sign-in attempt from an address of its own. */
async function attempt(email: string, password: string, address: string): Promise<Attempt> {
  const res = await fetch(`${t.url}/console/session`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as Attempt["body"] };
}

it("refuses sign-ins beyond the argon2 queue at once, and another salon is answered while the admitted ones are checked", async () => {
  // The crowd tries the members of three salons (no salon holds more than a share of the gate, so
  // it takes three to fill it), whose checks each take a few hundred milliseconds: the admitted
  // attempts are still being checked long after the other salon has asked, however slow this
  // machine computes its month.
  const slowHash = await hash(PASSWORD, { timeCost: 40 });
  const emails: string[] = [];
  for (const names of [
    ["ada", "bea"],
    ["cem", "dan"],
    ["eli", "fay"],
  ]) {
    const { api } = await t.newProvider();
    emails.push(...(await membersWithSlowHashes(api, names, slowHash)));
  }
  const events: string[] = [];
  let firstRefusal!: () => void;
  const refused = new Promise<void>((resolve) => (firstRefusal = resolve));
  const flood = Array.from({ length: FLOOD }, (_, i) =>
    attempt(emails[i % emails.length] ?? "", "a guess", `203.0.113.${i + 1}`).then((answer) => {
      events.push(answer.status === 503 ? "refused" : "checked");
      if (answer.status === 503) firstRefusal();
      return answer;
    }),
  );

  // A refusal means the queue is full: only now does the other salon ask for a month of times.
  await Promise.race([refused, Promise.all(flood)]);
  expect(events, "some attempt was refused at once").toContain("refused");
  const first = dateAhead(7, 1);
  const last = new Date(Date.parse(first) + 30 * 86_400_000).toISOString().slice(0, 10);
  const month = await fetch(`${t.url}/v1/availability?serviceId=${other.serviceId}&from=${first}&to=${last}`, {
    headers: { authorization: `Bearer ${other.apiKey}`, "accept-encoding": "gzip" },
  });
  events.push("other salon");
  expect(month.status).toBe(200);
  expect(month.headers.get("content-encoding"), "the answer went through compression, on the shared pool").toBe("gzip");
  const text = await month.text();
  expect(text.length, "an answer the compression streams through the pool (over 256 KB)").toBeGreaterThan(COMPRESS_SYNC_MAX_BYTES);
  const times = JSON.parse(text) as { data: { days: { slots: unknown[] }[] } };
  expect(times.data.days[0]?.slots.length).toBeGreaterThan(0);

  const answers = await Promise.all(flood);
  expect(answers.map((a) => a.status).filter((s) => s !== 401 && s !== 503)).toEqual([]);
  const refusals = answers.filter((a) => a.status === 503);
  const checked = answers.filter((a) => a.status === 401);
  expect(refusals.length).toBeGreaterThan(0);
  expect(checked.length, "a few attempts were admitted and checked").toBeGreaterThan(0);
  for (const refusal of refusals) {
    expect(refusal.retryAfter).toBe("1");
    expect(refusal.body.error?.code).toBe("SERVICE_UNAVAILABLE");
    expect(refusal.body.error?.message).toMatch(/try again in a moment/);
  }
  for (const wrong of checked) expect(wrong.body.error?.message).toBe("Wrong email or password");

  // Without the gate, the compression would queue behind every verify in the pool; with it, the
  // other salon is answered while admitted attempts are still being checked. (How many finish
  // first depends on how long the month takes to compute against the slow verifies on this
  // machine, so the test asks only that the answer did not wait for the gate to drain.)
  const checkedBefore = events.slice(0, events.indexOf("other salon")).filter((e) => e === "checked").length;
  expect(checkedBefore, events.join(" ")).toBeLessThan(checked.length);

  // Once the crowd has gone, a member signs in as usual.
  const email = `${unique("olga")}@example.com`;
  const member = await salon.api.post("/v1/staff", { name: "Olga", email, role: "admin", password: PASSWORD, services: [salon.serviceId] });
  expect(member.status, member.text).toBe(201);
  const signedIn = await attempt(email, PASSWORD, "198.51.100.7");
  expect(signedIn.status).toBe(200);
});

it("a crowd trying one salon's members holds only a share of the gate: another salon's member signs in meanwhile", async () => {
  // The salon under attack: three members whose emails the crowd tries four times each, one
  // attempt every 5 ms, each from an address of its own. Their checks take ten times the passes,
  // so the gate stays full until the other salon's member has asked.
  const targets = await membersWithSlowHashes(salon.api, ["ivy", "jon", "kai"], await hash(PASSWORD, { timeCost: 20 }));
  const yours = `${unique("yara")}@example.com`;
  const created = await other.api.post("/v1/staff", { name: "Yara", email: yours, role: "admin", password: PASSWORD });
  expect(created.status, created.text).toBe(201);
  const bystander = await t.newProvider();
  const bystandersRequest = () => fetch(`${t.url}/v1/services`, { headers: { authorization: `Bearer ${bystander.apiKey}` } });
  // Answered once before the attack, so that the timings leave out the first answer's set-up.
  expect((await bystandersRequest()).status).toBe(200);

  let address = 0;
  const { result, canary } = await canaryDuring(bystandersRequest, async () => {
    let firstRefusal!: () => void;
    const refused = new Promise<void>((resolve) => (firstRefusal = resolve));
    const flood = targets
      .flatMap((email) => Array.from({ length: 4 }, (_, i) => ({ email, password: `guess ${i}` })))
      .map(({ email, password }, i) =>
        sleep(i * 5)
          .then(() => attempt(email, password, `192.0.2.${++address}`))
          .then((answer) => {
            if (answer.status === 503) firstRefusal();
            return answer;
          }),
      );
    // The crowd has more attempts than the gate has places: once the first is refused, the other salon's member signs in.
    await Promise.race([refused, Promise.all(flood)]);
    return { signedIn: await attempt(yours, PASSWORD, "198.51.100.200"), flood };
  });
  const statuses = (await Promise.all(result.flood)).map((a) => a.status);
  expect(statuses.filter((s) => s !== 401 && s !== 503)).toEqual([]);
  expect(statuses, "some of the crowd's attempts were refused").toContain(503);
  expect(result.signedIn.status, JSON.stringify(result.signedIn.body)).toBe(200);
  expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
  expect(canary.failures).toEqual({});
});
