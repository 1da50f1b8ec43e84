// The operator CLI as operators run it: a child process printing JSON, against a real database,
// with the keys it prints used against a real API process.
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashApiKey } from "@booking/core";
import { apiClient, createTestDatabase, type TestDatabase } from "@booking/testing";
import { runCli, startApiProcess, stdoutJson, type ApiProcess } from "./helpers";

let database: TestDatabase;
let api: ApiProcess;
let env: Record<string, string>;
/** A provider made with `provider:create` and no optional flags. */
let provider: CreatedProvider;

// Each CLI run costs about a second of CPU (a fresh Node process loading the sources through
// tsx), so the file keeps runs few and runs the independent ones concurrently.
beforeAll(async () => {
  database = await createTestDatabase();
  env = { DATABASE_URL: database.url };
  [api, provider] = await Promise.all([startApiProcess(database.url), createProvider()]);
});
afterAll(async () => {
  await api?.stop();
  await database?.drop();
});

interface CreatedProvider {
  provider: { id: string; name: string; currency: string; timezone: string; plan: string; slotMinutes: number };
  apiKey: string;
  keyId: string;
}

async function createProvider(...extra: string[]): Promise<CreatedProvider> {
  const result = await runCli(
    ["provider:create", "--name", "Salon Nord", "--category", "hair salon", "--location", "Hamburg", ...extra],
    env,
  );
  return stdoutJson<CreatedProvider>(result);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.concurrent("provider:create", () => {
  it("prints {provider:{id,…}, apiKey, keyId} as JSON, and the key works against the API", async () => {
    const result = await runCli(
      [
        "provider:create",
        "--name",
        "Salon Nord",
        "--category",
        "hair salon",
        "--location",
        "Hamburg",
        "--timezone",
        "Europe/Berlin",
        "--currency",
        "usd",
      ],
      env,
    );
    expect(result.code).toBe(0);
    const out = stdoutJson<CreatedProvider>(result);
    expect(Object.keys(out).sort()).toEqual(["apiKey", "keyId", "provider"]);
    expect(out.provider).toMatchObject({
      id: expect.stringMatching(UUID),
      name: "Salon Nord",
      category: "hair salon",
      location: "Hamburg",
      timezone: "Europe/Berlin",
      currency: "USD",
      slotMinutes: 30,
      plan: "default",
    });
    expect(out.apiKey).toMatch(/^sk_[0-9A-Za-z]{32,}$/);
    expect(out.keyId).toMatch(/^key_/);
    expect(result.stderr).not.toContain(out.apiKey);

    const client = apiClient(api.url, out.apiKey);
    expect((await client.get("/v1/staff")).status).toBe(200);
    const service = await client.post("/v1/services", { name: "Cut", duration: 30, price: 20 });
    expect(service.status).toBe(201);
    expect(service.body.data.currency).toBe("USD");
  });

  it("uses the documented defaults and takes --plan", async () => {
    expect(provider.provider).toMatchObject({ timezone: "UTC", currency: "EUR", plan: "default", slotMinutes: 30 });
    const enterprise = await createProvider("--plan", "enterprise", "--slot-minutes", "15");
    expect(enterprise.provider).toMatchObject({ plan: "enterprise", slotMinutes: 15 });
    expect(enterprise.provider.id).not.toBe(provider.provider.id);
  });
});

describe.concurrent("keys", () => {
  let customerId: string;

  beforeAll(async () => {
    const customer = await apiClient(api.url, provider.apiKey).post("/v1/customers", {
      name: "Chris",
      email: "chris@example.com",
    });
    expect(customer.status).toBe(201);
    customerId = customer.body.data.id;
  });

  it("key:create prints {id, apiKey} for a provider key that works", async () => {
    const out = stdoutJson<{ id: string; apiKey: string }>(await runCli(["key:create", "--provider", provider.provider.id], env));
    expect(Object.keys(out).sort()).toEqual(["apiKey", "id"]);
    expect(out.id).toMatch(/^key_/);
    expect(out.apiKey).toMatch(/^sk_[0-9A-Za-z]{32,}$/);
    expect(out.apiKey).not.toBe(provider.apiKey);
    const res = await apiClient(api.url, out.apiKey).get("/v1/customers");
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { id: string }) => c.id)).toEqual([customerId]);
  });

  it("key:create --audience customer prints a ck_ key acting as that customer (403 on provider operations)", async () => {
    const out = stdoutJson<{ id: string; apiKey: string }>(
      await runCli(["key:create", "--provider", provider.provider.id, "--audience", "customer", "--customer", customerId], env),
    );
    expect(out.apiKey).toMatch(/^ck_[0-9A-Za-z]{32,}$/);
    const res = await apiClient(api.url, out.apiKey).get("/v1/customers");
    // Recognised (not 401) but a customer key: 403.
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("FORBIDDEN");
  });

  it("key:create --audience public --origin prints a pk_ key whose origins get CORS; bad origins are refused", async () => {
    const out = stdoutJson<{ id: string; apiKey: string }>(
      await runCli(
        [
          "key:create",
          "--provider",
          provider.provider.id,
          "--audience",
          "public",
          "--origin",
          "https://Shop.example:443",
          "--origin",
          "http://localhost:5173",
        ],
        env,
      ),
    );
    expect(out.apiKey).toMatch(/^pk_[0-9A-Za-z]{32,}$/);
    const services = await fetch(`${api.url}/v1/services`, {
      headers: { authorization: `Bearer ${out.apiKey}`, origin: "https://shop.example" },
    });
    expect(services.status).toBe(200);
    expect(services.headers.get("access-control-allow-origin")).toBe("https://shop.example");
    expect((await apiClient(api.url, out.apiKey).get("/v1/customers")).status).toBe(403);
    const listed = stdoutJson<{ keys: { id: string; origins: string[] }[] }>(
      await runCli(["key:list", "--provider", provider.provider.id], env),
    );
    expect(listed.keys.find((k) => k.id === out.id)?.origins).toEqual(["https://shop.example", "http://localhost:5173"]);

    for (const [args, message] of [
      [["--audience", "public", "--origin", "https://*.shop.example"], /no wildcards/],
      [["--audience", "public", "--origin", "https://shop.example/book"], /no path/],
      [["--origin", "https://shop.example"], /only for public keys/],
    ] as const) {
      const refused = await runCli(["key:create", "--provider", provider.provider.id, ...args], env);
      expect(refused.code, refused.stderr).not.toBe(0);
      expect(refused.stderr).toMatch(message);
      expect(refused.stdout).toBe("");
    }
  });

  it("key:create --plan and --rate-limit are recorded, and key:list shows them without secrets or hashes", async () => {
    const created = stdoutJson<{ id: string; apiKey: string }>(
      await runCli(["key:create", "--provider", provider.provider.id, "--plan", "enterprise", "--rate-limit", "500"], env),
    );
    expect((await apiClient(api.url, created.apiKey).get("/v1/staff")).status).toBe(200);

    const result = await runCli(["key:list", "--provider", provider.provider.id], env);
    const listed = stdoutJson<{ keys: Record<string, unknown>[] }>(result);
    const entry = listed.keys.find((k) => k.id === created.id);
    expect(entry).toMatchObject({ audience: "provider", plan: "enterprise", rateLimit: 500, revokedAt: null });
    const first = listed.keys.find((k) => k.id === provider.keyId);
    expect(first).toMatchObject({ audience: "provider", plan: "default", rateLimit: null });
    expect(listed.keys.length).toBeGreaterThanOrEqual(3);
    expect(listed.keys.some((k) => k.audience === "customer" && k.customerId === customerId)).toBe(true);

    for (const secret of [provider.apiKey, created.apiKey]) {
      expect(result.stdout).not.toContain(secret);
      expect(result.stdout).not.toContain(hashApiKey(secret));
    }
    expect(result.stdout).not.toMatch(/"(secret|secretHash|secret_hash|hash|apiKey)"/);
  });

  it("key:revoke makes the key answer 401 while the provider's other keys keep working", async () => {
    const doomed = stdoutJson<{ id: string; apiKey: string }>(await runCli(["key:create", "--provider", provider.provider.id], env));
    const client = apiClient(api.url, doomed.apiKey);
    expect((await client.get("/v1/staff")).status).toBe(200);

    const out = stdoutJson(await runCli(["key:revoke", doomed.id], env));
    expect(out).toEqual({ id: doomed.id, revoked: true });

    const res = await client.get("/v1/staff");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
    expect((await apiClient(api.url, provider.apiKey).get("/v1/staff")).status).toBe(200);
  });

  it("reports an unknown provider or key on stderr with a non-zero exit and no stdout", async () => {
    const results = await Promise.all([
      runCli(["key:create", "--provider", "00000000-0000-4000-8000-000000000000"], env),
      runCli(["key:revoke", "key_doesnotexist"], env),
    ]);
    for (const result of results) {
      expect(result.code).not.toBe(0);
      expect(result.stdout).toBe("");
      expect(result.stderr).toMatch(/not found|no API key/i);
    }
  });
});

describe("migrate", () => {
  it("applies every migration on an empty database, then nothing", async () => {
    const empty = await createTestDatabase({ migrate: false });
    try {
      const first = stdoutJson<{ applied: string[] }>(await runCli(["migrate"], { DATABASE_URL: empty.url }));
      expect(first.applied.length).toBeGreaterThan(0);
      expect(first.applied[0]).toMatch(/foundation/);
      const second = stdoutJson<{ applied: string[] }>(await runCli(["migrate"], { DATABASE_URL: empty.url }));
      expect(second.applied).toEqual([]);
    } finally {
      await empty.drop();
    }
  });
});

/** A TCP port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

describe.concurrent("bad arguments", () => {
  const uuid = "00000000-0000-4000-8000-000000000000";
  const create = ["provider:create", "--name", "n", "--category", "c", "--location", "l"];
  // [label, arguments, a text the message must contain]
  const cases: [string, string[], string][] = [
    ["no command", [], "Usage"],
    ["an unknown command", ["frobnicate"], "frobnicate"],
    ["provider:create without --name", ["provider:create", "--category", "c", "--location", "l"], "--name"],
    ["an unknown option", [...create, "--colour", "red"], "colour"],
    ["an unknown plan", [...create, "--plan", "gold"], "--plan"],
    ["an unknown time zone", [...create, "--timezone", "Mars/Olympus"], "timezone"],
    ["a customer key without --customer", ["key:create", "--provider", uuid, "--audience", "customer"], "--customer"],
  ];

  let unreachable: Record<string, string>;
  beforeAll(async () => {
    // Arguments are checked before the database is touched: these must exit 2 even when it is down.
    unreachable = { DATABASE_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/nothing` };
  });

  it.each(cases)("%s: exit 2, the problem named on stderr, nothing on stdout", async (_label, args, named) => {
    const result = await runCli(args, unreachable);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(named);
    expect(result.stderr).not.toMatch(/ECONNREFUSED|\n[ \t]+at /);
  });

  it("help exits 0 with the usage on stderr and nothing on stdout", async () => {
    const result = await runCli(["help"], unreachable);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("provider:create");
  });
});
