// The native tRPC surface as a TypeScript frontend uses it: the real client, typed from AppRouter.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import type { AppRouter } from "@booking/core";
import { startTestApi, type TestApi } from "../helpers";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

/** A typed client; `requests` records every HTTP request it sends. */
function client(apiKey: string | undefined) {
  const requests: string[] = [];
  const trpc = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${t.url}/trpc`,
        headers: () => (apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        fetch: (url, init) => {
          requests.push(String(url));
          return fetch(url, init);
        },
      }),
    ],
  });
  return { trpc, requests };
}

/** The rejection of a call, asserted to be a TRPCClientError. */
async function failure(call: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  const error = await call.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCClientError);
  return error as TRPCClientError<AppRouter>;
}

describe("native tRPC client", () => {
  it("creates and lists staff with typed inputs and outputs", async () => {
    const { apiKey } = await t.newProvider();
    const { trpc } = client(apiKey);
    const service = await trpc.services.create.mutate({ name: "Cut", duration: 30, price: 25 });
    const created = await trpc.staff.create.mutate({
      name: "Ann",
      email: "ann@example.com",
      role: "manager",
      services: [service.data.id],
      schedule: { monday: { start: "09:00", end: "17:00", breaks: [{ start: "12:00", end: "12:30" }] } },
    });
    expect(created.success).toBe(true);
    expect(created.data).toMatchObject({ name: "Ann", email: "ann@example.com", role: "manager" });
    expect(created.data.id).toMatch(/^staff_/);

    const list = await trpc.staff.list.query({ page: 1, limit: 20 });
    expect(list.pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
    expect(list.data.map((s) => s.id)).toEqual([created.data.id]);
    expect(list.data[0]!.services).toEqual([service.data.id]);

    // Native booleans pass straight through: active false lists inactive members too.
    await trpc.staff.update.mutate({ id: created.data.id, isActive: false });
    expect((await trpc.staff.list.query({})).data).toEqual([]);
    expect((await trpc.staff.list.query({ active: false })).data).toHaveLength(1);

    const detail = await trpc.staff.get.query({ id: created.data.id });
    expect(detail.data.services).toEqual([{ id: service.data.id, name: "Cut", price: 25 }]);
    expect(detail.data.schedule.monday).toEqual({ start: "09:00", end: "17:00", breaks: [{ start: "12:00", end: "12:30" }] });
  });

  it("sends several calls made together as one batched HTTP request", async () => {
    const { apiKey } = await t.newProvider();
    const { trpc, requests } = client(apiKey);
    await trpc.customers.create.mutate({ name: "Chris", email: "chris@example.com" });
    requests.length = 0;

    const [staff, customers, services] = await Promise.all([
      trpc.staff.list.query({}),
      trpc.customers.list.query({ q: "chris" }),
      trpc.services.list.query({ active: false }),
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain("/trpc/staff.list,customers.list,services.list");
    expect(requests[0]).toContain("batch=1");
    expect(staff.data).toEqual([]);
    expect(customers.data.map((c) => c.name)).toEqual(["Chris"]);
    expect(services.pagination.total).toBe(0);
  });

  it("serves a large batch (a dozen calls in one request)", async () => {
    const { apiKey } = await t.newProvider();
    const { trpc, requests } = client(apiKey);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 3 === 0 ? trpc.staff.list.query({}) : i % 3 === 1 ? trpc.customers.list.query({}) : trpc.services.list.query({}),
      ),
    );
    expect(requests).toHaveLength(1);
    expect(results.every((r) => r.success)).toBe(true);
  });

  it("settles each call of a batch on its own: one failure does not fail the others", async () => {
    const { apiKey } = await t.newProvider();
    const { trpc, requests } = client(apiKey);
    const [ok, missing, invalid] = await Promise.allSettled([
      trpc.services.create.mutate({ name: "Trim", duration: 15, price: 10 }),
      trpc.services.create.mutate({ name: "Bad", duration: 0, price: 10 }),
      trpc.customers.create.mutate({ name: "Bad email", email: "not-an-email" }),
    ]);
    expect(requests).toHaveLength(1);
    expect(ok.status).toBe("fulfilled");
    expect(missing.status).toBe("rejected");
    expect(invalid.status).toBe("rejected");
    expect((await trpc.services.list.query({})).data.map((s) => s.name)).toEqual(["Trim"]);
  });

  it("carries appCode, httpStatus and per-field details on validation errors", async () => {
    const { apiKey } = await t.newProvider();
    const { trpc } = client(apiKey);
    const error = await failure(
      trpc.staff.create.mutate({
        name: "Ann",
        email: "not-an-email",
        role: "staff",
        schedule: { monday: { start: "18:00", end: "09:00" } },
      }),
    );
    expect(error.data?.appCode).toBe("BAD_REQUEST");
    expect(error.data?.httpStatus).toBe(400);
    expect(error.data?.code).toBe("BAD_REQUEST");
    expect(error.data?.path).toBe("staff.create");
    expect(error.data?.details?.map((d) => d.path).sort()).toEqual(["email", "schedule.monday.end"]);
    for (const detail of error.data?.details ?? []) expect(detail.message.length).toBeGreaterThan(0);
    expect(error.message).toMatch(/email|schedule/);
  });

  it("carries the application codes of conflicts, missing records, auth and audience failures", async () => {
    const provider = await t.newProvider();
    const { trpc } = client(provider.apiKey);
    await trpc.customers.create.mutate({ name: "A", email: "dup@example.com" });

    const conflict = await failure(trpc.customers.create.mutate({ name: "B", email: "DUP@example.com" }));
    expect(conflict.data).toMatchObject({ appCode: "CONFLICT", httpStatus: 409 });
    expect(conflict.data?.details).toEqual([{ path: "email", message: expect.any(String) }]);

    const missing = await failure(trpc.staff.get.query({ id: "staff_nope" }));
    expect(missing.data).toMatchObject({ appCode: "NOT_FOUND", httpStatus: 404, code: "NOT_FOUND" });

    const anonymous = await failure(client(undefined).trpc.staff.list.query({}));
    expect(anonymous.data).toMatchObject({ appCode: "UNAUTHORIZED", httpStatus: 401 });

    const customer = (await trpc.customers.list.query({})).data[0]!;
    const { createCustomerKey } = await import("@booking/testing");
    const customerKey = await createCustomerKey(t.db, provider.providerId, customer.id);
    const forbidden = await failure(client(customerKey.apiKey).trpc.customers.list.query({}));
    expect(forbidden.data).toMatchObject({ appCode: "FORBIDDEN", httpStatus: 403 });
  });

  it("never exposes a stack trace in errors", async () => {
    const { apiKey } = await t.newProvider();
    const error = await failure(client(apiKey).trpc.services.get.query({ id: "svc_nope" }));
    expect(JSON.stringify(error.shape)).not.toMatch(/stack|node_modules|\.ts:\d+/);
  });
});
