// Audience and authentication of every procedure of the RPC-style family
// (reviews, templates, search, notifications), table-driven over the kinds of key, and their
// presence in the generated OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { createKeyForProvider } from "@booking/core";
import { apiClient, insertCustomerWithKey, type ApiClient, type ApiResponse } from "@booking/testing";
import { expectError, startTestApi, type TestApi } from "../helpers";

let t: TestApi;
let clients: Record<"provider" | "customer" | "none" | "malformed" | "unknown" | "revoked", ApiClient>;

beforeAll(async () => {
  t = await startTestApi();
  const provider = await t.newProvider();
  const customer = await insertCustomerWithKey(t.db, provider.providerId);
  const revoked = await createKeyForProvider(t.db, { providerId: provider.providerId, audience: "provider" });
  await sql`UPDATE api_keys SET revoked_at = now() WHERE id = ${revoked.id}`.execute(t.db);
  clients = {
    provider: provider.api,
    customer: apiClient(t.url, customer.apiKey),
    none: t.anonymous,
    malformed: apiClient(t.url, "not-a-key"),
    unknown: apiClient(t.url, `sk_${"A".repeat(40)}`),
    revoked: apiClient(t.url, revoked.apiKey),
  };
});
afterAll(async () => {
  await t?.close();
});

interface Operation {
  method: "GET" | "POST" | "PATCH";
  path: string;
  input?: Record<string, unknown>;
  /** Status for a provider key and for a customer key (the input names records that do not exist where that matters). */
  provider: number;
  customer: number;
}

const OPERATIONS: Operation[] = [
  { method: "GET", path: "/api/rpc/provider/reviews/list", provider: 200, customer: 200 },
  { method: "POST", path: "/api/rpc/provider/reviews/create", input: { bookingId: "bk_missing", rating: 5 }, provider: 403, customer: 404 },
  {
    method: "POST",
    path: "/api/rpc/provider/reviews/respond",
    input: { reviewId: "rev_missing", response: "Thanks" },
    provider: 404,
    customer: 403,
  },
  { method: "GET", path: "/api/rpc/provider/reviewResponseTemplates/list", provider: 200, customer: 403 },
  {
    method: "POST",
    path: "/api/rpc/provider/reviewResponseTemplates/create",
    input: { name: "T", body: "Thanks" },
    provider: 200,
    customer: 403,
  },
  { method: "GET", path: "/api/rpc/provider/notifications/list", provider: 200, customer: 403 },
  { method: "POST", path: "/api/rpc/provider/notifications/send", input: { title: "Hi", body: "News" }, provider: 200, customer: 403 },
  { method: "GET", path: "/api/rpc/search/providers", input: { q: "salon" }, provider: 200, customer: 200 },
  { method: "GET", path: "/api/rpc/search/services", input: { q: "cut" }, provider: 200, customer: 200 },
  { method: "GET", path: "/api/rpc/search/suggestions", input: { q: "sa" }, provider: 200, customer: 200 },
  { method: "GET", path: "/api/rpc/user/notificationPreferences", provider: 200, customer: 200 },
  { method: "PATCH", path: "/api/rpc/user/notificationPreferences", input: { push: { newMessage: true } }, provider: 200, customer: 200 },
  { method: "GET", path: "/api/rpc/user/smartNotifications/list", input: { unread: "false" }, provider: 200, customer: 200 },
  {
    method: "POST",
    path: "/api/rpc/user/smartNotifications/markRead",
    input: { notificationIds: ["ntf_missing"] },
    provider: 200,
    customer: 200,
  },
];

function call(client: ApiClient, op: Operation, input = op.input): Promise<ApiResponse> {
  if (op.method === "GET") return client.get(op.path, { query: input as Record<string, string> });
  return client.request(op.method, op.path, { body: input ?? {} });
}

describe("audience and authentication of every procedure", () => {
  it.each(OPERATIONS)("$method $path: provider $provider, customer $customer, 401 without a valid key", async (op) => {
    for (const audience of ["provider", "customer"] as const) {
      const res = await call(clients[audience], op);
      const expected = op[audience];
      if (expected === 200) {
        expect(res.status, `${audience}: ${res.text}`).toBe(200);
        expect(res.body).not.toHaveProperty("success");
      } else {
        expectError(res, expected, expected === 403 ? "FORBIDDEN" : "NOT_FOUND", "rpc");
      }
    }
    for (const kind of ["none", "malformed", "unknown", "revoked"] as const) {
      expectError(await call(clients[kind], op), 401, "UNAUTHORIZED", "rpc");
    }
  });

  it("checks the audience before validating input (403, not 400, for a forbidden key)", async () => {
    for (const op of OPERATIONS.filter((o) => o.customer === 403 && o.method !== "GET")) {
      expectError(await call(clients.customer, op, { bogus: 1 }), 403, "FORBIDDEN", "rpc");
    }
    for (const op of OPERATIONS.filter((o) => o.provider === 403)) {
      expectError(await call(clients.provider, op, { bogus: 1 }), 403, "FORBIDDEN", "rpc");
    }
  });

  it("documents every operation in /api/rpc/openapi.json", async () => {
    const doc = await t.anonymous.get("/api/rpc/openapi.json");
    expect(doc.status).toBe(200);
    for (const op of OPERATIONS) {
      const operation = doc.body.paths[op.path]?.[op.method.toLowerCase()];
      expect(operation, `${op.method} ${op.path}`).toBeDefined();
      expect(operation.summary).toEqual(expect.any(String));
      expect(operation.responses["200"]).toBeDefined();
      expect(operation.responses["400"]).toBeDefined();
    }
  });
});
