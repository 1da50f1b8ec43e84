import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig: the queue dashboard tokens", () => {
  it("takes a read-only token beside the admin token", () => {
    const config = loadConfig({ ADMIN_TOKEN: "admin-token-0123456789", ADMIN_READONLY_TOKEN: "look-only-token-0123456" });
    expect(config.ADMIN_READONLY_TOKEN).toBe("look-only-token-0123456");
  });

  it("refuses a read-only token without the admin token, equal to it, or short", () => {
    expect(() => loadConfig({ ADMIN_READONLY_TOKEN: "look-only-token-0123456" })).toThrow(/ADMIN_READONLY_TOKEN: needs ADMIN_TOKEN/);
    expect(() => loadConfig({ ADMIN_TOKEN: "same-token-0123456789", ADMIN_READONLY_TOKEN: "same-token-0123456789" })).toThrow(
      /ADMIN_READONLY_TOKEN: must differ from ADMIN_TOKEN/,
    );
    expect(() => loadConfig({ ADMIN_TOKEN: "admin-token-0123456789", ADMIN_READONLY_TOKEN: "short" })).toThrow(
      /ADMIN_READONLY_TOKEN: must be at least 16 characters/,
    );
  });
});

describe("loadConfig: read replicas", () => {
  const primary = "postgres://app:secret@db-primary:5432/booking";

  it("takes comma-separated replica URLs beside DATABASE_URL, and none by default", () => {
    expect(loadConfig({}).DATABASE_READ_URLS).toEqual([]);
    const config = loadConfig({
      DATABASE_URL: primary,
      DATABASE_READ_URLS: " postgres://app:secret@db-replica-1/booking , postgresql://app:secret@db-replica-2:6432/booking,",
      DATABASE_READ_MAX_LAG_MS: "2000",
    });
    expect(config.DATABASE_READ_URLS).toEqual([
      "postgres://app:secret@db-replica-1/booking",
      "postgresql://app:secret@db-replica-2:6432/booking",
    ]);
    expect(config.DATABASE_READ_MAX_LAG_MS).toBe(2_000);
    expect(config.DATABASE_READ_PROBE_MS).toBe(1_000);
  });

  it("names a bad entry by its position, never by its text (it may hold a password)", () => {
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error("accepted");
    };
    const notUrl = refused({ DATABASE_URL: primary, DATABASE_READ_URLS: "postgres://r1/booking,mysql://root:hunter2@r2/booking" });
    expect(notUrl).toMatch(/DATABASE_READ_URLS: entry 2 is not a postgres:\/\/ connection URL/);
    expect(notUrl).not.toMatch(/hunter2/);
    expect(refused({ DATABASE_URL: primary, DATABASE_READ_URLS: "postgres://r1/booking,postgres://u:p@r1:5432/other" })).toMatch(
      /DATABASE_READ_URLS: entry 2 names the same server \(r1:5432\) as entry 1/,
    );
    expect(refused({ DATABASE_URL: primary, DATABASE_READ_URLS: "postgres://r1/booking,postgres://db-primary/booking" })).toMatch(
      /DATABASE_READ_URLS: entry 2 is DATABASE_URL's own server; list its replicas only/,
    );
    expect(refused({ DATABASE_READ_URLS: "postgres://r1/booking" })).toMatch(/DATABASE_READ_URLS: needs DATABASE_URL/);
    expect(refused({ DATABASE_URL: primary, DATABASE_READ_URLS: "postgres://r1/booking", DATABASE_READ_MAX_LAG_MS: "10" })).toMatch(
      /DATABASE_READ_MAX_LAG_MS/,
    );
  });
});

describe("loadConfig: Redis Cluster", () => {
  it("takes host:port nodes, IPv6 in brackets, and none by default", () => {
    expect(loadConfig({}).REDIS_CLUSTER_NODES).toEqual([]);
    expect(loadConfig({ REDIS_CLUSTER_NODES: " redis-a:7000, 10.0.0.2:7001,[::1]:7002," }).REDIS_CLUSTER_NODES).toEqual([
      { host: "redis-a", port: 7000 },
      { host: "10.0.0.2", port: 7001 },
      { host: "::1", port: 7002 },
    ]);
  });

  it("names a bad entry by its position", () => {
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: "redis-a:7000,redis-b" })).toThrow(/REDIS_CLUSTER_NODES: entry 2 is not host:port/);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: "redis-a:70000" })).toThrow(/entry 1 is not host:port/);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: "redis://redis-a:7000" })).toThrow(/entry 1 is not host:port/);
  });

  it("splits webhook deliveries over 1 to 64 queues", () => {
    expect(loadConfig({}).WEBHOOK_DELIVERY_QUEUES).toBe(1);
    expect(loadConfig({ WEBHOOK_DELIVERY_QUEUES: "8" }).WEBHOOK_DELIVERY_QUEUES).toBe(8);
    expect(() => loadConfig({ WEBHOOK_DELIVERY_QUEUES: "0" })).toThrow(/WEBHOOK_DELIVERY_QUEUES/);
  });
});
