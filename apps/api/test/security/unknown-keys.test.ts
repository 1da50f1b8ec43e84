// Made-up and revoked API keys from anyone on the web: each different unknown key costs the service
// a database lookup, so a client address gets a budget of them a minute (shared by API processes),
// and a key once refused is refused again for a minute without a lookup. Whether a lookup happened
// is seen from outside by holding a lock on the keys' table: a request that looked would hang.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CallerCache, createApiKey, revokeApiKey } from "@booking/core";
import { sql } from "@booking/db";
import pino from "pino";
import { createRateLimiter } from "../../src/rate-limit";
import { REMEMBER_REFUSED_MS, UnknownKeys } from "../../src/unknown-keys";
import { startTwoApis } from "../rate-limit-support";
import type { TestApi } from "../helpers";

const BUDGET = 5;
let pair: Awaited<ReturnType<typeof startTwoApis>>;
let a: TestApi;
/** A second API process on the same database and Redis (without a cache of resolved keys). */
let b: TestApi;

beforeAll(async () => {
  pair = await startTwoApis({ trustProxy: 1, addressLimits: { unknownKeysPerAddress: BUDGET } }, { callerCache: new CallerCache(60_000) });
  ({ a, b } = pair);
});
afterAll(async () => {
  await pair?.close();
});

const madeUpKey = () => `sk_${randomBytes(20).toString("hex")}`;

/** A client address of its own for each test (documentation ranges, as a proxy would forward them). */
let lastOctet = 0;
const newAddress = () => `203.0.113.${++lastOctet}`;

/** GET /v1/services with a key from an address; gives up after 5 s (a request stuck behind the table lock). */
async function call(server: TestApi, key: string, address: string) {
  const res = await fetch(`${server.url}/v1/services`, {
    headers: { authorization: `Bearer ${key}`, "x-forwarded-for": address },
    signal: AbortSignal.timeout(5_000),
  });
  const body = (await res.json()) as { error?: { code: string; message: string } };
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body };
}

/** Runs `check` while another transaction holds every lock on api_keys: a key lookup would wait for it. */
async function withKeysLocked(check: () => Promise<void>) {
  await a.db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE api_keys IN ACCESS EXCLUSIVE MODE`.execute(trx);
    await check();
  });
}

describe("unknown API keys", () => {
  it("gives each client address a budget of different unknown keys a minute, across API processes", async () => {
    const address = newAddress();
    const provider = await a.newProvider();
    expect((await call(a, provider.apiKey, address)).status).toBe(200);

    // Within the budget, spread over both processes: 401 each.
    for (let i = 0; i < BUDGET; i++) {
      const res = await call(i % 2 === 0 ? a : b, madeUpKey(), address);
      expect(res.status).toBe(401);
      expect(res.body.error?.code).toBe("UNAUTHORIZED");
    }
    // One more, on either process: 429, naming the limit, with when to retry.
    const over = await call(b, madeUpKey(), address);
    expect(over.status).toBe(429);
    expect(over.body.error?.code).toBe("RATE_LIMITED");
    expect(over.body.error?.message).toMatch(new RegExp(`At most ${BUDGET} unknown API keys per minute from one address; retry in \\d+ s`));
    expect(Number(over.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(over.retryAfter)).toBeLessThanOrEqual(60);

    // The other process learns of it with its next unknown key from there (one lookup, then 429)…
    expect((await call(a, madeUpKey(), address)).status).toBe(429);
    // …and both refuse from then on without a lookup (the lock would hold a lookup), while the provider's key,
    // already resolved by this process, keeps working from the same address, and another address
    // is not affected by this one's budget.
    const elsewhere = newAddress();
    expect((await call(a, madeUpKey(), elsewhere)).status).toBe(401);
    await withKeysLocked(async () => {
      for (const server of [a, b]) {
        const refused = await call(server, madeUpKey(), address);
        expect(refused.status).toBe(429);
        expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
      }
      expect((await call(a, provider.apiKey, address)).status).toBe(200);
    });
    expect((await call(a, madeUpKey(), elsewhere)).status).toBe(401);
  });

  it("refuses a key again for a minute without looking it up, and repeating it does not use up the budget", async () => {
    const address = newAddress();
    const unknown = madeUpKey();
    for (let i = 0; i < BUDGET * 3; i++) expect((await call(a, unknown, address)).status).toBe(401);
    // The budget is untouched by the repeats: as many different keys as it allows still answer 401.
    for (let i = 0; i < BUDGET - 1; i++) expect((await call(a, madeUpKey(), address)).status).toBe(401);

    await withKeysLocked(async () => {
      const again = await call(a, unknown, newAddress());
      expect(again.status).toBe(401);
      expect(again.body.error?.code).toBe("UNAUTHORIZED");
    });
  });

  it("refuses a revoked key at once and from then on, without a lookup", async () => {
    const provider = await a.newProvider();
    const { id, apiKey } = await createApiKey(a.db, { providerId: provider.providerId, audience: "provider", plan: "default" });
    const address = newAddress();
    expect((await call(b, apiKey, address)).status).toBe(200);
    expect(await revokeApiKey(a.db, id)).toBe(true);
    // b keeps no cache of resolved keys: the revocation shows on the next request.
    expect((await call(b, apiKey, address)).status).toBe(401);
    await withKeysLocked(async () => {
      for (let i = 0; i < BUDGET * 2; i++) expect((await call(b, apiKey, address)).status).toBe(401);
    });
  });
});

describe("the booking page's framing check", () => {
  /** The CSP's frame-ancestors of /book/ with a public key in its address, asked from an address. */
  async function framing(key: string, address: string) {
    const res = await fetch(`${a.url}/book/?key=${key}`, { headers: { "x-forwarded-for": address }, signal: AbortSignal.timeout(5_000) });
    await res.arrayBuffer();
    return /frame-ancestors [^;]*/.exec(res.headers.get("content-security-policy") ?? "")?.[0];
  }
  const madeUpPublicKey = () => `pk_${randomBytes(20).toString("hex")}`;

  it("draws on the same budget of unknown keys: past it, made-up keys frame nothing, without a lookup", async () => {
    const address = newAddress();
    const provider = await a.newProvider();
    const { apiKey } = await createApiKey(a.db, {
      providerId: provider.providerId,
      audience: "public",
      plan: "default",
      origins: ["https://salon.example"],
    });
    expect(await framing(apiKey, address)).toBe("frame-ancestors 'self' https://salon.example");
    for (let i = 0; i <= BUDGET; i++) expect(await framing(madeUpPublicKey(), address)).toBe("frame-ancestors 'none'");
    await withKeysLocked(async () => {
      expect(await framing(madeUpPublicKey(), address)).toBe("frame-ancestors 'none'");
      // The API refuses that address's unknown keys too, and the page's real key still frames (cached).
      expect((await call(a, madeUpKey(), address)).status).toBe(429);
      expect(await framing(apiKey, address)).toBe("frame-ancestors 'self' https://salon.example");
    });
  });
});

describe("what a process remembers of refused keys", () => {
  // Counting per process (no Redis): what is remembered is this process's own either way.
  const limiters: ReturnType<typeof createRateLimiter>[] = [];
  const limiter = () => {
    limiters.push(createRateLimiter({ keyPrefix: "unused:", log: pino({ level: "silent" }) }));
    return limiters[limiters.length - 1]!;
  };
  afterAll(() => limiters.forEach((made) => made.close()));

  it("forgets a refused key after a minute, and an address's block when its window ends", async () => {
    let now = Date.parse("2026-11-27T12:00:00Z");
    const unknownKeys = new UnknownKeys(limiter(), 1, () => now);
    expect(await unknownKeys.refuse("digest-1", "198.51.100.7")).toBeNull();
    const over = await unknownKeys.refuse("digest-2", "198.51.100.7");
    expect(over?.allowed).toBe(false);
    expect(unknownKeys.wasRefused("digest-1")).toBe(true);
    expect(unknownKeys.blockedSeconds("198.51.100.7")).toBe(over?.resetSeconds);
    expect(unknownKeys.blockedSeconds("198.51.100.8")).toBe(0);

    now += REMEMBER_REFUSED_MS;
    expect(unknownKeys.wasRefused("digest-1")).toBe(false);
    expect(unknownKeys.blockedSeconds("198.51.100.7")).toBe(0);
    expect(unknownKeys.size).toEqual({ refused: 1, blocked: 0 });
  });

  it("holds at most 50,000 refused keys, forgetting the oldest first", async () => {
    const unknownKeys = new UnknownKeys(limiter(), 1);
    for (let i = 0; i <= 50_000; i++) await unknownKeys.refuse(`digest-${i}`);
    expect(unknownKeys.size.refused).toBe(50_000);
    expect(unknownKeys.wasRefused("digest-0")).toBe(false);
    expect(unknownKeys.wasRefused("digest-1")).toBe(true);
    expect(unknownKeys.wasRefused("digest-50000")).toBe(true);
  });
});
