// Reviews and review response templates (/api/rpc/provider/reviews/*, reviewResponseTemplates/*).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { apiClient, insertBooking, insertBookingScene, insertCustomerWithKey, type ApiClient } from "@booking/testing";
import { expectError, expectValidationError, ISO_UTC, startTestApi, type TestApi } from "../helpers";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

const REVIEW_KEYS = ["bookingId", "comment", "createdAt", "customerId", "customerName", "id", "rating", "respondedAt", "response"];

async function salonWithCompletedBooking(name = "Salon") {
  const provider = await t.newProvider({ name });
  const scene = await insertBookingScene(t.db, provider.providerId, { customerName: "Chris Customer", serviceName: "Haircut" });
  const customer = apiClient(t.url, scene.customer.apiKey);
  return { provider, scene, customer };
}

async function review(customer: ApiClient, bookingId: string, rating: number, comment?: string) {
  const res = await customer.post("/api/rpc/provider/reviews/create", { bookingId, rating, comment });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

describe("reviews/create", () => {
  it("reviews the caller's own completed booking, answers the review (200) and records review.created", async () => {
    const { provider, scene, customer } = await salonWithCompletedBooking();
    const res = await customer.post("/api/rpc/provider/reviews/create", {
      providerId: provider.providerId,
      bookingId: scene.booking.id,
      rating: 5,
      comment: "  Great cut  ",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).not.toHaveProperty("success");
    expect(Object.keys(res.body).sort()).toEqual(REVIEW_KEYS);
    expect(res.body).toMatchObject({
      bookingId: scene.booking.id,
      customerId: scene.customer.customerId,
      customerName: "Chris Customer",
      rating: 5,
      comment: "Great cut",
      response: null,
      respondedAt: null,
    });
    expect(res.body.id).toMatch(/^rev_[0-9A-Za-z]{20}$/);
    expect(res.body.createdAt).toMatch(ISO_UTC);

    const events = await t.db
      .selectFrom("outbox_events")
      .select(["event", "data"])
      .where("provider_id", "=", provider.providerId)
      .where("event", "=", "review.created")
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toEqual({
      reviewId: res.body.id,
      bookingId: scene.booking.id,
      providerId: provider.providerId,
      customerId: scene.customer.customerId,
      rating: 5,
    });
  });

  it("accepts a rating without a comment (comment null)", async () => {
    const { scene, customer } = await salonWithCompletedBooking();
    const body = await review(customer, scene.booking.id, 3);
    expect(body.comment).toBeNull();
  });

  it("answers 409 for a second review of the same booking, including concurrent ones", async () => {
    const { scene, customer } = await salonWithCompletedBooking();
    const results = await Promise.all(
      [1, 2, 3, 4].map((rating) => customer.post("/api/rpc/provider/reviews/create", { bookingId: scene.booking.id, rating })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const res of results.filter((r) => r.status !== 200)) expectError(res, 409, "CONFLICT", "rpc");
    expectError(
      await customer.post("/api/rpc/provider/reviews/create", { bookingId: scene.booking.id, rating: 5 }),
      409,
      "CONFLICT",
      "rpc",
    );
  });

  it("answers 409 for bookings not completed", async () => {
    const { provider, scene, customer } = await salonWithCompletedBooking();
    for (const status of ["pending", "confirmed", "cancelled", "no_show"] as const) {
      const booking = await insertBooking(t.db, provider.providerId, {
        customerId: scene.customer.customerId,
        serviceId: scene.service.id,
        staffId: scene.staff.id,
        status,
      });
      const res = await customer.post("/api/rpc/provider/reviews/create", { bookingId: booking.id, rating: 4 });
      expectError(res, 409, "CONFLICT", "rpc");
      expect(res.body.error.message).toContain(status);
    }
  });

  it("answers 404 for another customer's booking, an unknown booking and another provider's booking", async () => {
    const { provider, scene } = await salonWithCompletedBooking();
    const other = await insertCustomerWithKey(t.db, provider.providerId);
    const otherCustomer = apiClient(t.url, other.apiKey);
    expectError(
      await otherCustomer.post("/api/rpc/provider/reviews/create", { bookingId: scene.booking.id, rating: 4 }),
      404,
      "NOT_FOUND",
      "rpc",
    );
    expectError(await otherCustomer.post("/api/rpc/provider/reviews/create", { bookingId: "bk_nope", rating: 4 }), 404, "NOT_FOUND", "rpc");

    const elsewhere = await salonWithCompletedBooking();
    // A customer key of provider A naming provider B (or B's booking) finds nothing.
    expectError(
      await otherCustomer.post("/api/rpc/provider/reviews/create", {
        providerId: elsewhere.provider.providerId,
        bookingId: elsewhere.scene.booking.id,
        rating: 4,
      }),
      404,
      "NOT_FOUND",
      "rpc",
    );
    expectError(
      await otherCustomer.post("/api/rpc/provider/reviews/create", { bookingId: elsewhere.scene.booking.id, rating: 4 }),
      404,
      "NOT_FOUND",
      "rpc",
    );
  });

  it("is for customer keys only: provider keys 403, no key 401", async () => {
    const { provider, scene } = await salonWithCompletedBooking();
    expectError(
      await provider.api.post("/api/rpc/provider/reviews/create", { bookingId: scene.booking.id, rating: 4 }),
      403,
      "FORBIDDEN",
      "rpc",
    );
    expectError(
      await t.anonymous.post("/api/rpc/provider/reviews/create", { bookingId: scene.booking.id, rating: 4 }),
      401,
      "UNAUTHORIZED",
      "rpc",
    );
  });

  it("validates every field with a 400 per field", async () => {
    const { scene, customer } = await salonWithCompletedBooking();
    const post = (body: unknown) => customer.post("/api/rpc/provider/reviews/create", body);
    for (const rating of [0, 6, 4.5, "5", null, -1]) {
      expectValidationError(await post({ bookingId: scene.booking.id, rating }), ["rating"], "rpc");
    }
    expectValidationError(await post({ bookingId: scene.booking.id }), ["rating"], "rpc");
    expectValidationError(await post({ rating: 4 }), ["bookingId"], "rpc");
    expectValidationError(await post({ bookingId: "", rating: 4 }), ["bookingId"], "rpc");
    expectValidationError(await post({ bookingId: scene.booking.id, rating: 4, providerId: "not-a-uuid" }), ["providerId"], "rpc");
    expectValidationError(await post({ bookingId: scene.booking.id, rating: 4, comment: "x".repeat(5001) }), ["comment"], "rpc");
    expectValidationError(await post({ bookingId: scene.booking.id, rating: 4, stars: 5 }), ["stars"], "rpc");
    expectError(await customer.post("/api/rpc/provider/reviews/create", "{not json"), 400, "BAD_REQUEST", "rpc");
    // Nothing was created by any of these.
    const { count } = await t.db
      .selectFrom("reviews")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("booking_id", "=", scene.booking.id)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });
});

describe("reviews/list", () => {
  it("lists a provider's reviews newest first with total and the rounded average, for any key", async () => {
    const { provider, scene, customer } = await salonWithCompletedBooking("Listed Salon");
    const second = await insertBooking(t.db, provider.providerId, {
      customerId: scene.customer.customerId,
      serviceId: scene.service.id,
      staffId: scene.staff.id,
      status: "completed",
    });
    const third = await insertBooking(t.db, provider.providerId, {
      customerId: scene.customer.customerId,
      serviceId: scene.service.id,
      staffId: scene.staff.id,
      status: "completed",
    });
    const r1 = await review(customer, scene.booking.id, 5, "first");
    const r2 = await review(customer, second.id, 4, "second");
    const r3 = await review(customer, third.id, 4, "third");

    const outsider = await t.newProvider();
    const outsiderCustomer = await insertCustomerWithKey(t.db, outsider.providerId);
    for (const client of [provider.api, customer, outsider.api, apiClient(t.url, outsiderCustomer.apiKey)]) {
      const res = await client.get("/api/rpc/provider/reviews/list", { query: { providerId: provider.providerId } });
      expect(res.status, res.text).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(["averageRating", "reviews", "total"]);
      expect(res.body.total).toBe(3);
      expect(res.body.averageRating).toBe(4.3);
      expect(res.body.reviews.map((r: { id: string }) => r.id)).toEqual([r3.id, r2.id, r1.id]);
      expect(Object.keys(res.body.reviews[0]).sort()).toEqual(REVIEW_KEYS);
    }

    // Without providerId: the caller's own provider.
    const own = await provider.api.get("/api/rpc/provider/reviews/list");
    expect(own.body.total).toBe(3);
    const ownOutsider = await outsider.api.get("/api/rpc/provider/reviews/list");
    expect(ownOutsider.body).toEqual({ reviews: [], total: 0, averageRating: 0 });

    // Filter by rating: total follows the filter, averageRating does not.
    const fours = await customer.get("/api/rpc/provider/reviews/list", { query: { providerId: provider.providerId, rating: "4" } });
    expect(fours.body.total).toBe(2);
    expect(fours.body.averageRating).toBe(4.3);
    expect(fours.body.reviews.every((r: { rating: number }) => r.rating === 4)).toBe(true);
    const ones = await customer.get("/api/rpc/provider/reviews/list", { query: { rating: 1 } });
    expect(ones.body).toMatchObject({ reviews: [], total: 0 });

    // Pagination.
    const page2 = await customer.get("/api/rpc/provider/reviews/list", { query: { page: 2, limit: 2 } });
    expect(page2.body.total).toBe(3);
    expect(page2.body.reviews.map((r: { id: string }) => r.id)).toEqual([r1.id]);
    const beyond = await customer.get("/api/rpc/provider/reviews/list", { query: { page: 5, limit: 2 } });
    expect(beyond.body).toMatchObject({ reviews: [], total: 3 });
  });

  it("answers 404 for an unknown provider, 400 for bad parameters, 401 without a key", async () => {
    const { provider } = await t.newProvider().then((p) => ({ provider: p }));
    const get = (query: Record<string, string | number>) => provider.api.get("/api/rpc/provider/reviews/list", { query });
    expectError(await get({ providerId: "00000000-0000-4000-8000-000000000000" }), 404, "NOT_FOUND", "rpc");
    expectValidationError(await get({ providerId: "salon-1" }), ["providerId"], "rpc");
    for (const rating of ["0", "6", "4.5", "abc"]) expectValidationError(await get({ rating }), ["rating"], "rpc");
    expectValidationError(await get({ page: 0 }), ["page"], "rpc");
    expectValidationError(await get({ limit: 101 }), ["limit"], "rpc");
    expectValidationError(await get({ limit: "x", page: "-1" }), ["limit", "page"], "rpc");
    expectError(await t.anonymous.get("/api/rpc/provider/reviews/list"), 401, "UNAUTHORIZED", "rpc");
  });
});

describe("reviews/respond and response templates", () => {
  it("responds with a text, and again to replace it; only the provider's own reviews", async () => {
    const { provider, scene, customer } = await salonWithCompletedBooking();
    const created = await review(customer, scene.booking.id, 2, "Too slow");
    const res = await provider.api.post("/api/rpc/provider/reviews/respond", { reviewId: created.id, response: "Sorry about that" });
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(REVIEW_KEYS);
    expect(res.body).toMatchObject({ id: created.id, rating: 2, comment: "Too slow", response: "Sorry about that" });
    expect(res.body.respondedAt).toMatch(ISO_UTC);
    const again = await provider.api.post("/api/rpc/provider/reviews/respond", { reviewId: created.id, response: "Sorry, fixed" });
    expect(again.body.response).toBe("Sorry, fixed");
    const listed = await customer.get("/api/rpc/provider/reviews/list");
    expect(listed.body.reviews[0]).toMatchObject({ id: created.id, response: "Sorry, fixed", respondedAt: expect.stringMatching(ISO_UTC) });

    const other = await t.newProvider();
    expectError(
      await other.api.post("/api/rpc/provider/reviews/respond", { reviewId: created.id, response: "Hijack" }),
      404,
      "NOT_FOUND",
      "rpc",
    );
    expectError(
      await provider.api.post("/api/rpc/provider/reviews/respond", { reviewId: "rev_unknown", response: "x" }),
      404,
      "NOT_FOUND",
      "rpc",
    );
    expectError(
      await customer.post("/api/rpc/provider/reviews/respond", { reviewId: created.id, response: "Me" }),
      403,
      "FORBIDDEN",
      "rpc",
    );
    expectError(
      await t.anonymous.post("/api/rpc/provider/reviews/respond", { reviewId: created.id, response: "Me" }),
      401,
      "UNAUTHORIZED",
      "rpc",
    );
  });

  it("validates respond bodies", async () => {
    const { provider, scene, customer } = await salonWithCompletedBooking();
    const created = await review(customer, scene.booking.id, 4);
    const post = (body: unknown) => provider.api.post("/api/rpc/provider/reviews/respond", body);
    expectValidationError(await post({ reviewId: created.id }), ["response"], "rpc");
    expectValidationError(await post({ reviewId: created.id, response: "x", templateId: "tpl_x" }), ["templateId"], "rpc");
    expectValidationError(await post({ reviewId: created.id, response: "   " }), ["response"], "rpc");
    expectValidationError(await post({ reviewId: created.id, response: "x".repeat(5001) }), ["response"], "rpc");
    expectValidationError(await post({ reviewId: created.id, response: 42 }), ["response"], "rpc");
    expectValidationError(await post({ response: "Thanks" }), ["reviewId"], "rpc");
    expectValidationError(await post({ reviewId: created.id, response: "Thanks", extra: true }), ["extra"], "rpc");
  });

  it("creates and lists templates, and responds with one (placeholders filled, rating range enforced)", async () => {
    const { provider, scene, customer } = await salonWithCompletedBooking();
    const create = (body: unknown) => provider.api.post("/api/rpc/provider/reviewResponseTemplates/create", body);
    const thanks = await create({ name: "Thanks", body: "Thank you {{customerName}} for {{ rating }} stars!", minRating: 4 });
    expect(thanks.status, thanks.text).toBe(200);
    expect(thanks.body).toEqual({
      id: expect.stringMatching(/^tpl_[0-9A-Za-z]{20}$/),
      name: "Thanks",
      body: "Thank you {{customerName}} for {{ rating }} stars!",
      minRating: 4,
      maxRating: 5,
      createdAt: expect.stringMatching(ISO_UTC),
    });
    const sorry = await create({ name: "Sorry", body: "We are sorry, {{customerName}}.", maxRating: 2 });
    const generic = await create({ name: "Generic", body: "Thanks for your feedback." });
    expect(generic.body).toMatchObject({ minRating: 1, maxRating: 5 });

    const list = await provider.api.get("/api/rpc/provider/reviewResponseTemplates/list");
    expect(list.status).toBe(200);
    expect(Object.keys(list.body)).toEqual(["templates"]);
    expect(list.body.templates.map((x: { id: string }) => x.id)).toEqual([thanks.body.id, sorry.body.id, generic.body.id]);
    const forFive = await provider.api.get("/api/rpc/provider/reviewResponseTemplates/list", { query: { rating: "5" } });
    expect(forFive.body.templates.map((x: { name: string }) => x.name)).toEqual(["Thanks", "Generic"]);
    expectValidationError(
      await provider.api.get("/api/rpc/provider/reviewResponseTemplates/list", { query: { rating: "9" } }),
      ["rating"],
      "rpc",
    );

    const created = await review(customer, scene.booking.id, 5);
    const responded = await provider.api.post("/api/rpc/provider/reviews/respond", { reviewId: created.id, templateId: thanks.body.id });
    expect(responded.status, responded.text).toBe(200);
    expect(responded.body.response).toBe("Thank you Chris Customer for 5 stars!");

    // A template for low ratings does not suit a 5-star review.
    const mismatch = await provider.api.post("/api/rpc/provider/reviews/respond", { reviewId: created.id, templateId: sorry.body.id });
    expectValidationError(mismatch, ["templateId"], "rpc");

    // Another provider's template and unknown templates: 404.
    const other = await t.newProvider();
    const foreign = await other.api.post("/api/rpc/provider/reviewResponseTemplates/create", { name: "X", body: "Hi" });
    expectError(
      await provider.api.post("/api/rpc/provider/reviews/respond", { reviewId: created.id, templateId: foreign.body.id }),
      404,
      "NOT_FOUND",
      "rpc",
    );
    expectError(
      await provider.api.post("/api/rpc/provider/reviews/respond", { reviewId: created.id, templateId: "tpl_missing" }),
      404,
      "NOT_FOUND",
      "rpc",
    );
    // Tenancy of the list.
    const otherList = await other.api.get("/api/rpc/provider/reviewResponseTemplates/list");
    expect(otherList.body.templates.map((x: { id: string }) => x.id)).toEqual([foreign.body.id]);
  });

  it("validates templates and keeps them provider-only", async () => {
    const { provider, customer } = await salonWithCompletedBooking();
    const create = (body: unknown) => provider.api.post("/api/rpc/provider/reviewResponseTemplates/create", body);
    expectValidationError(await create({ body: "Hi" }), ["name"], "rpc");
    expectValidationError(await create({ name: "X" }), ["body"], "rpc");
    expectValidationError(await create({ name: "", body: "" }), ["name", "body"], "rpc");
    const unknown = await create({ name: "X", body: "Hi {{firstName}}, {{rating}}" });
    expectValidationError(unknown, ["body"], "rpc");
    expect(unknown.body.error.details[0].message).toContain("{{firstName}}");
    expectValidationError(await create({ name: "X", body: "Hi", minRating: 5, maxRating: 1 }), ["minRating"], "rpc");
    expectValidationError(await create({ name: "X", body: "Hi", minRating: 0, maxRating: 6 }), ["minRating", "maxRating"], "rpc");
    expectValidationError(await create({ name: "X", body: "Hi", minRating: 2.5 }), ["minRating"], "rpc");
    expectValidationError(await create({ name: "X".repeat(101), body: "Hi" }), ["name"], "rpc");
    expectValidationError(await create({ name: "X", body: "Hi", tone: "warm" }), ["tone"], "rpc");
    expectError(
      await customer.post("/api/rpc/provider/reviewResponseTemplates/create", { name: "X", body: "Hi" }),
      403,
      "FORBIDDEN",
      "rpc",
    );
    expectError(await customer.get("/api/rpc/provider/reviewResponseTemplates/list"), 403, "FORBIDDEN", "rpc");
    expectError(await t.anonymous.get("/api/rpc/provider/reviewResponseTemplates/list"), 401, "UNAUTHORIZED", "rpc");
  });

  it("parses hostile template bodies quickly: creating and responding with them answer at once", async () => {
    const { provider, scene, customer } = await salonWithCompletedBooking();
    const created = await review(customer, scene.booking.id, 5);
    // Spaces after "{{" that never close made the old placeholder pattern backtrack for seconds per call.
    const hostile = `{{${" ".repeat(3997)}x`;
    const timed = async <T>(call: () => Promise<T>) => {
      const started = performance.now();
      const result = await call();
      return { result, ms: performance.now() - started };
    };

    const create = await timed(() =>
      provider.api.post("/api/rpc/provider/reviewResponseTemplates/create", { name: "Hostile", body: hostile }),
    );
    expect(create.result.status, create.result.text).toBe(200);
    expect(create.result.body.body).toBe(hostile);
    const respond = await timed(() =>
      provider.api.post("/api/rpc/provider/reviews/respond", { reviewId: created.id, templateId: create.result.body.id }),
    );
    expect(respond.result.status, respond.result.text).toBe(200);
    expect(respond.result.body.response).toBe(hostile);

    // Padded names are still names: a padded unknown one is a 400 naming it, a padded known one is filled.
    const unknown = await timed(() =>
      provider.api.post("/api/rpc/provider/reviewResponseTemplates/create", {
        name: "Padded",
        body: `{{${" ".repeat(1990)}nickname${" ".repeat(1990)}}}`,
      }),
    );
    expectValidationError(unknown.result, ["body"], "rpc");
    expect(unknown.result.body.error.details[0].message).toContain("{{nickname}}");
    const padded = await provider.api.post("/api/rpc/provider/reviewResponseTemplates/create", {
      name: "Padded rating",
      body: `{{${" ".repeat(1990)}rating${" ".repeat(1990)}}}`,
    });
    expect(padded.status, padded.text).toBe(200);
    const filled = await provider.api.post("/api/rpc/provider/reviews/respond", { reviewId: created.id, templateId: padded.body.id });
    expect(filled.body.response).toBe("5");

    // Generous bounds for a shared machine; the old pattern took tens of seconds per call.
    for (const call of [create, respond, unknown]) expect(call.ms).toBeLessThan(2000);
  });

  it("caps the number of templates per provider (409 beyond)", async () => {
    const provider = await t.newProvider();
    await sql`
      INSERT INTO review_response_templates (provider_id, id, name, body)
      SELECT ${provider.providerId}::uuid, 'tpl_bulk' || i, 'Bulk ' || i, 'Thanks' FROM generate_series(1, 200) AS i`.execute(t.db);
    const res = await provider.api.post("/api/rpc/provider/reviewResponseTemplates/create", { name: "One more", body: "Hi" });
    expectError(res, 409, "CONFLICT", "rpc");
    const list = await provider.api.get("/api/rpc/provider/reviewResponseTemplates/list");
    expect(list.body.templates).toHaveLength(200);
  });
});
