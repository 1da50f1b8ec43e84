// A provider's API keys through the API: created (the key shown once), listed without secrets,
// a public key's sites changed, revoked at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "@booking/testing";
import { expectError, expectValidationError, startTestApi, type TestApi } from "../helpers";

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

describe("/v1/keys", () => {
  it("creates a public key for a site, shows it once, and lists it without the key", async () => {
    const { api } = await t.newProvider();
    const created = await api.post("/v1/keys", {
      audience: "public",
      origins: ["https://Salon-Nord.example/", "https://salon-nord.example"],
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.message).toMatch(/not shown again/);
    const { key, id, prefix, origins } = created.body.data;
    expect(key).toMatch(/^pk_[0-9A-Za-z]{40}$/);
    expect(prefix).toBe(key.slice(0, 8));
    expect(origins).toEqual(["https://salon-nord.example"]);

    const listed = await api.get("/v1/keys");
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain(key);
    expect(listed.body.data.find((k: { id: string }) => k.id === id)).toMatchObject({
      audience: "public",
      origins: ["https://salon-nord.example"],
    });

    // The new key reads the catalogue, as a booking page does, and is refused everything else.
    const visitor = apiClient(t.url, key);
    expect((await visitor.get("/v1/services")).status).toBe(200);
    expectError(await visitor.get("/v1/keys"), 403, "FORBIDDEN");
  });

  it("creates a provider key that works at once, and refuses origins on it", async () => {
    const { api } = await t.newProvider();
    const created = await api.post("/v1/keys", { audience: "provider" });
    expect(created.status).toBe(201);
    expect(created.body.data.key).toMatch(/^sk_/);
    expect((await apiClient(t.url, created.body.data.key).get("/v1/staff")).status).toBe(200);
    expectValidationError(await api.post("/v1/keys", { audience: "provider", origins: ["https://a.example"] }), ["origins"]);
    expectValidationError(await api.post("/v1/keys", { audience: "customer" }), ["audience"]);
    expectValidationError(await api.post("/v1/keys", { audience: "public", origins: ["https://*.example"] }), ["origins.0"]);
    expectValidationError(await api.post("/v1/keys", { audience: "public", origins: ["https://a.example/path"] }), ["origins.0"]);
  });

  it("changes a public key's sites, and only a public key's", async () => {
    const { api, keyId } = await t.newProvider();
    const { id } = (await api.post("/v1/keys", { audience: "public" })).body.data;
    const changed = await api.patch(`/v1/keys/${id}`, { origins: ["http://localhost:5173"] });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data.origins).toEqual(["http://localhost:5173"]);
    // A browser page on that site passes the preflight now.
    const preflight = await fetch(`${t.url}/v1/services`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization",
      },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expectError(await api.patch(`/v1/keys/${keyId}`, { origins: ["https://a.example"] }), 404, "NOT_FOUND");
  });

  it("revokes a key at once", async () => {
    const { api } = await t.newProvider();
    const created = (await api.post("/v1/keys", { audience: "provider" })).body.data;
    const other = apiClient(t.url, created.key);
    expect((await other.get("/v1/staff")).status).toBe(200);
    expect((await api.delete(`/v1/keys/${created.id}`)).status).toBe(200);
    expectError(await other.get("/v1/staff"), 401, "UNAUTHORIZED");
    expect((await api.get("/v1/keys")).body.data.map((k: { id: string }) => k.id)).not.toContain(created.id);
    expectError(await api.delete(`/v1/keys/${created.id}`), 404, "NOT_FOUND");
  });
});
