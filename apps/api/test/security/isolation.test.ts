// Isolation sweep: one entry per procedure of the router, enumerated from
// `appRouter._def.procedures`, so a procedure added without an entry here (and its audience in
// audiences.ts) fails this file.
//
// Every entry is called over its documented path (and the same call over native tRPC) with real
// records created through the API, and proves, by the entry's audience:
//   provider     customer keys get 403; another provider's key gets 404 for the owner's records
//                ("record") or acts only in its own tenant and never sees the owner's records
//                ("tenant"); nothing of the owner's changes; the owner's key succeeds with the
//                same input (so the 404 is about ownership, not a bad input);
//   customer     provider keys get 403 (reviews/create); a customer key for a booking that is not
//                its own gets 404; the right customer key succeeds;
//   marketplace  any valid key gets 200 and sees every provider's public records;
//   caller       /api/rpc/user/...: provider and customer keys both succeed and act on the caller.
// Every procedure answers 401 without a key and with a revoked public key.
//
// Public keys (pk_) sit in a salon's web page for anyone to read. Outside the catalog, both the
// owner's and another provider's public key get 403. On the catalog (services, staff list,
// availability, booking creation) the owner's public key succeeds on the owner's records, never
// shows a staff member's or another customer's email or phone, nor another provider's records;
// another provider's public key gets 404 for the owner's records ("record") or sees only its own
// tenant ("tenant").
//   link         no key: the token is the credential. A forged, malformed or expired token answers
//                404, whatever key comes with it; another booking's token reaches that booking only
//                (its answers hold none of the owner's records, the owner's booking is unchanged,
//                and naming the owner's staff member on it answers 404).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyProcedure, AnyRouter } from "@trpc/server";
import { appRouter, issueManageLink, revokeApiKey, type Meta } from "@booking/core";
import { offerReleasedTimes } from "@booking/core/worker";
import { apiClient, createCustomerKey, createPublicKey, type ApiResponse, type StripeServer } from "@booking/testing";
import { sql } from "@booking/db";
import { AUDIENCES } from "../audiences";
import { expectError, startTestApi, unique, type TestApi } from "../helpers";
import { createSalon, offerService, type Salon } from "../salon";
import { takePaymentsWithStandIn } from "../stripe-stand-in";

type Input = Record<string, unknown>;

interface ProviderCase {
  /** provider: customer keys 403; catalog: the owner's customer keys succeed too; own: only on their own bookings. */
  audience: "provider" | "catalog" | "own";
  /** record: the input names the owner's record, another provider gets 404; tenant: it acts in its own tenant. */
  intruder: "record" | "tenant";
  /** Fresh records for this case; the input the owner's key succeeds with. */
  input: () => Promise<Input>;
  ok: 200 | 201;
  /** The owner's view of what the call could change; equal before and after the intruders' calls. */
  snapshot?: (input: Input) => Promise<unknown>;
  /** catalog: the input public keys succeed with, when it differs from the provider's (fresh records). */
  visitor?: () => Promise<Input>;
  /** catalog: more about what the owner's public key must (not) see in its answer. */
  visitorSees?: (res: ApiResponse) => Promise<void>;
}
interface CustomerCase {
  audience: "customer";
  run: () => Promise<void>;
}
interface MarketplaceCase {
  audience: "marketplace";
  input: () => Promise<Input>;
  /** Something of the owner's that every key must find in the answer. */
  sees: () => string;
}
interface CallerCase {
  audience: "caller";
  /** Any input (for the 401 check). */
  input: () => Promise<Input>;
  run: () => Promise<void>;
}
interface LinkCase {
  audience: "link";
  /** Input naming a manage token of the owner's booking. */
  input: () => Promise<Input>;
  /** The same naming another provider's booking (default: a token of the intruder's customer's booking). */
  elsewhere?: () => Promise<Input>;
  /** The procedure that shows what the token names, unchanged by the attempts (default manage.get). */
  view?: string;
  /** The input field the token is sent in (default token). */
  tokenField?: string;
}
type Case = ProviderCase | CustomerCase | MarketplaceCase | CallerCase | LinkCase;

// ---------------------------------------------------------------------------------------------
// The world: an owner salon, an intruder salon, customer keys of each, records made through the API.

let t: TestApi;
let stripe: StripeServer;
let owner: Salon;
let intruder: Salon;
const keys = { owner: "", intruder: "", ownerCustomer: "", ownerOtherCustomer: "", intruderCustomer: "" };
/** Public keys (pk_) of the owner and of the intruder, and a revoked one of the owner's. */
const publicKeys = { owner: "", intruder: "", revoked: "" };
/** Every id of the owner's records: another provider's answers must never hold one. */
const ownerIds = new Set<string>();
/** Ids of the intruder's records: the owner's public key must never see one. */
const intruderIds = new Set<string>();
/** A manage link of the owner's customer's booking that ended more than a week ago. */
let expiredToken = "";
let ownerReviewId = "";
let ownerTemplateId = "";
let ownerWebhookId = "";
let ownerAnnouncementId = "";

const procedures = (appRouter as AnyRouter)._def.procedures as Record<string, AnyProcedure>;

function expectOk(res: ApiResponse, status: number, what: string) {
  expect(res.status, `${what}: ${res.text.slice(0, 400)}`).toBe(status);
  return res;
}

/** Calls a procedure over its documented path: path parameters from the input, the rest as query or body. */
async function call(key: string | undefined, procedurePath: string, input: Input): Promise<ApiResponse> {
  const openapi = (procedures[procedurePath]!._def.meta as Meta | undefined)?.openapi;
  if (!openapi) return callTrpc(key, procedurePath, input);
  const rest: Input = { ...input };
  const path = openapi.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  const client = apiClient(t.url, key);
  if (openapi.method === "GET" || openapi.method === "DELETE") {
    return client.request(openapi.method, path, { query: rest as Record<string, string | number | boolean> });
  }
  return client.request(openapi.method, path, { body: rest });
}

/** The same call over native tRPC. */
function callTrpc(key: string | undefined, procedurePath: string, input: Input): Promise<ApiResponse> {
  const client = apiClient(t.url, key);
  return procedures[procedurePath]!._def.type === "query"
    ? client.get(`/trpc/${procedurePath}`, { query: { input: JSON.stringify(input) } })
    : client.post(`/trpc/${procedurePath}`, input);
}

const familyOf = (procedurePath: string) =>
  ((procedures[procedurePath]!._def.meta as Meta | undefined)?.openapi?.path ?? "").startsWith("/v1/") ? "rest" : "rpc";

/** Documented path and native tRPC both answer the error. */
async function expectRefused(key: string | undefined, procedurePath: string, input: Input, status: number, code: string) {
  const res = await call(key, procedurePath, input);
  expectError(res, status, code, familyOf(procedurePath));
  const native = await callTrpc(key, procedurePath, input);
  expect(native.status, `native ${procedurePath}: ${native.text.slice(0, 300)}`).toBe(status);
  expect(native.body.error.data.appCode).toBe(code);
}

/** A 2xx answer that holds none of the given record ids (the owner's by default) besides those the input itself names. */
function expectNoOwnerRecords(res: ApiResponse, input: Input, ids: Set<string> = ownerIds) {
  const named = JSON.stringify(input);
  const leaked = [...ids].filter((id) => res.text.includes(id) && !named.includes(id));
  expect(leaked, `another provider's records were shown: ${res.text.slice(0, 300)}`).toEqual([]);
}

/** An answer holds at least one of these records (a list of one's own tenant is not trivially empty). */
function expectSomeOf(res: ApiResponse, ids: Set<string>, what: string) {
  expect(
    [...ids].some((id) => res.text.includes(id)),
    `${what}: ${res.text.slice(0, 300)}`,
  ).toBe(true);
}

/**
 * What a public key is shown holds no email or phone of any staff member, nor of any customer
 * besides what the visitor typed into the input.
 */
async function expectNoContactDetails(res: ApiResponse, input: Input) {
  const staff = await t.db.selectFrom("staff").select(["email", "phone"]).execute();
  const customers = await t.db.selectFrom("customers").select(["email", "phone"]).execute();
  const typed = JSON.stringify(input).toLowerCase();
  const text = res.text.toLowerCase();
  const shown = [...staff, ...customers]
    .flatMap((row) => [row.email, row.phone])
    .filter((value): value is string => !!value && !typed.includes(value.toLowerCase()) && text.includes(value.toLowerCase()));
  expect(shown, `a public key was shown contact details: ${res.text.slice(0, 300)}`).toEqual([]);
}

/** A public key's successful catalog answer: over native tRPC too for queries, never a contact detail. */
async function expectVisitorAnswer(key: string, procedurePath: string, input: Input, status: number, what: string) {
  const res = expectOk(await call(key, procedurePath, input), status, what);
  await expectNoContactDetails(res, input);
  if (procedures[procedurePath]!._def.type === "query") {
    const native = expectOk(await callTrpc(key, procedurePath, input), 200, `native ${what}`);
    await expectNoContactDetails(native, input);
  }
  return res;
}

// Records of the owner, made fresh for a case.
let slot = 0;
/** Distinct free hours of the owner's staff member Ann, Mon–Fri from 23 November 2026 (Europe/Berlin, +01:00). */
function nextSlot(): string {
  const hours = [9, 10, 11, 13, 14, 15];
  const index = slot++;
  const weekday = Math.floor(index / hours.length);
  const day = new Date(Date.UTC(2026, 10, 23 + Math.floor(weekday / 5) * 7 + (weekday % 5)));
  return `${day.toISOString().slice(0, 10)}T${String(hours[index % hours.length]).padStart(2, "0")}:00:00+01:00`;
}

async function ownerRecord(path: string, body: Input, status = 201): Promise<string> {
  const res = expectOk(await owner.api.post(path, body), status, `setup ${path}`);
  const id = (res.body.data?.id ?? res.body.id) as string;
  ownerIds.add(id);
  return id;
}
const newStaff = () =>
  ownerRecord("/v1/staff", { name: "Fresh", email: `${unique("staff")}@example.com`, role: "staff", services: [owner.serviceId] });
const newCustomer = () => ownerRecord("/v1/customers", { name: "Fresh customer", email: `${unique("cus")}@example.com` });
const newService = () => ownerRecord("/v1/services", { name: "Fresh service", duration: 30, price: 10 });
const newResource = () => ownerRecord("/v1/resources", { name: "Room 1", kind: "room", quantity: 2 });
/** A fresh class service of the owner's, offered by Ann. */
async function newClassService(): Promise<string> {
  const classId = await ownerRecord("/v1/services", { name: "Yoga", duration: 60, price: 15, capacity: 8 });
  await offerService(owner.api, owner.annId, classId);
  return classId;
}
/** A published session of a fresh class service of the owner's Ann, at a fresh free hour. */
const newSession = async () => ownerRecord("/v1/sessions", { serviceId: await newClassService(), staffId: owner.annId, start: nextSlot() });
const newWebhook = () =>
  ownerRecord("/api/rpc/user/webhooks/create", { url: "https://hooks.invalid/booking", events: ["booking.created"] }, 200);
/** A manage link's token of a booking a customer key made with a salon's Bob, at a fresh time. */
async function newTokenOf(customerKey: string, salon: Salon, ids: Set<string>, what: string): Promise<string> {
  const res = await apiClient(t.url, customerKey).post("/v1/bookings", {
    serviceId: salon.serviceId,
    staffId: salon.bobId,
    dateTime: nextSlot(),
  });
  expectOk(res, 201, `setup: ${what}`);
  ids.add(res.body.data.id as string);
  return res.body.data.manage.token as string;
}
/** The link of a waitlist entry a customer key of the salon's made (a service of its own: one entry per customer and line). */
async function newWaitlistTokenOf(customerKey: string, salon: Salon, ids: Set<string>): Promise<string> {
  const service = await salon.api.post("/v1/services", { name: unique("Waited for by link"), duration: 30, price: 10 });
  expectOk(service, 201, "setup: a service to wait for");
  const res = await apiClient(t.url, customerKey).post("/v1/waitlist", {
    serviceId: service.body.data.id,
    windows: [{ from: "2026-12-01", to: "2026-12-18" }],
  });
  expectOk(res, 201, "setup: a waitlist entry of a customer");
  ids.add(res.body.data.id as string);
  return res.body.data.manage.token as string;
}
/** A manage link's token of a booking a customer key of the salon's made of a service paid online: held until paid. */
async function newPaidHoldTokenOf(customerKey: string, salon: Salon, ids: Set<string>): Promise<string> {
  const service = await salon.api.post("/v1/services", {
    name: unique("Paid online"),
    duration: 30,
    price: 40,
    payment: { mode: "deposit", amount: 10, refundNoticeHours: 24 },
  });
  expectOk(service, 201, "setup: a service paid online");
  const serviceId = service.body.data.id as string;
  await offerService(salon.api, salon.bobId, serviceId);
  const res = await apiClient(t.url, customerKey).post("/v1/bookings", { serviceId, staffId: salon.bobId, dateTime: nextSlot() });
  expectOk(res, 202, "setup: a booking held until paid");
  ids.add(res.body.data.id as string);
  return res.body.data.manage.token as string;
}
/**
 * A manage link's token of a waitlist offer's hold at the salon: someone waits for any time of
 * the coming weeks, a booking is cancelled, and the worker's step offers them a freed time (this
 * one, or one freed before that waited for the line).
 */
async function newOfferTokenOf(salon: Salon, ids: Set<string>): Promise<string> {
  const waiting = await salon.api.post("/v1/customers", { name: "Waiting", email: `${unique("waiting")}@example.com` });
  expectOk(waiting, 201, "setup: a waiting customer");
  const joined = await salon.api.post("/v1/waitlist", {
    customerId: waiting.body.data.id,
    serviceId: salon.serviceId,
    windows: [{ from: "2026-11-20", to: "2027-02-15" }],
  });
  expectOk(joined, 201, "setup: joining the line");
  const booked = await salon.api.post("/v1/bookings", {
    customerId: salon.customerId,
    serviceId: salon.serviceId,
    staffId: salon.bobId,
    dateTime: nextSlot(),
  });
  expectOk(booked, 201, "setup: a booking to cancel");
  expectOk(await salon.api.delete(`/v1/bookings/${booked.body.data.id as string}`), 200, "setup: cancelling it");
  await offerReleasedTimes(t.db, t.clock.now());
  const offer = await t.db
    .selectFrom("waitlist_offers as o")
    .select("o.booking_id")
    .where("o.entry_id", "=", joined.body.data.id as string)
    .executeTakeFirstOrThrow();
  ids.add(offer.booking_id);
  return (await issueManageLink(t.db, t.url, salon.providerId, offer.booking_id)).token;
}

/** A manage link's token of a booking the owner's customer made. */
const newManageToken = () => newTokenOf(keys.ownerCustomer, owner, ownerIds, "a customer's booking");
/** A manage link's token of a booking of the intruder's customer. */
const newIntruderToken = () => newTokenOf(keys.intruderCustomer, intruder, intruderIds, "the intruder's customer's booking");

async function newBooking(...statuses: string[]): Promise<string> {
  const id = await ownerRecord("/v1/bookings", {
    customerId: owner.customerId,
    serviceId: owner.serviceId,
    staffId: owner.annId,
    dateTime: nextSlot(),
  });
  for (const status of statuses) expectOk(await owner.api.patch(`/v1/bookings/${id}`, { status }), 200, `setup ${status}`);
  return id;
}

/** A visit of the owner's customer: one service with Ann at the next free slot. */
const newVisit = () =>
  ownerRecord("/v1/visits", {
    customerId: owner.customerId,
    start: nextSlot(),
    items: [{ serviceId: owner.serviceId, staffId: owner.annId }],
  });

/** A waitlist entry of the owner's customer, each in the line of a service of its own (a customer waits once per line). */
const waitingInput = async (): Promise<Input> => ({
  customerId: owner.customerId,
  serviceId: await ownerRecord("/v1/services", { name: unique("Waited for"), duration: 30, price: 10 }),
  windows: [{ from: "2026-12-01", to: "2026-12-18", weekdays: ["TU"], startTime: "09:00" }],
});
const newWaitlistEntry = async () => ownerRecord("/v1/waitlist", await waitingInput());

/** A series of the owner's customer: two Mondays with Ann, each series at an hour of its own from January 2027. */
let seriesMade = 0;
const newSeries = () => ownerRecord("/v1/series", seriesInput());
function seriesInput(): Input {
  const hours = [9, 10, 11, 13, 14, 15];
  const n = seriesMade++;
  const day = new Date(Date.UTC(2027, 0, 4 + Math.floor(n / hours.length) * 14)).toISOString().slice(0, 10);
  const start = `${day}T${String(hours[n % hours.length]).padStart(2, "0")}:00:00+01:00`;
  return { customerId: owner.customerId, serviceId: owner.serviceId, staffId: owner.annId, start, rule: { frequency: "weekly", count: 2 } };
}

const ownerGet = async (path: string) => expectOk(await owner.api.get(path), 200, `owner GET ${path}`).body;
const ownerTotal = async (path: string) => (await ownerGet(path)).pagination.total as number;

// ---------------------------------------------------------------------------------------------
// The table: every procedure of the router.

const CASES: Record<string, Case> = {
  // Staff
  "staff.list": {
    audience: "catalog",
    intruder: "tenant",
    input: async () => ({ active: false, limit: 100 }),
    ok: 200,
    // Active members only (active=false notwithstanding), and only their public fields.
    visitorSees: async (res) => {
      const members = res.body.data as Record<string, unknown>[];
      for (const member of members)
        expect(Object.keys(member).sort()).toEqual(["avatar", "bio", "id", "name", "rating", "role", "services"]);
      const active = await t.db
        .selectFrom("staff")
        .select("id")
        .where("provider_id", "=", owner.providerId)
        .where("is_active", "=", true)
        .where("deleted_at", "is", null)
        .execute();
      expect(members.map((m) => m.id).sort()).toEqual(active.map((m) => m.id).sort());
    },
  },
  "staff.get": { audience: "provider", intruder: "record", input: async () => ({ id: await newStaff() }), ok: 200 },
  "staff.create": {
    audience: "provider",
    intruder: "record",
    // The owner's service on one's own staff member.
    input: async () => ({ name: "Poacher", email: `${unique("p")}@example.com`, role: "staff", services: [owner.serviceId] }),
    ok: 201,
    snapshot: () => ownerTotal("/v1/staff?active=false"),
  },
  "staff.update": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await newStaff(), name: "Hijacked", isActive: false }),
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/staff/${input.id as string}`),
  },
  "staff.delete": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await newStaff() }),
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/staff/${input.id as string}`),
  },
  "staff.schedule": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: owner.annId, from: "2026-11-23", to: "2026-11-24" }),
    ok: 200,
  },
  "staff.invite": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await newStaff() }),
    ok: 201,
    // An invite is kept as a digest: count the member's invites where they are kept.
    snapshot: async (input) => (await sql`SELECT count(*)::int AS n FROM staff_invites WHERE staff_id = ${input.id}`.execute(t.db)).rows,
  },
  "staff.timeOff.create": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await newStaff(), start: "2026-12-21T00:00:00Z", end: "2026-12-24T00:00:00Z", reason: "Holiday" }),
    ok: 201,
    snapshot: (input) => ownerGet(`/v1/staff/${input.id as string}/time-off?from=2026-12-01`),
  },
  "staff.timeOff.list": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await newStaff(), from: "2026-12-01" }),
    ok: 200,
  },
  "staff.timeOff.delete": {
    audience: "provider",
    intruder: "record",
    input: async () => {
      const id = await newStaff();
      const offId = await ownerRecord(`/v1/staff/${id}/time-off`, { start: "2026-12-21T00:00:00Z", end: "2026-12-22T00:00:00Z" });
      return { id, offId };
    },
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/staff/${input.id as string}/time-off?from=2026-12-01`),
  },
  "staff.calendars.create": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await newStaff(), url: "https://caldav.invalid/ann/", username: "ann", password: "app-password" }),
    ok: 201,
    snapshot: (input) => ownerGet(`/v1/staff/${input.id as string}/calendars`),
  },
  "staff.calendars.list": { audience: "provider", intruder: "record", input: async () => ({ id: await newStaff() }), ok: 200 },
  "staff.calendars.update": {
    audience: "provider",
    intruder: "record",
    input: async () => {
      const id = await newStaff();
      const calId = await ownerRecord(`/v1/staff/${id}/calendars`, { url: "https://caldav.invalid/a/", username: "a", password: "p" });
      return { id, calId, importBusy: false };
    },
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/staff/${input.id as string}/calendars`),
  },
  "staff.calendars.delete": {
    audience: "provider",
    intruder: "record",
    input: async () => {
      const id = await newStaff();
      const calId = await ownerRecord(`/v1/staff/${id}/calendars`, { url: "https://caldav.invalid/b/", username: "b", password: "p" });
      return { id, calId };
    },
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/staff/${input.id as string}/calendars`),
  },
  "staff.calendars.sync": {
    audience: "provider",
    intruder: "record",
    input: async () => {
      const id = await newStaff();
      const calId = await ownerRecord(`/v1/staff/${id}/calendars`, { url: "https://caldav.invalid/c/", username: "c", password: "p" });
      return { id, calId };
    },
    ok: 200,
  },
  "staff.overrides.put": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await newStaff(), date: "2026-12-24", start: "09:00", end: "13:00" }),
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/staff/${input.id as string}/overrides?from=2026-12-01`),
  },
  "staff.overrides.list": { audience: "provider", intruder: "record", input: async () => ({ id: await newStaff() }), ok: 200 },
  "staff.overrides.delete": {
    audience: "provider",
    intruder: "record",
    input: async () => {
      const id = await newStaff();
      expectOk(await owner.api.put(`/v1/staff/${id}/overrides/2026-12-24`, { off: true }), 200, "setup override");
      return { id, date: "2026-12-24" };
    },
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/staff/${input.id as string}/overrides?from=2026-12-01`),
  },
  // Settings, closures, availability
  "settings.get": { audience: "provider", intruder: "tenant", input: async () => ({}), ok: 200 },
  "bookingPage.get": {
    audience: "catalog",
    intruder: "tenant",
    input: async () => ({}),
    ok: 200,
    // The provider's name, place, address, phone, opening hours, zone, language and how it takes payments: nothing of its settings beyond them.
    visitorSees: async (res) => {
      expect(Object.keys(res.body.data as object).sort()).toEqual([
        "address",
        "businessHours",
        "id",
        "locale",
        "location",
        "name",
        "payments",
        "phone",
        "timezone",
      ]);
      const row = await t.db
        .selectFrom("providers")
        .select(["name", "timezone"])
        .where("id", "=", owner.providerId)
        .executeTakeFirstOrThrow();
      expect(res.body.data).toMatchObject({ name: row.name, timezone: row.timezone });
    },
  },
  "settings.update": {
    audience: "provider",
    intruder: "tenant",
    input: async () => ({ assignment: "least_busy" }),
    ok: 200,
    snapshot: () => ownerGet("/v1/settings"),
  },
  "closures.create": {
    audience: "provider",
    intruder: "tenant",
    input: async () => ({ date: "2027-01-01", reason: "New Year" }),
    ok: 201,
    snapshot: () => ownerGet("/v1/closures?from=2026-01-01"),
  },
  "closures.list": { audience: "provider", intruder: "tenant", input: async () => ({ from: "2026-01-01" }), ok: 200 },
  "reports.bookings": {
    audience: "provider",
    intruder: "tenant",
    input: async () => ({ from: "2026-01-01", to: "2026-12-31" }),
    ok: 200,
  },
  "reports.revenue": {
    audience: "provider",
    intruder: "tenant",
    input: async () => ({ from: "2026-01-01", to: "2026-12-31" }),
    ok: 200,
  },
  "reports.utilisation": {
    audience: "provider",
    intruder: "tenant",
    input: async () => ({ from: "2026-01-01", to: "2026-12-31" }),
    ok: 200,
  },
  "reports.customers": {
    audience: "provider",
    intruder: "tenant",
    input: async () => ({ from: "2026-01-01", to: "2026-12-31" }),
    ok: 200,
  },
  "closures.delete": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await ownerRecord("/v1/closures", { date: "2027-05-01" }) }),
    ok: 200,
    snapshot: () => ownerGet("/v1/closures?from=2026-01-01"),
  },
  "keys.list": { audience: "provider", intruder: "tenant", input: async () => ({}), ok: 200 },
  "keys.create": {
    audience: "provider",
    intruder: "tenant",
    input: async () => ({ audience: "public", origins: ["https://salon.example"] }),
    ok: 201,
    snapshot: async () => (await ownerGet("/v1/keys")).data.length,
  },
  "keys.update": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await ownerRecord("/v1/keys", { audience: "public" }), origins: ["https://elsewhere.example"] }),
    ok: 200,
    snapshot: () => ownerGet("/v1/keys"),
  },
  "keys.delete": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await ownerRecord("/v1/keys", { audience: "public" }) }),
    ok: 200,
    snapshot: () => ownerGet("/v1/keys"),
  },
  "availability.get": {
    audience: "catalog",
    intruder: "record",
    input: async () => ({ serviceId: owner.serviceId, from: "2026-11-23", to: "2026-11-24" }),
    ok: 200,
  },
  "availability.explain": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ serviceId: owner.serviceId, date: "2026-11-23" }),
    ok: 200,
  },
  // Bookings
  "bookings.list": {
    audience: "own",
    intruder: "tenant",
    input: async () => {
      await newBooking();
      return { customerId: owner.customerId, limit: 100 };
    },
    ok: 200,
  },
  "bookings.get": { audience: "provider", intruder: "record", input: async () => ({ id: await newBooking() }), ok: 200 },
  "bookings.history": { audience: "provider", intruder: "record", input: async () => ({ id: await newBooking() }), ok: 200 },
  "bookings.checkIn": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await newBooking() }),
    ok: 200,
    // The booking's answers do not carry the check-in: read it where it is kept.
    snapshot: async (input) => (await sql`SELECT checked_in_at FROM bookings WHERE id = ${input.id}`.execute(t.db)).rows,
  },
  "bookings.restore": {
    audience: "provider",
    intruder: "record",
    input: async () => {
      const id = await newBooking();
      expectOk(await owner.api.delete(`/v1/bookings/${id}`), 200, "setup cancel");
      return { id };
    },
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/bookings/${input.id as string}`),
  },
  "bookings.create": {
    audience: "catalog",
    intruder: "record",
    input: async () => ({ customerId: owner.customerId, serviceId: owner.serviceId, staffId: owner.annId, dateTime: nextSlot() }),
    ok: 201,
    snapshot: () => ownerTotal("/v1/bookings"),
    // A visitor books the owner's service with their own details.
    visitor: async () => ({
      serviceId: owner.serviceId,
      staffId: owner.annId,
      dateTime: nextSlot(),
      customer: { name: "Vera Visitor", email: `${unique("visitor")}@example.com`, phone: "+49 40 5550199" },
    }),
  },
  "bookings.update": {
    audience: "own",
    intruder: "record",
    // A move: the one change customer keys may make (to their own bookings).
    input: async () => ({ id: await newBooking(), dateTime: nextSlot() }),
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/bookings/${input.id as string}`),
  },
  "bookings.delete": {
    audience: "own",
    intruder: "record",
    input: async () => ({ id: await newBooking(), reason: "Hijacked" }),
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/bookings/${input.id as string}`),
  },
  // Visits
  "visits.create": {
    audience: "catalog",
    intruder: "record",
    input: async () => ({ customerId: owner.customerId, start: nextSlot(), items: [{ serviceId: owner.serviceId, staffId: owner.annId }] }),
    ok: 201,
    snapshot: () => ownerTotal("/v1/bookings"),
    visitor: async () => ({
      start: nextSlot(),
      items: [{ serviceId: owner.serviceId, staffId: owner.annId }],
      customer: { name: "Vera Visitor", email: `${unique("visitor")}@example.com`, phone: "+49 40 5550199" },
    }),
  },
  "visits.get": { audience: "own", intruder: "record", input: async () => ({ id: await newVisit() }), ok: 200 },
  "visits.update": {
    audience: "own",
    intruder: "record",
    input: async () => ({ id: await newVisit(), start: nextSlot() }),
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/visits/${input.id as string}`),
  },
  "visits.delete": {
    audience: "own",
    intruder: "record",
    input: async () => ({ id: await newVisit(), reason: "Hijacked" }),
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/visits/${input.id as string}`),
  },
  "visits.confirm": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await newVisit() }),
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/visits/${input.id as string}`),
  },
  // Series
  "series.create": {
    audience: "own",
    intruder: "record",
    input: async () => seriesInput(),
    ok: 201,
    snapshot: () => ownerTotal("/v1/bookings"),
  },
  "series.get": { audience: "own", intruder: "record", input: async () => ({ id: await newSeries() }), ok: 200 },
  "series.cancel": {
    audience: "own",
    intruder: "record",
    input: async () => {
      const input = seriesInput();
      const id = await ownerRecord("/v1/series", input);
      // The first occurrence's key: its local start (January: UTC+1, as the start is written).
      return { id, scope: "all", key: (input.start as string).slice(0, 16) };
    },
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/series/${input.id as string}`),
  },
  "series.confirm": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await newSeries() }),
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/series/${input.id as string}`),
  },
  "series.update": {
    audience: "own",
    intruder: "record",
    input: async () => {
      const input = seriesInput();
      const id = await ownerRecord("/v1/series", input);
      // Both Mondays on to the Tuesdays after them, at the same hour (Tuesdays are free).
      const start = input.start as string;
      const tuesday = new Date(Date.parse(start) + 86_400_000).toISOString();
      return { id, scope: "all", key: start.slice(0, 16), start: tuesday };
    },
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/series/${input.id as string}`),
  },
  "series.list": {
    audience: "own",
    intruder: "tenant",
    input: async () => {
      await newSeries();
      return { customerId: owner.customerId };
    },
    ok: 200,
  },
  // Waitlist
  "waitlist.create": {
    audience: "catalog",
    intruder: "record",
    input: waitingInput,
    ok: 201,
    snapshot: () => ownerTotal("/v1/waitlist"),
    visitor: async () => {
      const { customerId: _, ...rest } = await waitingInput();
      return { ...rest, customer: { name: "Vera Visitor", email: `${unique("visitor")}@example.com` } };
    },
  },
  "waitlist.list": {
    audience: "own",
    intruder: "tenant",
    input: async () => {
      await newWaitlistEntry();
      return {};
    },
    ok: 200,
  },
  "waitlist.delete": {
    audience: "own",
    intruder: "record",
    input: async () => ({ id: await newWaitlistEntry() }),
    ok: 200,
    snapshot: (input) =>
      ownerGet(`/v1/waitlist?status=left&limit=100`).then((body) => (body.data as { id: string }[]).some((e) => e.id === input.id)),
  },
  "waitlist.offer": {
    audience: "provider",
    intruder: "record",
    // A customer of their own each time (one entry per customer and line), waiting for Ann.
    input: async () => ({
      id: await ownerRecord("/v1/waitlist", {
        customerId: await ownerRecord("/v1/customers", { name: "Wanda Waiting", email: `${unique("wanda")}@example.com` }),
        serviceId: owner.serviceId,
        staffId: owner.annId,
        windows: [{ from: "2026-11-23", to: "2027-01-31" }],
      }),
      start: nextSlot(),
    }),
    ok: 201,
    snapshot: (input) =>
      ownerGet(`/v1/waitlist?status=offered&limit=100`).then((body) => (body.data as { id: string }[]).some((e) => e.id === input.id)),
  },
  "bookings.payment": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await newBooking("confirmed"), method: "cash" }),
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/bookings/${input.id as string}`),
  },
  "bookings.refund": {
    audience: "provider",
    intruder: "record",
    input: async () => {
      const id = await newBooking("confirmed");
      expectOk(await owner.api.post(`/v1/bookings/${id}/payment`, { method: "card" }), 200, "setup payment");
      return { id };
    },
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/bookings/${input.id as string}`),
  },
  // Customers
  "customers.list": { audience: "provider", intruder: "tenant", input: async () => ({ q: "Chris", limit: 100 }), ok: 200 },
  "customers.get": { audience: "provider", intruder: "record", input: async () => ({ id: await newCustomer() }), ok: 200 },
  "customers.profile": { audience: "provider", intruder: "record", input: async () => ({ id: await newCustomer() }), ok: 200 },
  "customers.create": {
    audience: "provider",
    intruder: "tenant",
    // The same email in another tenant is another customer: the owner's create succeeds after the intruder's.
    input: async () => ({ name: "Twin", email: `${unique("twin")}@example.com` }),
    ok: 201,
    snapshot: () => ownerTotal("/v1/customers"),
  },
  "customers.update": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await newCustomer(), name: "Hijacked", notes: "x" }),
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/customers/${input.id as string}`),
  },
  // Services
  // Manage links (no key: the token is the credential)
  "manage.get": { audience: "link", input: async () => ({ token: await newManageToken() }) },
  "manage.availability": { audience: "link", input: async () => ({ token: await newManageToken(), from: "2026-11-23", to: "2026-11-24" }) },
  "manage.reschedule": {
    audience: "link",
    input: async () => ({ token: await newManageToken(), dateTime: nextSlot(), staffId: owner.bobId }),
  },
  "manage.cancel": { audience: "link", input: async () => ({ token: await newManageToken(), reason: "Plans changed" }) },
  // A booking that is not held answers as it is, whatever the code.
  "manage.verify": { audience: "link", input: async () => ({ token: await newManageToken(), code: "not-the-emailed-code" }) },
  "manage.claim": {
    audience: "link",
    input: async () => ({ token: await newOfferTokenOf(owner, ownerIds) }),
    elsewhere: async () => ({ token: await newOfferTokenOf(intruder, intruderIds) }),
  },
  "waitlist.manage": {
    audience: "link",
    view: "waitlist.manage",
    tokenField: "entryToken",
    input: async () => ({ entryToken: await newWaitlistTokenOf(keys.ownerCustomer, owner, ownerIds) }),
    elsewhere: async () => ({ entryToken: await newWaitlistTokenOf(keys.intruderCustomer, intruder, intruderIds) }),
  },
  // Leaving changes what the view shows: the entry the attempts aim at is viewed before and after them, then left.
  "waitlist.manageLeave": {
    audience: "link",
    view: "waitlist.manage",
    tokenField: "entryToken",
    input: async () => ({ entryToken: await newWaitlistTokenOf(keys.ownerCustomer, owner, ownerIds) }),
    elsewhere: async () => ({ entryToken: await newWaitlistTokenOf(keys.intruderCustomer, intruder, intruderIds) }),
  },
  // Verifying an entry in line already changes nothing, whatever the code: the view shows it as it was.
  "waitlist.manageVerify": {
    audience: "link",
    view: "waitlist.manage",
    tokenField: "entryToken",
    input: async () => ({ entryToken: await newWaitlistTokenOf(keys.ownerCustomer, owner, ownerIds), code: "not-the-emailed-code" }),
    elsewhere: async () => ({
      entryToken: await newWaitlistTokenOf(keys.intruderCustomer, intruder, intruderIds),
      code: "not-the-emailed-code",
    }),
  },
  "manage.payment": {
    audience: "link",
    input: async () => ({ token: await newPaidHoldTokenOf(keys.ownerCustomer, owner, ownerIds) }),
    elsewhere: async () => ({ token: await newPaidHoldTokenOf(keys.intruderCustomer, intruder, intruderIds) }),
  },
  "manage.decline": {
    audience: "link",
    input: async () => ({ token: await newOfferTokenOf(owner, ownerIds) }),
    elsewhere: async () => ({ token: await newOfferTokenOf(intruder, intruderIds) }),
  },
  "services.list": {
    audience: "catalog",
    intruder: "tenant",
    input: async () => ({ active: false, limit: 100 }),
    ok: 200,
    // Active services only (active=false notwithstanding).
    visitorSees: async (res) => {
      const active = await t.db
        .selectFrom("services")
        .select("id")
        .where("provider_id", "=", owner.providerId)
        .where("is_active", "=", true)
        .execute();
      expect((res.body.data as { id: string }[]).map((x) => x.id).sort()).toEqual(active.map((x) => x.id).sort());
    },
  },
  "services.get": { audience: "catalog", intruder: "record", input: async () => ({ id: await newService() }), ok: 200 },
  "services.create": {
    audience: "provider",
    intruder: "tenant",
    input: async () => ({ name: "Intruder service", duration: 30, price: 1 }),
    ok: 201,
    snapshot: () => ownerTotal("/v1/services?active=false"),
  },
  "services.update": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await newService(), price: 0, isActive: false }),
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/services/${input.id as string}`),
  },
  // Resources
  "resources.list": { audience: "provider", intruder: "tenant", input: async () => ({ active: false, limit: 100 }), ok: 200 },
  "resources.get": { audience: "provider", intruder: "record", input: async () => ({ id: await newResource() }), ok: 200 },
  "resources.create": {
    audience: "provider",
    intruder: "tenant",
    input: async () => ({ name: "Intruder room", quantity: 1 }),
    ok: 201,
    snapshot: () => ownerTotal("/v1/resources?active=false"),
  },
  "resources.update": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await newResource(), quantity: 100, active: false }),
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/resources/${input.id as string}`),
  },
  "resources.delete": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await newResource() }),
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/resources/${input.id as string}`),
  },
  // Class sessions
  "sessions.list": { audience: "provider", intruder: "tenant", input: async () => ({ limit: 100 }), ok: 200 },
  "sessions.get": { audience: "provider", intruder: "record", input: async () => ({ id: await newSession() }), ok: 200 },
  "sessions.roster": { audience: "provider", intruder: "record", input: async () => ({ id: await newSession() }), ok: 200 },
  "sessions.create": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ serviceId: await newClassService(), staffId: owner.annId, start: nextSlot() }),
    ok: 201,
    snapshot: () => ownerTotal("/v1/sessions"),
  },
  "sessions.delete": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await newSession() }),
    ok: 200,
    snapshot: (input) => ownerGet(`/v1/sessions/${input.id as string}`),
  },
  // Reviews and templates
  "provider.reviews.list": {
    audience: "marketplace",
    input: async () => ({ providerId: owner.providerId, limit: 100 }),
    sees: () => ownerReviewId,
  },
  "provider.reviews.create": {
    audience: "customer",
    run: async () => {
      const bookingId = await newBooking("confirmed", "completed");
      const input = { bookingId, rating: 5, comment: "Lovely" };
      const path = "provider.reviews.create";
      // Provider keys, the owner's own included: 403.
      await expectRefused(keys.owner, path, input, 403, "FORBIDDEN");
      await expectRefused(keys.intruder, path, input, 403, "FORBIDDEN");
      // A customer whose booking it is not: of another provider, or another customer of the owner.
      await expectRefused(keys.intruderCustomer, path, input, 404, "NOT_FOUND");
      await expectRefused(keys.intruderCustomer, path, { ...input, providerId: owner.providerId }, 404, "NOT_FOUND");
      await expectRefused(keys.ownerOtherCustomer, path, input, 404, "NOT_FOUND");
      const before = await call(keys.owner, "provider.reviews.list", {});
      expect(before.body.reviews.some((r: { bookingId: string }) => r.bookingId === bookingId)).toBe(false);
      // The booking's own customer.
      const created = expectOk(await call(keys.ownerCustomer, path, input), 200, "own customer");
      expect(created.body).toMatchObject({ bookingId, rating: 5 });
    },
  },
  "provider.reviews.respond": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ reviewId: ownerReviewId, response: "Thanks, see you soon" }),
    ok: 200,
    snapshot: async () => (await call(keys.owner, "provider.reviews.list", { limit: 100 })).body,
  },
  "provider.reviewResponseTemplates.list": { audience: "provider", intruder: "tenant", input: async () => ({}), ok: 200 },
  "provider.reviewResponseTemplates.create": {
    audience: "provider",
    intruder: "tenant",
    input: async () => ({ name: "Intruder template", body: "Thanks {{customerName}}" }),
    ok: 200,
    snapshot: async () => (await call(keys.owner, "provider.reviewResponseTemplates.list", {})).body,
  },
  "provider.notifications.list": { audience: "provider", intruder: "tenant", input: async () => ({ limit: 100 }), ok: 200 },
  "provider.notifications.send": {
    audience: "provider",
    intruder: "record",
    // Announcing to the owner's customer.
    input: async () => ({ title: "Offer", body: "Half price", customerIds: [owner.customerId] }),
    ok: 200,
    snapshot: async () => (await call(keys.ownerCustomer, "user.smartNotifications.list", { limit: 100 })).body.total,
  },
  // Search
  "search.providers": { audience: "marketplace", input: async () => ({ limit: 100 }), sees: () => owner.providerId },
  "search.services": {
    audience: "marketplace",
    input: async () => ({ providerId: owner.providerId, limit: 100 }),
    sees: () => owner.serviceId,
  },
  "search.suggestions": { audience: "marketplace", input: async () => ({ q: "Cut" }), sees: () => "Cut & colour" },
  // The caller itself, its notification preferences and smart notifications
  "user.me": {
    audience: "caller",
    input: async () => ({}),
    run: async () => {
      const me = async (key: string) => expectOk(await call(key, "user.me", {}), 200, "me").body;
      expect(await me(keys.owner)).toMatchObject({ audience: "provider", customerId: null, provider: { id: owner.providerId } });
      expect(await me(keys.ownerCustomer)).toMatchObject({
        audience: "customer",
        customerId: owner.customerId,
        provider: { id: owner.providerId },
      });
      expect(await me(keys.intruder)).toMatchObject({ audience: "provider", customerId: null, provider: { id: intruder.providerId } });
      expect(await me(keys.intruderCustomer)).toMatchObject({
        audience: "customer",
        customerId: intruder.customerId,
        provider: { id: intruder.providerId },
      });
    },
  },
  "user.notificationPreferences.get": {
    audience: "caller",
    input: async () => ({}),
    run: async () => {
      expectOk(
        await call(keys.ownerCustomer, "user.notificationPreferences.update", { email: { reviewRequest: false } }),
        200,
        "customer update",
      );
      const flag = async (key: string) =>
        expectOk(await call(key, "user.notificationPreferences.get", {}), 200, "get").body.email.reviewRequest as boolean;
      expect(await flag(keys.ownerCustomer)).toBe(false);
      expect(await flag(keys.owner)).toBe(true);
      expect(await flag(keys.ownerOtherCustomer)).toBe(true);
      expect(await flag(keys.intruder)).toBe(true);
      expect(await flag(keys.intruderCustomer)).toBe(true);
    },
  },
  "user.notificationPreferences.update": {
    audience: "caller",
    input: async () => ({ sms: { bookingConfirmed: false } }),
    run: async () => {
      const path = "user.notificationPreferences.update";
      const provider = expectOk(await call(keys.owner, path, { sms: { bookingConfirmed: false } }), 200, "provider update");
      expect(provider.body.sms.bookingConfirmed).toBe(false);
      const customer = expectOk(await call(keys.ownerOtherCustomer, path, { push: { newBooking: false } }), 200, "customer update");
      // Each caller's own preferences: the customer's answer does not carry the provider's change.
      expect(customer.body.sms.bookingConfirmed).toBe(true);
      expect(customer.body.push.newBooking).toBe(false);
      const get = async (key: string) => expectOk(await call(key, "user.notificationPreferences.get", {}), 200, "get").body;
      expect((await get(keys.owner)).push.newBooking).toBe(true);
      expect((await get(keys.intruder)).sms.bookingConfirmed).toBe(true);
      expect((await get(keys.intruderCustomer)).push.newBooking).toBe(true);
    },
  },
  "user.smartNotifications.list": {
    audience: "caller",
    input: async () => ({}),
    run: async () => {
      const path = "user.smartNotifications.list";
      const ids = async (key: string) =>
        expectOk(await call(key, path, { limit: 100 }), 200, "list").body.notifications as { id: string; data: Record<string, unknown> }[];
      const mine = (await ids(keys.ownerCustomer)).filter((n) => n.data.announcementId === ownerAnnouncementId);
      expect(mine).toHaveLength(1);
      for (const key of [keys.owner, keys.ownerOtherCustomer, keys.intruder, keys.intruderCustomer]) {
        expect((await ids(key)).map((n) => n.id)).not.toContain(mine[0]!.id);
      }
    },
  },
  "user.smartNotifications.markRead": {
    audience: "caller",
    input: async () => ({ notificationIds: ["ntf_00000000000000000000"] }),
    run: async () => {
      const sent = expectOk(
        await call(keys.owner, "provider.notifications.send", { title: "Mark me", body: "Read", customerIds: [owner.customerId] }),
        200,
        "send",
      );
      const list = await call(keys.ownerCustomer, "user.smartNotifications.list", { limit: 100 });
      const notification = (list.body.notifications as { id: string; read: boolean; data: Record<string, unknown> }[]).find(
        (n) => n.data.announcementId === sent.body.id,
      )!;
      expect(notification.read).toBe(false);
      // Anyone else marking it changes nothing: it is not theirs.
      for (const key of [keys.owner, keys.ownerOtherCustomer, keys.intruder, keys.intruderCustomer]) {
        const res = expectOk(await call(key, "user.smartNotifications.markRead", { notificationIds: [notification.id] }), 200, "markRead");
        expect(res.body).toEqual({ updated: 0 });
      }
      const still = await call(keys.ownerCustomer, "user.smartNotifications.list", { unread: "true", limit: 100 });
      expect((still.body.notifications as { id: string }[]).map((n) => n.id)).toContain(notification.id);
      const own = await call(keys.ownerCustomer, "user.smartNotifications.markRead", { notificationIds: [notification.id] });
      expect(own.body).toEqual({ updated: 1 });
    },
  },
  // Webhooks: provider keys only
  "user.webhooks.list": { audience: "provider", intruder: "tenant", input: async () => ({}), ok: 200 },
  "user.webhooks.create": {
    audience: "provider",
    intruder: "tenant",
    input: async () => ({ url: "https://hooks.invalid/other", events: ["booking.created"] }),
    ok: 200,
    snapshot: async () => (await call(keys.owner, "user.webhooks.list", {})).body,
  },
  "user.webhooks.update": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await newWebhook(), isActive: false, events: ["review.created"] }),
    ok: 200,
    snapshot: async () => (await call(keys.owner, "user.webhooks.list", {})).body,
  },
  "user.webhooks.delete": {
    audience: "provider",
    intruder: "record",
    input: async () => ({ id: await newWebhook() }),
    ok: 200,
    snapshot: async () => (await call(keys.owner, "user.webhooks.list", {})).body,
  },
  "user.webhooks.test": {
    audience: "provider",
    intruder: "record",
    // hooks.invalid never resolves: the owner's test is answered without any traffic leaving the machine.
    input: async () => ({ id: ownerWebhookId }),
    ok: 200,
    snapshot: async () => (await call(keys.owner, "user.webhooks.deliveries", { id: ownerWebhookId })).body.total,
  },
  "user.webhooks.deliveries": { audience: "provider", intruder: "record", input: async () => ({ id: ownerWebhookId }), ok: 200 },
  "user.webhooks.redeliver": {
    audience: "provider",
    intruder: "record",
    // A finished delivery of the owner's: a test delivery (to hooks.invalid, so it failed).
    input: async () => {
      await call(keys.owner, "user.webhooks.test", { id: ownerWebhookId });
      const log = await call(keys.owner, "user.webhooks.deliveries", { id: ownerWebhookId, limit: 1 });
      return { deliveryId: log.body.deliveries[0].id as string };
    },
    ok: 200,
    snapshot: async (input) => {
      const log = await call(keys.owner, "user.webhooks.deliveries", { id: ownerWebhookId, limit: 100 });
      return (log.body.deliveries as { id: string; status: string }[]).find((d) => d.id === input.deliveryId)?.status;
    },
  },
  "user.events": { audience: "provider", intruder: "tenant", input: async () => ({ limit: 100 }), ok: 200 },
};

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  // Every request comes from one address: public keys' limits per address are tested elsewhere.
  t = await startTestApi({ addressLimits: { perAddress: 1_000_000, bookingsPerAddress: 1_000_000, bookingsPerAddressHour: 1_000_000 } });
  t.clock.set("2026-11-20T08:00:00Z");
  // Payments taken online (a booking held until paid, resumed by its link), at the local Stripe stand-in.
  ({ stripe } = await takePaymentsWithStandIn(t));
  owner = await createSalon(t);
  intruder = await createSalon(t);
  for (const id of [owner.providerId, owner.serviceId, owner.otherServiceId, owner.annId, owner.bobId, owner.customerId]) ownerIds.add(id);
  for (const id of [
    intruder.providerId,
    intruder.serviceId,
    intruder.otherServiceId,
    intruder.annId,
    intruder.bobId,
    intruder.customerId,
  ]) {
    intruderIds.add(id);
  }
  keys.owner = owner.apiKey;
  keys.intruder = intruder.apiKey;
  keys.ownerCustomer = (await createCustomerKey(t.db, owner.providerId, owner.customerId)).apiKey;
  keys.ownerOtherCustomer = (await createCustomerKey(t.db, owner.providerId, await newCustomer())).apiKey;
  keys.intruderCustomer = (await createCustomerKey(t.db, intruder.providerId, intruder.customerId)).apiKey;
  const publicKey = (providerId: string) => createPublicKey(t.db, providerId, ["https://shop.example"]);
  publicKeys.owner = (await publicKey(owner.providerId)).apiKey;
  publicKeys.intruder = (await publicKey(intruder.providerId)).apiKey;
  const revoked = await publicKey(owner.providerId);
  await revokeApiKey(t.db, revoked.id);
  publicKeys.revoked = revoked.apiKey;
  // Staff members with phone numbers, which public keys must never see.
  expectOk(await owner.api.patch(`/v1/staff/${owner.annId}`, { phone: "+49 30 5550101" }), 200, "setup phone");
  expectOk(await intruder.api.patch(`/v1/staff/${intruder.annId}`, { phone: "+49 30 5550202" }), 200, "setup phone");

  // A manage link that worked until a week after its booking's end (Monday 2 November 2026).
  t.clock.set("2026-11-01T08:00:00Z");
  const past = await apiClient(t.url, keys.ownerCustomer).post("/v1/bookings", {
    serviceId: owner.serviceId,
    staffId: owner.bobId,
    dateTime: "2026-11-02T10:00:00+01:00",
  });
  expectOk(past, 201, "setup: a booking now long past");
  ownerIds.add(past.body.data.id as string);
  expiredToken = past.body.data.manage.token as string;
  expectOk(await call(undefined, "manage.get", { token: expiredToken }), 200, "setup: the link while it was valid");
  t.clock.set("2026-11-20T08:00:00Z");

  // The owner's review, template, webhook and announcement that several cases aim at.
  const reviewed = await newBooking("confirmed", "completed");
  const review = expectOk(
    await call(keys.ownerCustomer, "provider.reviews.create", { bookingId: reviewed, rating: 4 }),
    200,
    "setup review",
  );
  ownerReviewId = review.body.id;
  ownerTemplateId = await ownerRecord(
    "/api/rpc/provider/reviewResponseTemplates/create",
    { name: "Thanks", body: "Thanks {{customerName}}" },
    200,
  );
  ownerWebhookId = await newWebhook();
  ownerAnnouncementId = await ownerRecord(
    "/api/rpc/provider/notifications/send",
    { title: "Welcome", body: "Hello", customerIds: [owner.customerId] },
    200,
  );
  ownerIds.add(ownerReviewId);
  expect(ownerTemplateId).toMatch(/^tpl_/);

  // The intruder has records of its own, so its lists are not trivially empty.
  intruderIds.add((await intruder.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id as string);
  intruderIds.add(intruder.providerId);
  await intruder.api.post("/api/rpc/user/webhooks/create", { url: "https://hooks.invalid/intruder", events: ["booking.created"] });
  await intruder.api.post("/api/rpc/provider/reviewResponseTemplates/create", { name: "Mine", body: "Thanks" });
  await intruder.api.post("/api/rpc/provider/notifications/send", { title: "Mine", body: "Mine" });
}, 60_000);

afterAll(async () => {
  await stripe?.close();
  await t?.close();
});

describe("isolation sweep", () => {
  it("has an entry for every procedure of the router, with its audience from audiences.ts", () => {
    const routed = Object.keys(procedures).sort();
    expect(
      routed.filter((p) => !(p in CASES)),
      "procedures without an entry in CASES",
    ).toEqual([]);
    expect(
      routed.filter((p) => !(p in AUDIENCES)),
      "procedures without an entry in audiences.ts",
    ).toEqual([]);
    for (const p of routed) expect(CASES[p]!.audience, p).toBe(AUDIENCES[p]);
    // An entry ahead of its procedure (several people change the router at once) only warns.
    const stale = Object.keys(CASES).filter((p) => !(p in procedures));
    if (stale.length) console.warn(`isolation: entries for procedures not in the router: ${stale.join(", ")}`);
  });

  it.each(Object.keys(CASES).filter((p) => p in procedures))("%s", async (path) => {
    const entry = CASES[path]!;
    const input = entry.audience === "customer" ? { bookingId: "bk_00000000000000000000", rating: 5 } : await entry.input();
    if (entry.audience === "link") {
      // No key needed: the token is the credential.
      const field = entry.tokenField ?? "token";
      const token = input[field] as string;
      const ownView = async () =>
        expectOk(await call(undefined, entry.view ?? "manage.get", { [field]: token }), 200, "the owner's record").body;
      const before = await ownView();
      // A forged, a malformed and an expired token: 404 alike, with or without a key of any kind.
      for (const wrong of ["Z".repeat(32), "short", `${token}Z`, "é".repeat(32), "x".repeat(201), expiredToken]) {
        await expectRefused(undefined, path, { ...input, [field]: wrong }, 404, "NOT_FOUND");
      }
      for (const key of [keys.intruder, publicKeys.owner, publicKeys.intruder]) {
        await expectRefused(key, path, { ...input, [field]: "Z".repeat(32) }, 404, "NOT_FOUND");
      }
      // Another booking's token reaches that booking only: nothing of the owner's shows, and the
      // owner's staff member named on it is not found.
      const elsewhere = entry.elsewhere ? await entry.elsewhere() : { ...input, token: await newIntruderToken() };
      if (input.staffId) await expectRefused(undefined, path, elsewhere, 404, "NOT_FOUND");
      else expectNoOwnerRecords(expectOk(await call(undefined, path, elsewhere), 200, "another booking's token"), input);
      expect(await ownView(), "the owner's booking changed").toEqual(before);
      expectOk(await call(undefined, path, input), 200, "the link's own token");
      return;
    }
    // No key at all, or a revoked public key: 401, whatever the audience.
    await expectRefused(undefined, path, input, 401, "UNAUTHORIZED");
    await expectRefused(publicKeys.revoked, path, input, 401, "UNAUTHORIZED");
    // Public keys, the owner's own included, get 403 on everything but the catalog.
    if (entry.audience !== "catalog") {
      await expectRefused(publicKeys.owner, path, input, 403, "FORBIDDEN");
      await expectRefused(publicKeys.intruder, path, input, 403, "FORBIDDEN");
    }

    switch (entry.audience) {
      case "provider":
      case "catalog":
      case "own": {
        const before = await entry.snapshot?.(input);
        if (entry.audience === "provider") {
          // Customer keys, of the owner's customers and of another provider's: 403.
          await expectRefused(keys.ownerCustomer, path, input, 403, "FORBIDDEN");
          await expectRefused(keys.intruderCustomer, path, input, 403, "FORBIDDEN");
        } else if (entry.intruder === "record") {
          // Another provider's customer key never reaches the owner's record; on a booking of the
          // owner's, another customer of the owner is refused alike.
          const refused = await call(keys.intruderCustomer, path, input);
          expect([400, 403, 404], refused.text.slice(0, 300)).toContain(refused.status);
          expectNoOwnerRecords(refused, input);
          if (entry.audience === "own") await expectRefused(keys.ownerOtherCustomer, path, input, 404, "NOT_FOUND");
        } else {
          const res = expectOk(await call(keys.intruderCustomer, path, input), entry.ok, "another provider's customer");
          expectNoOwnerRecords(res, input);
        }
        if (entry.intruder === "record") {
          // Another provider's key: 404, exactly as for a record that does not exist.
          await expectRefused(keys.intruder, path, input, 404, "NOT_FOUND");
        } else {
          // Another provider's key acts in its own tenant and sees none of the owner's records.
          const res = expectOk(await call(keys.intruder, path, input), entry.ok, "intruder in its own tenant");
          expectNoOwnerRecords(res, input);
          if (procedures[path]!._def.type === "query") {
            const native = await callTrpc(keys.intruder, path, input);
            expect(native.status, native.text.slice(0, 300)).toBe(200);
            expectNoOwnerRecords(native, input);
          }
        }
        const visitorInput = entry.audience === "catalog" && entry.visitor ? await entry.visitor() : input;
        if (entry.audience === "catalog") {
          // Another provider's public key: 404 for the owner's records, or its own tenant only.
          if (entry.intruder === "record") {
            await expectRefused(publicKeys.intruder, path, visitorInput, 404, "NOT_FOUND");
          } else {
            const res = await expectVisitorAnswer(publicKeys.intruder, path, visitorInput, entry.ok, "another provider's public key");
            expectNoOwnerRecords(res, visitorInput);
            expectSomeOf(res, intruderIds, "another provider's public key does not see its own records");
          }
        }
        if (entry.snapshot) expect(await entry.snapshot(input), "the owner's records changed").toEqual(before);
        // The owner's key succeeds with the same input: the refusals were about who asked.
        const res = expectOk(await call(keys.owner, path, input), entry.ok, "owner");
        for (const id of [res.body?.data?.id, res.body?.id]) if (typeof id === "string") ownerIds.add(id);
        if (entry.audience === "catalog") {
          // The owner's public key reads (and books) the owner's records, public fields only.
          const visitor = await expectVisitorAnswer(publicKeys.owner, path, visitorInput, entry.ok, "the owner's public key");
          expectNoOwnerRecords(visitor, visitorInput, intruderIds);
          expectSomeOf(visitor, ownerIds, "the owner's public key does not see the owner's records");
          await entry.visitorSees?.(visitor);
          if (typeof visitor.body?.data?.id === "string") ownerIds.add(visitor.body.data.id as string);
        }
        break;
      }
      case "marketplace": {
        for (const [who, key] of Object.entries(keys)) {
          const res = expectOk(await call(key, path, input), 200, `${who} key`);
          expect(res.text, `${who} key does not see the owner's public records`).toContain(entry.sees());
          expect((await callTrpc(key, path, input)).status).toBe(200);
        }
        break;
      }
      case "customer":
      case "caller":
        await entry.run();
        break;
      default:
        throw new Error(`${path}: no rules for audience ${String((entry as Case).audience)}`);
    }
  });
});
