// Marketplace search (/api/rpc/search/*): ranking, filters, typo tolerance, pagination totals,
// and the derived search data staying current as providers, services and reviews change.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { newId } from "@booking/core";
import {
  apiClient,
  insertBooking,
  insertCustomer,
  insertCustomerWithKey,
  insertService,
  insertStaff,
  type ApiClient,
} from "@booking/testing";
import { expectError, expectValidationError, startTestApi, type TestApi } from "../helpers";

let t: TestApi;
let api: ApiClient;
let customerApi: ApiClient;
const ids: Record<string, string> = {};

/** Adds completed bookings with reviews of these ratings to a provider. */
async function addReviews(providerId: string, ratings: number[]) {
  const service = await insertService(t.db, providerId, { name: "Review fodder", isActive: false });
  const staff = await insertStaff(t.db, providerId);
  const customer = await insertCustomer(t.db, providerId);
  for (const rating of ratings) {
    const booking = await insertBooking(t.db, providerId, {
      customerId: customer.id,
      serviceId: service.id,
      staffId: staff.id,
      status: "completed",
    });
    await t.db
      .insertInto("reviews")
      .values({ provider_id: providerId, id: newId("rev"), booking_id: booking.id, customer_id: customer.id, rating })
      .execute();
  }
}

async function provider(
  key: string,
  fields: { name: string; category: string; location: string },
  services: [string, number, boolean?][] = [],
  ratings: number[] = [],
) {
  const created = await t.newProvider(fields);
  ids[key] = created.providerId;
  for (const [name, price, isActive] of services) {
    await insertService(t.db, created.providerId, {
      name,
      priceCents: Math.round(price * 100),
      isActive: isActive ?? true,
      category: "Hair",
    });
  }
  if (ratings.length) await addReviews(created.providerId, ratings);
  return created;
}

beforeAll(async () => {
  t = await startTestApi();
  const searcher = await provider(
    "nord",
    { name: "Salon Nord", category: "Hair Salon", location: "Hamburg Altona" },
    [
      ["Haircut", 25],
      ["Colouring", 80],
      ["Perm", 300, false],
    ],
    [4, 5],
  );
  api = searcher.api;
  await provider("nordstadt", { name: "Studio Eleganz", category: "Hair Salon", location: "Nordstadt, Hannover" }, [["Haircut", 30]], [5]);
  await provider(
    "nordic",
    { name: "Wellness Oase", category: "Spa", location: "Berlin" },
    [
      ["Nordic massage", 60],
      ["Sauna", 15],
    ],
    [3],
  );
  await provider(
    "barber",
    { name: "Barbershop Berlin", category: "Barber", location: "Berlin Mitte" },
    [
      ["Beard trim", 15],
      ["Haircut", 20],
    ],
    [5, 5, 4],
  );
  await provider("empty", { name: "Nagelstudio Glanz", category: "Nail Salon", location: "München" }, [["Manicure", 35, false]]);
  const customer = await insertCustomerWithKey(t.db, ids.nord!);
  customerApi = apiClient(t.url, customer.apiKey);
});
afterAll(async () => {
  await t?.close();
});

const names = (res: { body: { results: { name: string }[] } }) => res.body.results.map((r) => r.name);

describe("search/providers", () => {
  it("answers results with priceRange over active services and the rounded rating", async () => {
    const res = await customerApi.get("/api/rpc/search/providers", { query: { q: "salon altona" } });
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["limit", "page", "results", "total"]);
    expect(res.body).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(res.body.results[0]).toEqual({
      id: ids.nord,
      name: "Salon Nord",
      category: "Hair Salon",
      rating: 4.5,
      reviewCount: 2,
      priceRange: "25-80",
      location: "Hamburg Altona",
    });
    const empty = await customerApi.get("/api/rpc/search/providers", { query: { q: "glanz" } });
    expect(empty.body.results[0]).toMatchObject({ name: "Nagelstudio Glanz", priceRange: "0-0", rating: 0, reviewCount: 0 });
  });

  it("ranks name matches above category/location matches above service-name matches, then by rating", async () => {
    const res = await api.get("/api/rpc/search/providers", { query: { q: "nord" } });
    expect(names(res)).toEqual(["Salon Nord", "Studio Eleganz", "Wellness Oase"]);
    expect(res.body.total).toBe(3);
    // Equal relevance ("haircut" is a service of three providers): by rating.
    const haircut = await api.get("/api/rpc/search/providers", { query: { q: "haircut" } });
    expect(names(haircut)).toEqual(["Studio Eleganz", "Barbershop Berlin", "Salon Nord"]);
  });

  it("matches word prefixes and requires every word", async () => {
    expect(names(await api.get("/api/rpc/search/providers", { query: { q: "barb ber" } }))).toEqual(["Barbershop Berlin"]);
    expect(names(await api.get("/api/rpc/search/providers", { query: { q: "HAIR salon hannover" } }))).toEqual(["Studio Eleganz"]);
    // An inactive service's name is not searchable.
    expect((await api.get("/api/rpc/search/providers", { query: { q: "perm" } })).body.total).toBe(0);
  });

  it("tolerates typos by correcting words that start no known word", async () => {
    expect(names(await api.get("/api/rpc/search/providers", { query: { q: "barbershp" } }))).toEqual(["Barbershop Berlin"]);
    expect(names(await api.get("/api/rpc/search/providers", { query: { q: "Wellnes Oasse" } }))).toEqual(["Wellness Oase"]);
    expect(names(await api.get("/api/rpc/search/providers", { query: { q: "haamburg" } }))).toEqual(["Salon Nord"]);
    // A corrected word still has to hold together with the others.
    expect((await api.get("/api/rpc/search/providers", { query: { q: "haamburg barbershp" } })).body.total).toBe(0);
    expect((await api.get("/api/rpc/search/providers", { query: { q: "zzzzqqq" } })).body).toMatchObject({ results: [], total: 0 });
    expect((await api.get("/api/rpc/search/providers", { query: { q: "!!!" } })).body).toMatchObject({ results: [], total: 0 });
    // Quotes and tsquery operators are plain text.
    expect((await api.get("/api/rpc/search/providers", { query: { q: "salon' & | !nord:*" } })).status).toBe(200);
  });

  it("filters by category (exact, case-insensitive), location (part), price overlap and minimum rating", async () => {
    const get = async (query: Record<string, string | number>) => names(await api.get("/api/rpc/search/providers", { query }));
    expect(await get({ category: "hair salon" })).toEqual(["Studio Eleganz", "Salon Nord"]);
    expect(await get({ category: "hair" })).toEqual([]);
    expect(await get({ location: "berlin" })).toEqual(["Barbershop Berlin", "Wellness Oase"]);
    expect(await get({ location: "50%" })).toEqual([]);
    // Price ranges: Nord 25-80, Eleganz 30-30, Oase 15-60, Barber 15-20, Glanz none.
    expect(await get({ minPrice: 70 })).toEqual(["Salon Nord"]);
    expect(await get({ maxPrice: 20 })).toEqual(["Barbershop Berlin", "Wellness Oase"]);
    expect(await get({ minPrice: "26.5", maxPrice: "29.99" })).toEqual(["Salon Nord", "Wellness Oase"]);
    expect(await get({ minPrice: 0 })).not.toContain("Nagelstudio Glanz");
    expect(await get({ minRating: 4.5 })).toEqual(["Studio Eleganz", "Barbershop Berlin", "Salon Nord"]);
    expect(await get({ minRating: "4.7" })).toEqual(["Studio Eleganz", "Barbershop Berlin"]);
    expect(await get({ q: "haircut", location: "berlin", maxPrice: 25, minRating: 4 })).toEqual(["Barbershop Berlin"]);
    // Without q: by rating, then review count, then name.
    expect(await get({})).toEqual(["Studio Eleganz", "Barbershop Berlin", "Salon Nord", "Wellness Oase", "Nagelstudio Glanz"]);
  });

  it("paginates with a stable total", async () => {
    const page1 = await api.get("/api/rpc/search/providers", { query: { limit: 2 } });
    const page2 = await api.get("/api/rpc/search/providers", { query: { limit: 2, page: 2 } });
    const page3 = await api.get("/api/rpc/search/providers", { query: { limit: 2, page: 3 } });
    const page9 = await api.get("/api/rpc/search/providers", { query: { limit: 2, page: 9 } });
    expect([page1, page2, page3, page9].map((r) => r.body.total)).toEqual([5, 5, 5, 5]);
    expect([...names(page1), ...names(page2), ...names(page3)]).toEqual(names(await api.get("/api/rpc/search/providers")));
    expect(page3.body).toMatchObject({ page: 3, limit: 2 });
    expect(page9.body.results).toEqual([]);
    const hair = await api.get("/api/rpc/search/providers", { query: { q: "hair", limit: 1, page: 2 } });
    expect(hair.body.total).toBe(3);
    expect(hair.body.results).toHaveLength(1);
    const pastRanked = await api.get("/api/rpc/search/providers", { query: { q: "hair", limit: 2, page: 3 } });
    expect(pastRanked.body).toMatchObject({ results: [], total: 3, page: 3 });
    const pastServices = await api.get("/api/rpc/search/services", { query: { q: "haircut", limit: 2, page: 5 } });
    expect(pastServices.body).toMatchObject({ results: [], total: 3 });
  });

  it("validates parameters (400 per field) and needs a key", async () => {
    const get = (query: Record<string, string | number>) => api.get("/api/rpc/search/providers", { query });
    expectValidationError(await get({ minPrice: -1 }), ["minPrice"], "rpc");
    expectValidationError(await get({ minPrice: "cheap" }), ["minPrice"], "rpc");
    expectValidationError(await get({ minPrice: 50, maxPrice: 10 }), ["maxPrice"], "rpc");
    expectValidationError(await get({ minRating: 6 }), ["minRating"], "rpc");
    expectValidationError(await get({ minRating: "high", page: 0, limit: 101 }), ["minRating", "page", "limit"], "rpc");
    expectValidationError(await get({ q: "x".repeat(201) }), ["q"], "rpc");
    expectError(await t.anonymous.get("/api/rpc/search/providers"), 401, "UNAUTHORIZED", "rpc");
    expectError(await t.anonymous.get("/api/rpc/search/providers", { key: "sk_" + "x".repeat(40) }), 401, "UNAUTHORIZED", "rpc");
  });
});

describe("search/services", () => {
  it("searches active services of every provider with provider name and currency", async () => {
    const res = await customerApi.get("/api/rpc/search/services", { query: { q: "haircut" } });
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["limit", "page", "results", "total"]);
    expect(res.body.total).toBe(3);
    expect(res.body.results.map((r: { price: number }) => r.price)).toEqual([20, 25, 30]);
    expect(res.body.results[0]).toEqual({
      id: expect.stringMatching(/^svc_/),
      name: "Haircut",
      category: "Hair",
      duration: 30,
      price: 20,
      currency: "EUR",
      providerId: ids.barber,
      providerName: "Barbershop Berlin",
    });
  });

  it("filters by provider, category and price; ranks and tolerates typos", async () => {
    const get = async (query: Record<string, string | number>) =>
      (await api.get("/api/rpc/search/services", { query })).body.results.map((r: { name: string }) => r.name);
    expect(await get({ providerId: ids.nordic! })).toEqual(["Nordic massage", "Sauna"]);
    expect(await get({ providerId: ids.empty! })).toEqual([]);
    expect(await get({ category: "HAIR", maxPrice: 15 })).toEqual(["Beard trim", "Sauna"]);
    expect(await get({ minPrice: 60, maxPrice: 80 })).toEqual(["Colouring", "Nordic massage"]);
    expect(await get({ q: "massage nord" })).toEqual(["Nordic massage"]);
    expect(await get({ q: "manicure" })).toEqual([]);
    expect(await get({ q: "colourin" })).toEqual(["Colouring"]);
    expect(await get({ q: "hiarcut" })).toEqual(["Haircut", "Haircut", "Haircut"]);
    const paged = await api.get("/api/rpc/search/services", { query: { limit: 3, page: 2 } });
    expect(paged.body).toMatchObject({ total: 7, page: 2, limit: 3 });
    expect(paged.body.results).toHaveLength(3);
  });

  it("answers 404 for an unknown provider and 400 for bad parameters", async () => {
    const get = (query: Record<string, string | number>) => api.get("/api/rpc/search/services", { query });
    expectError(await get({ providerId: "00000000-0000-4000-8000-000000000000" }), 404, "NOT_FOUND", "rpc");
    expectValidationError(await get({ providerId: "abc" }), ["providerId"], "rpc");
    expectValidationError(await get({ maxPrice: "x", minPrice: "-3" }), ["maxPrice", "minPrice"], "rpc");
    expectValidationError(await get({ minPrice: 10, maxPrice: 5 }), ["maxPrice"], "rpc");
    expectValidationError(await get({ limit: 0 }), ["limit"], "rpc");
  });
});

describe("search/suggestions", () => {
  it("suggests distinct names and categories, prefix matches first", async () => {
    const res = await customerApi.get("/api/rpc/search/suggestions", { query: { q: "ha" } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toBeInstanceOf(Array);
    // "Haircut" is a service of three providers, "Hair Salon" a category of two, "Hair" a service category.
    expect(res.body.slice(0, 3)).toEqual(["Hair", "Haircut", "Hair Salon"]);
    expect(new Set(res.body.map((s: string) => s.toLowerCase())).size).toBe(res.body.length);
    // Word prefixes inside a text come after.
    const nord = await api.get("/api/rpc/search/suggestions", { query: { q: "nord" } });
    expect(nord.body).toEqual(["Nordic massage", "Salon Nord"]);
    expect((await api.get("/api/rpc/search/suggestions", { query: { q: "perm" } })).body).toEqual([]);
  });

  it("tolerates typos", async () => {
    expect((await api.get("/api/rpc/search/suggestions", { query: { q: "hiarcut" } })).body[0]).toBe("Haircut");
    expect((await api.get("/api/rpc/search/suggestions", { query: { q: "barbershp" } })).body).toContain("Barbershop Berlin");
    expect((await api.get("/api/rpc/search/suggestions", { query: { q: "masage" } })).body).toContain("Nordic massage");
  });

  it("answers at most 10", async () => {
    const crowded = await t.newProvider({ name: "Zeta Crowd", category: "Zeta" });
    for (let i = 0; i < 14; i++) await insertService(t.db, crowded.providerId, { name: `Zeta treatment ${i}` });
    const res = await api.get("/api/rpc/search/suggestions", { query: { q: "zeta" } });
    expect(res.body).toHaveLength(10);
    expect(res.body[0]).toBe("Zeta");
  });

  it("answers 400 under 2 characters or without q", async () => {
    expectValidationError(await api.get("/api/rpc/search/suggestions", { query: { q: "h" } }), ["q"], "rpc");
    expectValidationError(await api.get("/api/rpc/search/suggestions", { query: { q: "  h  " } }), ["q"], "rpc");
    expectValidationError(await api.get("/api/rpc/search/suggestions"), ["q"], "rpc");
    expectError(await t.anonymous.get("/api/rpc/search/suggestions", { query: { q: "ha" } }), 401, "UNAUTHORIZED", "rpc");
  });
});

describe("search data stays current", () => {
  it("follows service price changes, (de)activation, renames and deletion, provider renames and new reviews", async () => {
    const fresh = await t.newProvider({ name: "Quartz Spa", category: "Spa", location: "Köln" });
    const find = async () => (await api.get("/api/rpc/search/providers", { query: { q: "quartz" } })).body.results[0];
    expect(await find()).toMatchObject({ priceRange: "0-0", rating: 0, reviewCount: 0 });

    const svc = await fresh.api.post("/v1/services", { name: "Hot stone", duration: 60, price: 70 });
    expect(svc.status, svc.text).toBe(201);
    await fresh.api.post("/v1/services", { name: "Foot bath", duration: 30, price: 19.5 });
    expect((await find()).priceRange).toBe("19.5-70");
    expect(names(await api.get("/api/rpc/search/providers", { query: { q: "hot" } }))).toEqual(["Quartz Spa"]);

    await fresh.api.patch(`/v1/services/${svc.body.data.id}`, { price: 90, name: "Lava stone" });
    expect((await find()).priceRange).toBe("19.5-90");
    expect((await api.get("/api/rpc/search/providers", { query: { q: "hot" } })).body.total).toBe(0);
    expect(names(await api.get("/api/rpc/search/providers", { query: { q: "lava" } }))).toEqual(["Quartz Spa"]);
    expect((await api.get("/api/rpc/search/suggestions", { query: { q: "lava" } })).body).toEqual(["Lava stone"]);
    expect((await api.get("/api/rpc/search/suggestions", { query: { q: "hot st" } })).body).not.toContain("Hot stone");

    await fresh.api.patch(`/v1/services/${svc.body.data.id}`, { isActive: false });
    expect((await find()).priceRange).toBe("19.5-19.5");
    expect((await api.get("/api/rpc/search/suggestions", { query: { q: "lava" } })).body).toEqual([]);

    await sql`UPDATE providers SET name = 'Quartz Wellness' WHERE id = ${fresh.providerId}`.execute(t.db);
    expect((await find()).name).toBe("Quartz Wellness");
    expect((await api.get("/api/rpc/search/suggestions", { query: { q: "quartz" } })).body).toEqual(["Quartz Wellness"]);

    await addReviews(fresh.providerId, [2, 3, 3]);
    expect(await find()).toMatchObject({ rating: 2.7, reviewCount: 3 });
    await sql`
      DELETE FROM services s WHERE provider_id = ${fresh.providerId}
      AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.provider_id = s.provider_id AND b.service_id = s.id)`.execute(t.db);
    expect((await find()).priceRange).toBe("0-0");
  });

  it("loses no concurrent service change of one provider", async () => {
    const busy = await t.newProvider({ name: "Concurrent Studio", category: "Spa", location: "Kiel" });
    const prices = [11, 12, 13, 14, 15, 16, 17, 18, 19, 99];
    const created = await Promise.all(
      prices.map((price, i) => busy.api.post("/v1/services", { name: `Parallel treatment ${i}`, duration: 30, price })),
    );
    expect(created.map((r) => r.status)).toEqual(prices.map(() => 201));
    const found = await api.get("/api/rpc/search/providers", { query: { q: "concurrent" } });
    expect(found.body.results[0].priceRange).toBe("11-99");
    const [row] = await sql<{ service_names: string }>`
      SELECT service_names FROM provider_search WHERE provider_id = ${busy.providerId}`
      .execute(t.db)
      .then((r) => r.rows);
    for (let i = 0; i < prices.length; i++) expect(row!.service_names).toContain(`Parallel treatment ${i}`);
  });
});
