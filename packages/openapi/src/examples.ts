// Examples and tags for the generated OpenAPI documents. Every parameter, request body and
// response gets an example built from its schema: a field's own `.meta({ example })` first (in
// the routers' schemas.ts files), else a value chosen by the field's name and the resource it
// belongs to, else one derived from its type and format. `pnpm lint:openapi` checks every example
// against its schema, and the /docs browser test sends the documented requests.

/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- walks untyped JSON Schema */
type Schema = Record<string, any>;
type Doc = Record<string, any>;

/** Ids used in examples; the docs test replaces them with real ones. */
export const EXAMPLE_IDS = {
  provider: "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32",
  staff: "staff_3kTqZ8mN2pL5vR7xY9wB",
  customer: "cus_9wB2kTqZ8mN3pL5vR7xY",
  service: "svc_5vR7xY9wB3kTqZ8mN2pL",
  booking: "bk_7fQ2mN9pL4vR6xY8wB1c",
  review: "rev_2pL5vR7xY9wB3kTqZ8mN",
  template: "tpl_8mN2pL5vR7xY9wB3kTqZ",
  webhook: "wh_4vR6xY8wB1c7fQ2mN9pL",
  notification: "ntf_6xY8wB1c7fQ2mN9pL4vR",
  delivery: "whd_8J2kQ0bW1nZr5TtY3xLm",
  key: "key_1c7fQ2mN9pL4vR6xY8wB",
  resource: "res_4fK8mQ2xT9vB6nW1zR3c",
  session: "ses_7hR2kN5pQ8wT3vX6zB1d",
  visit: "vis_3kTq8LmN2pR5vX9zB4cD",
  series: "ser_5hJ2kLmN8pQ4rT6vX9zB",
  waitlist: "wl_8vN3kQ2mT6pL9xR4zB7c",
} as const;

type Resource = keyof typeof EXAMPLE_IDS;

/** The secret of the webhooks/create example; the webhooks' examples are signed with it. */
export const EXAMPLE_WEBHOOK_SECRET = "whsec_3kTqZ8mN2pL5vR7xY9wB3kTqZ8mN2pL5vR7xY9wB";

const TAG_DESCRIPTIONS: Record<string, string> = {
  Staff: "Staff members, their weekly schedules and daily availability",
  Bookings: "Bookings of a service with a staff member, their status, time and payment",
  Customers: "The provider's customers",
  Services: "The services a provider offers, with duration (minutes) and price",
  Resources: "Rooms, chairs and equipment, each with a number of identical units",
  Sessions: "Class sessions: the shared time of a class service's bookings, with their seats",
  Reviews: "Customers' reviews of completed bookings and the provider's responses",
  "Review response templates": "Reusable responses to reviews, with {{customerName}} and {{rating}} placeholders",
  "Provider notifications": "Announcements a provider sends to its customers",
  Search: "Marketplace-wide search over providers and services (any valid key)",
  Notifications: "The caller's smart notifications and notification preferences",
  Webhooks: "Signed HTTP callbacks for events (provider keys)",
  Account: "What the caller's API key acts as, and its provider's settings",
  Keys: "The provider's API keys: public keys for its booking page, provider keys for integrations (a key is shown once)",
  Availability: "Start times a service can be booked at, across the members who offer it",
  "Booking page": "What a salon's booking page shows of it (any key, public keys included)",
  "Manage links": "A booking viewed, moved, cancelled, verified or added to a calendar with its manage link (no API key)",
  Visits: "Several services booked back to back for one customer, moved and cancelled as one",
  Series: "The same service at the same local time by a rule (weekly physio, a cut every four weeks), booked in one go",
  Waitlist: "Customers in line for a service's freed times, oldest first, each with the dates, weekdays and hours they could come",
  Reports: "The owner's figures over a range of dates: bookings by status, revenue, utilisation, new and returning customers",
  Payments: "The payment provider's signed notifications (deposits, prepayments and saved cards taken with Stripe)",
};

/**
 * Requests whose body depends on the caller's audience, or on what the request does: one named
 * example each (Swagger UI offers them in a list), the first being what a provider key sends.
 */
const AUDIENCE_EXAMPLES: Record<string, Record<string, { summary: string; value: unknown }>> = {
  "post /v1/waitlist/{id}/offer": {
    member: {
      summary: "An entry waiting for a member: the time alone",
      value: { start: "2027-05-12T10:00:00+02:00" },
    },
    any: {
      summary: "An entry waiting for any member: the time and the member",
      value: { start: "2027-05-12T10:00:00+02:00", staffId: EXAMPLE_IDS.staff },
    },
  },
  "post /v1/bookings": {
    provider: {
      summary: "Provider key (sk_): a customer, a member and a time",
      value: {
        customerId: EXAMPLE_IDS.customer,
        serviceId: EXAMPLE_IDS.service,
        staffId: EXAMPLE_IDS.staff,
        dateTime: "2026-11-23T09:30:00.000Z",
        notes: "Prefers an appointment by the window",
        source: "walk-in",
      },
    },
    customer: {
      summary: "Customer key (ck_): the key's customer books; any free member",
      value: { serviceId: EXAMPLE_IDS.service, dateTime: "2026-11-23T09:30:00.000Z" },
    },
    public: {
      summary: "Public key (pk_, a booking page): the visitor's details",
      value: {
        serviceId: EXAMPLE_IDS.service,
        staffId: EXAMPLE_IDS.staff,
        dateTime: "2026-11-23T09:30:00.000Z",
        customer: { name: "Chris Meyer", email: "chris@example.com", phone: "+49 30 1234567" },
        timezone: "America/New_York",
        locale: "de",
      },
    },
  },
  "post /v1/series": {
    provider: {
      summary: "Provider key (sk_): a customer, the service, a member and the first start; every occurrence or none",
      value: {
        customerId: EXAMPLE_IDS.customer,
        serviceId: EXAMPLE_IDS.service,
        staffId: EXAMPLE_IDS.staff,
        start: "2027-05-11T10:00:00+02:00",
        rule: { frequency: "weekly", interval: 1, count: 6 },
        mode: "all",
      },
    },
    customer: {
      summary: "Customer key (ck_): the key's customer books every fourth Tuesday until a date, skipping what does not fit",
      value: {
        serviceId: EXAMPLE_IDS.service,
        start: "2027-05-11T11:00:00+02:00",
        rule: { frequency: "weekly", interval: 4, until: "2027-09-30" },
        mode: "skip",
      },
    },
  },
  "post /v1/waitlist": {
    provider: {
      summary: "Provider key (sk_): a customer waits for any member on Tuesday and Thursday mornings in May",
      value: {
        serviceId: EXAMPLE_IDS.service,
        customerId: EXAMPLE_IDS.customer,
        windows: [{ from: "2027-05-03", to: "2027-05-28", weekdays: ["TU", "TH"], startTime: "09:00", endTime: "12:00" }],
      },
    },
    customer: {
      summary: "Customer key (ck_): the key's customer waits for one member, any time of two days",
      value: { serviceId: EXAMPLE_IDS.service, staffId: EXAMPLE_IDS.staff, windows: [{ from: "2027-05-10", to: "2027-05-11" }] },
    },
    public: {
      summary: "Public key (pk_): a visitor of the booking page joins with their details",
      value: {
        serviceId: EXAMPLE_IDS.service,
        windows: [{ from: "2027-05-12", to: "2027-05-14", startTime: "15:00" }],
        customer: { name: "Chris Meyer", email: "chris@example.com", phone: "+49 30 1234567" },
        locale: "de",
      },
    },
  },
  "post /v1/visits": {
    provider: {
      summary: "Provider key (sk_): a customer, the services in order (members optional) and the first start",
      value: {
        customerId: EXAMPLE_IDS.customer,
        items: [{ serviceId: EXAMPLE_IDS.service, staffId: EXAMPLE_IDS.staff }],
        start: "2027-05-04T10:00:00+02:00",
      },
    },
    customer: {
      summary: "Customer key (ck_): the key's customer books; any free member",
      value: { items: [{ serviceId: EXAMPLE_IDS.service }], start: "2027-05-04T11:00:00+02:00" },
    },
    public: {
      summary: "Public key (pk_, a booking page): the visitor's details",
      value: {
        items: [{ serviceId: EXAMPLE_IDS.service }],
        start: "2027-05-04T15:00:00+02:00",
        customer: { name: "Chris Meyer", email: "chris@example.com", phone: "+49 30 1234567" },
        timezone: "America/New_York",
        locale: "de",
      },
    },
  },
  "patch /v1/bookings/{id}": {
    change: {
      summary: "Confirm, move or annotate (in any combination)",
      value: {
        status: "confirmed",
        dateTime: "2026-11-23T09:30:00.000Z",
        staffId: EXAMPLE_IDS.staff,
        notes: "Prefers an appointment by the window",
      },
    },
    noShow: {
      summary: "Mark a no-show once the booking has started, with a message to the customer",
      value: { status: "no_show", reason: "We missed you today. Please book a new time; a fee may apply.", notifyCustomer: true },
    },
  },
};

/** The resource a URL path is about, for ids and names in its examples. */
function resourceOfPath(path: string): Resource | undefined {
  const segments = path.split("/").filter((s) => s && !s.startsWith("{"));
  for (const segment of segments.reverse()) {
    const resource = resourceOfKey(segment);
    if (resource) return resource;
  }
  return undefined;
}

function resourceOfKey(key: string): Resource | undefined {
  switch (key) {
    case "staff":
    case "staffId":
    case "staffIds":
      return "staff";
    case "customer":
    case "customers":
    case "customerId":
    case "customerIds":
      return "customer";
    case "service":
    case "services":
    case "serviceId":
    case "serviceIds":
      return "service";
    case "bookings":
    case "booking":
    case "bookingId":
      return "booking";
    case "visits":
    case "visit":
    case "visitId":
      return "visit";
    case "series":
    case "seriesId":
      return "series";
    case "waitlist":
      return "waitlist";
    case "reviews":
    case "review":
    case "reviewId":
      return "review";
    case "reviewResponseTemplates":
    case "templates":
    case "template":
    case "templateId":
      return "template";
    case "webhooks":
    case "webhook":
    case "webhookId":
      return "webhook";
    case "smartNotifications":
    case "notifications":
    case "notificationIds":
      return "notification";
    case "deliveries":
      return "delivery";
    case "resources":
    case "resource":
    case "resourceId":
    case "resourceIds":
      return "resource";
    case "sessions":
    case "session":
    case "sessionId":
      return "session";
    case "provider":
    case "settings":
    case "providers":
    case "providerId":
      return "provider";
    default:
      return undefined;
  }
}

const NAMES: Partial<Record<Resource, string>> = {
  staff: "Ana Lima",
  customer: "Chris Meyer",
  service: "Haircut & blow-dry",
  template: "Thanks for a good review",
  provider: "Salon Nord",
};

/** Values by field name (checked against the schema before use). */
const BY_NAME: Record<string, unknown> = {
  email: "ana@example.com",
  phone: "+49 30 1234567",
  password: "correct-horse-battery",
  avatar: "https://example.com/avatars/ana.jpg",
  bio: "Ten years of cutting and colouring; loves balayage.",
  notes: "Prefers an appointment by the window",
  comment: "Lovely cut and a relaxed atmosphere.",
  response: "Thank you, Chris! See you next time.",
  title: "Holiday opening hours",
  body: "We are open on 24 December from 09:00 to 13:00.",
  reason: "The customer asked to cancel",
  description: "Wash, cut and blow-dry",
  category: "hair salon",
  location: "Berlin",
  q: "hair",
  currency: "EUR",
  timezone: "Europe/Berlin",
  url: "https://hooks.example.com/booking",
  secret: EXAMPLE_WEBHOOK_SECRET,
  customerName: "Chris Meyer",
  staffName: "Ana Lima",
  serviceName: "Haircut & blow-dry",
  providerName: "Salon Nord",
  events: "booking.created",
  event: "booking.created",
  lastStatusCode: 200,
  eventId: "evt_5hT2kLmN4pQ6rS8tUv1w",
  lastError: "the target did not answer with a 2xx",
  cancelReason: "The customer asked to cancel",
  error: "connect ECONNREFUSED",
  time: "09:30",
  date: "2026-11-23",
  from: "2026-11-23",
  to: "2026-11-30",
  start: "09:00",
  end: "17:00",
  priceRange: "25-80",
  page: 1,
  limit: 20,
  total: 1,
  totalPages: 1,
  rating: 5,
  minRating: 4,
  maxRating: 5,
  averageRating: 4.6,
  reviewCount: 12,
  duration: 45,
  price: 39.5,
  amount: 39.5,
  minPrice: 20,
  maxPrice: 80,
  statusCode: 200,
  lastStatus: 200,
  durationMs: 84,
  consecutiveFailures: 0,
  unreadCount: 1,
  recipients: 2,
  updated: 1,
  totalBookings: 3,
  thisMonth: 2,
  completedBookings: 1,
  cancelledBookings: 0,
  slotMinutes: 30,
  attempts: 1,
};

const FORMATS: Record<string, string> = {
  "date-time": "2026-11-23T09:30:00.000Z",
  date: "2026-11-23",
  email: "ana@example.com",
  uri: "https://example.com",
  url: "https://example.com",
  uuid: EXAMPLE_IDS.provider,
};

export interface Walk {
  doc: Doc;
  /** The operation's method and path (success messages). */
  method: string;
  path: string;
  /** The resource the current object describes (ids, names). */
  resource: Resource | undefined;
  depth: number;
}

function resolve(schema: Schema | undefined, doc: Doc): Schema {
  let current = schema ?? {};
  for (let i = 0; i < 10 && typeof current.$ref === "string"; i++) {
    const path = current.$ref.replace(/^#\//, "").split("/");
    current = path.reduce((node: any, part) => node?.[part], doc) ?? {};
  }
  return current;
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  return typeof schema.type === "string" ? [schema.type] : [];
}

function fitsString(schema: Schema, value: unknown): value is string {
  if (typeof value !== "string") return false;
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  if (schema.pattern) {
    try {
      if (!new RegExp(schema.pattern as string, "u").test(value)) return false;
    } catch {
      return false;
    }
  }
  if (schema.format === "date-time" && !/^\d{4}-\d{2}-\d{2}T/.test(value)) return false;
  if (schema.format === "date" && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  if (schema.format === "email" && !value.includes("@")) return false;
  if ((schema.format === "uri" || schema.format === "url") && !/^https?:\/\//.test(value)) return false;
  if (schema.format === "uuid" && !/^[0-9a-f-]{36}$/.test(value)) return false;
  return true;
}

function fitsNumber(schema: Schema, value: unknown, integer: boolean): value is number {
  if (typeof value !== "number" || !Number.isFinite(value)) return false;
  if (integer && !Number.isInteger(value)) return false;
  if (schema.minimum !== undefined && value < schema.minimum) return false;
  if (schema.maximum !== undefined && value > schema.maximum) return false;
  if (schema.exclusiveMinimum !== undefined && typeof schema.exclusiveMinimum === "number" && value <= schema.exclusiveMinimum)
    return false;
  if (schema.exclusiveMaximum !== undefined && typeof schema.exclusiveMaximum === "number" && value >= schema.exclusiveMaximum)
    return false;
  return true;
}

const LABELS: Partial<Record<Resource, string>> = {
  staff: "Staff member",
  booking: "Booking",
  customer: "Customer",
  service: "Service",
  resource: "Resource",
  session: "Session",
  visit: "Visit",
  series: "Series",
  waitlist: "Waitlist entry",
};

/** Envelope messages the label rule below would word otherwise, as the procedures word them. */
const MESSAGES: Record<string, string> = {
  "post /v1/visits": "Visit booked",
  "post /v1/series": "Series booked",
  "post /v1/series/{id}/cancel": "Series occurrences cancelled",
  "post /v1/series/{id}/confirm": "Series confirmed",
  "post /v1/visits/{id}/confirm": "Visit confirmed",
  "patch /v1/series/{id}": "Series changed",
  "post /v1/waitlist": "Waitlist joined",
  "delete /v1/waitlist/{id}": "Left the waitlist",
  "post /v1/waitlist/{id}/offer": "Time offered",
  "delete /v1/waitlist/entries/manage/{entryToken}": "Left the waitlist",
  "post /v1/waitlist/entries/manage/{entryToken}/verify": "Waitlist entry verified",
  "post /v1/manage/{token}/claim": "Offer claimed",
  "post /v1/manage/{token}/decline": "Offer declined",
  "patch /v1/visits/{id}": "Visit moved",
  "delete /v1/visits/{id}": "Visit cancelled",
  "post /v1/staff/{id}/time-off": "Time off added",
  "post /v1/staff/{id}/invite": "Invite link made",
  "post /v1/bookings/{id}/check-in": "Customer checked in",
  "post /v1/bookings/{id}/restore": "Booking restored",
  "delete /v1/staff/{id}/time-off/{offId}": "Time off removed",
  "put /v1/staff/{id}/overrides/{date}": "Date override set",
  "delete /v1/staff/{id}/overrides/{date}": "Date override removed",
  "post /v1/closures": "Closure added",
  "delete /v1/closures/{id}": "Closure removed",
  "post /v1/keys": "Key created: copy it now, it is not shown again",
  "patch /v1/keys/{id}": "Origins saved",
  "delete /v1/keys/{id}": "Key revoked",
  "patch /v1/settings": "Settings updated",
  "post /v1/manage/{token}/cancel": "Booking cancelled",
  "post /v1/manage/{token}/reschedule": "Booking moved",
  "post /v1/manage/{token}/verify": "Booking verified",
  "post /v1/manage/{token}/payment": "Payment resumed",
  "post /v1/bookings/{id}/payment": "Payment recorded",
  "post /v1/bookings/{id}/refund": "Payment refunded",
  "post /v1/sessions": "Session published",
  "delete /v1/sessions/{id}": "Session cancelled",
  "post /v1/staff/{id}/calendars": "Calendar connected",
  "patch /v1/staff/{id}/calendars/{calId}": "Calendar connection updated",
  "delete /v1/staff/{id}/calendars/{calId}": "Calendar disconnected",
  "post /v1/staff/{id}/calendars/{calId}/sync": "Sync requested",
};

/** The REST envelope's `message`, as the procedures word it ("Booking created"); the contract test compares. */
function messageFor(walk: Walk): string {
  const known = MESSAGES[`${walk.method} ${walk.path}`];
  if (known) return known;
  const label = LABELS[resourceOfPath(walk.path) ?? "service"] ?? "Record";
  const verb =
    walk.method === "post"
      ? "created"
      : walk.method === "patch"
        ? "updated"
        : walk.path.startsWith("/v1/bookings")
          ? "cancelled"
          : "deleted";
  return `${label} ${verb}`;
}

/** Fields whose example depends on the resource they belong to. */
const BY_RESOURCE: Partial<Record<Resource, Record<string, string>>> = {
  template: { body: "Thank you {{customerName}} for your {{rating}}-star review!" },
  customer: { email: "chris@example.com", notes: "Allergic to some hair dyes", q: "chris" },
  service: { category: "haircut" },
};

function stringExample(schema: Schema, name: string, walk: Walk): string {
  const candidates: unknown[] = [];
  if (name === "message") candidates.push(messageFor(walk));
  const byResource = walk.resource ? BY_RESOURCE[walk.resource]?.[name] : undefined;
  if (byResource) candidates.push(byResource);
  const named = name === "name" && walk.resource ? NAMES[walk.resource] : undefined;
  if (named) candidates.push(named);
  // Ids: `id` of the current resource, `<resource>Id` fields, items of `<resource>Ids`/`services`.
  const idResource =
    name === "id"
      ? walk.resource
      : name === "transferBookings"
        ? "staff"
        : /Ids?$/.test(name) || name === "services"
          ? resourceOfKey(name)
          : undefined;
  if (idResource) candidates.push(EXAMPLE_IDS[idResource]);
  if (name in BY_NAME) candidates.push(BY_NAME[name]);
  if (schema.format && FORMATS[schema.format as string]) candidates.push(FORMATS[schema.format as string]);
  for (const candidate of candidates) if (fitsString(schema, candidate)) return candidate;
  // A field known by nothing above: a constrained one gets a time or date that fits its pattern.
  for (const candidate of ["09:00", "2026-11-23", "2026-11-23T09:30:00.000Z", "example"])
    if (fitsString(schema, candidate)) return candidate;
  const min = (schema.minLength as number | undefined) ?? 1;
  return "x".repeat(Math.max(min, 1));
}

function numberExample(schema: Schema, name: string, integer: boolean): number {
  const candidates = [BY_NAME[name], integer ? 1 : 1.5, 1, 0, schema.minimum];
  for (const candidate of candidates) if (fitsNumber(schema, candidate, integer)) return candidate;
  return (schema.minimum as number | undefined) ?? 0;
}

/** An example value satisfying `schema`. */
export function exampleFor(input: Schema | undefined, name: string, walk: Walk): unknown {
  const schema = resolve(input, walk.doc);
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  // A week in examples has Sunday off.
  const variants0 = ((schema.anyOf ?? schema.oneOf ?? []) as Schema[]).map((v) => resolve(v, walk.doc));
  if (name === "sunday" && (typesOf(schema).includes("null") || variants0.some((v) => typesOf(v).includes("null")))) return null;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    if (name === "status" && walk.method === "delete" && schema.enum.includes("cancelled")) return "cancelled";
    if (name === "status" && walk.method === "patch" && schema.enum.includes("confirmed")) return "confirmed";
    return schema.enum[0];
  }
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants?.length) {
    const nonNull = variants.find((v) => !typesOf(resolve(v, walk.doc)).includes("null") || typesOf(resolve(v, walk.doc)).length > 1);
    return exampleFor(nonNull ?? variants[0], name, walk);
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return Object.assign({}, ...schema.allOf.map((part: Schema) => exampleFor(part, name, walk)));
  }
  if (schema.default !== undefined) return schema.default;
  const types = typesOf(schema).filter((t) => t !== "null");
  const type = types[0] ?? (schema.properties ? "object" : schema.items ? "array" : undefined);
  switch (type) {
    case "object": {
      if (walk.depth > 8) return {};
      const resource = resourceOfKey(name) ?? walk.resource;
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      const result: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(properties)) {
        // A free slot has no booking; a body takes `response` or `templateId`, not both.
        if (!required.has(key) && key === "bookingId" && "available" in properties) continue;
        if (!required.has(key) && key === "templateId" && "response" in properties) continue;
        // Time off takes `start` and `end`, or whole days (`startDate`, `endDate`), not both.
        if (!required.has(key) && (key === "startDate" || key === "endDate") && "start" in properties) continue;
        // Reads carry no envelope message.
        if (!required.has(key) && key === "message" && walk.method === "get" && "success" in properties) continue;
        result[key] = exampleFor(property, key, { ...walk, resource, depth: walk.depth + 1 });
      }
      if (name === "breaks" && typeof result.start === "string") Object.assign(result, { start: "12:00", end: "13:00" });
      return settle(result, schema, walk);
    }
    case "array": {
      const item = exampleFor(schema.items as Schema | undefined, name, {
        ...walk,
        resource: resourceOfKey(name) ?? walk.resource,
        depth: walk.depth + 1,
      });
      const count = Math.max(1, (schema.minItems as number | undefined) ?? 1);
      return Array.from({ length: count }, () => item);
    }
    case "string":
      return stringExample(schema, name, walk);
    case "integer":
      return numberExample(schema, name, true);
    case "number":
      return numberExample(schema, name, false);
    case "boolean":
      return TRUE_FLAGS.has(name);
    default:
      return {};
  }
}

/** Flags true in examples; every other boolean is false (a free slot, not closed nor on time off). */
const TRUE_FLAGS = new Set(["available", "isActive", "success", "deleted", "queued", "delivered", "notifyCustomer"]);

const MINUTE = 60_000;
const shift = (instant: string, minutes: number) => new Date(Date.parse(instant) + minutes * MINUTE).toISOString();

function allowsNull(schema: Schema | undefined, doc: Doc): boolean {
  const resolved = resolve(schema, doc);
  if (typesOf(resolved).includes("null")) return true;
  return ((resolved.anyOf ?? resolved.oneOf ?? []) as Schema[]).some((variant) => typesOf(resolve(variant, doc)).includes("null"));
}

/**
 * Makes one object's example agree with itself: what a booking's status, a payment's status or
 * an audience implies for the other fields, and an end after its start.
 */
function settle(result: Record<string, unknown>, schema: Schema, walk: Walk): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const clear = (key: string) => {
    if (!(key in result)) return;
    if (allowsNull(properties[key], walk.doc)) result[key] = null;
    else if (!required.has(key)) delete result[key];
  };
  const path = walk.path;
  // A booking: cancelled through DELETE and a manage link's cancel, otherwise as listed.
  if ("cancelledAt" in result || "changeableUntil" in result) {
    if (walk.method === "delete" || path.endsWith("/cancel")) result.status = "cancelled";
    if (result.status !== "cancelled") ["cancelledAt", "cancelReason"].forEach(clear);
  }
  if (typeof result.dateTime === "string" && "endTime" in result) {
    const service = result.service as { duration?: number } | undefined;
    result.endTime = shift(result.dateTime, service?.duration ?? 45);
  }
  if (typeof result.dateTime === "string" && "changeableUntil" in result) result.changeableUntil = shift(result.dateTime, -24 * 60);
  // A payment: recorded by /payment, refunded by /refund, otherwise not paid yet.
  if ("paidAt" in result && "refundedAt" in result) {
    const status = path.endsWith("/refund") ? "refunded" : path.endsWith("/payment") ? "paid" : "unpaid";
    result.status = status;
    if (status === "unpaid") ["method", "paidAt", "refundedAt"].forEach(clear);
    if (status === "paid") clear("refundedAt");
    if (status !== "unpaid") result.method = "card";
    if (status === "refunded") result.refundedAt = shift(String(result.paidAt), 24 * 60);
  }
  // A review just written has no response yet.
  if (path.endsWith("/reviews/create")) ["response", "respondedAt"].forEach(clear);
  // A provider key acts for no customer.
  if (result.audience === "provider") clear("customerId");
  if (result.read === false) clear("readAt");
  return result;
}

const ERROR_EXAMPLES: Record<number, { code: string; message: string; details?: { path: string; message: string }[] }> = {
  400: {
    code: "BAD_REQUEST",
    message: "Invalid input: page: page must be at least 1",
    details: [{ path: "page", message: "page must be at least 1" }],
  },
  401: { code: "UNAUTHORIZED", message: "Missing or invalid API key" },
  403: { code: "FORBIDDEN", message: "This operation needs a provider API key" },
  404: { code: "NOT_FOUND", message: "The record does not exist for this provider" },
  409: { code: "CONFLICT", message: "The request conflicts with the record's current state" },
  413: { code: "PAYLOAD_TOO_LARGE", message: "The request body is larger than 1 MiB" },
  415: {
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Content-Type must be application/json; bodies of type multipart/form-data are not accepted",
  },
  429: { code: "RATE_LIMITED", message: "Rate limit of 100 requests per minute exceeded; retry in 42 s" },
  500: { code: "INTERNAL", message: "Internal server error" },
  503: { code: "SERVICE_UNAVAILABLE", message: "The database is unavailable; retry shortly" },
};

function jsonMediaType(holder: any): Schema | undefined {
  return holder?.content?.["application/json"];
}

/**
 * Parameters sent instead of another one (never with it): a named example each (`examples`) and no
 * `example`, so that the documented request sends only the other.
 */
const ALTERNATIVE_PARAMETERS: Record<string, Record<string, { summary: string; value: unknown }>> = {
  "get /v1/availability": {
    serviceIds: {
      summary: "A visit instead of serviceId: two services back to back (a cut, then a colour)",
      value: [EXAMPLE_IDS.service, EXAMPLE_IDS.service],
    },
  },
};

/**
 * Adds tags (with descriptions), examples for every parameter, request body and response, and
 * drops schemas nothing refers to. Existing examples are kept.
 */
export function addExamplesAndTags(doc: Doc, family: "rest" | "rpc"): void {
  const tags: string[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Record<string, any>>)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation || typeof operation !== "object" || !operation.responses) continue;
      for (const tag of (operation.tags ?? []) as string[]) if (!tags.includes(tag)) tags.push(tag);
      const walk: Walk = { doc, method, path, resource: resourceOfPath(path), depth: 0 };
      const alternatives = ALTERNATIVE_PARAMETERS[`${method} ${path}`] ?? {};
      for (const parameter of (operation.parameters ?? []) as Schema[]) {
        const alternative = alternatives[parameter.name as string];
        if (alternative) parameter.examples ??= { [parameter.name as string]: alternative };
        else parameter.example ??= exampleFor(parameter.schema as Schema, parameter.name as string, walk);
      }
      const body = jsonMediaType(operation.requestBody);
      const named = AUDIENCE_EXAMPLES[`${method} ${path}`];
      if (body && named) body.examples ??= named;
      else if (body && body.example === undefined) body.example = exampleFor(body.schema as Schema, "", walk);
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, any>)) {
        const media = jsonMediaType(response);
        if (!media || media.example !== undefined) continue;
        const code = Number(status);
        const error = ERROR_EXAMPLES[code];
        media.example =
          code >= 400 && error ? (family === "rest" ? { success: false, error } : { error }) : exampleFor(media.schema as Schema, "", walk);
      }
    }
  }
  doc.tags = tags.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `Operations on ${name.toLowerCase()}` }));

  // trpc-to-openapi adds error.* schemas that the documented error responses replaced.
  const schemas = (doc.components?.schemas ?? {}) as Record<string, unknown>;
  for (let removed = true; removed;) {
    removed = false;
    for (const name of Object.keys(schemas)) {
      const others = JSON.stringify([
        doc.paths ?? {},
        doc.webhooks ?? {},
        doc.components?.responses ?? {},
        Object.entries(schemas).filter(([other]) => other !== name),
      ]);
      if (!others.includes(`"#/components/schemas/${name}"`)) {
        delete schemas[name];
        removed = true;
      }
    }
  }
}
