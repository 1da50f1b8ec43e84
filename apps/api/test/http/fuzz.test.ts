// Hostile input: a seeded property-based fuzz test over every operation of BOTH OpenAPI
// documents, read from the running server. Each request comes from fast-check: documented or wrong
// methods, odd path parameters, odd query strings, wrong or missing content types, malformed JSON,
// wrong types, missing and extra fields, huge strings and numbers, unicode (lone surrogates, NUL,
// RTL marks), with the owner's provider key, another provider's key, a customer key, the owner's
// or another provider's public key (pk_), or a bad key; manage links with valid, other
// providers', expired, forged, malformed and percent-encoded tokens; now and then from a browser
// origin.
//
// Every answer must be: not a 5xx; JSON; for a non-2xx the documented error body
// (`{error:{message, code, details?}}`, plus `success:false` on /v1) with a documented code that
// matches the status; free of stack traces and SQL; never a success for a bad key, for a customer
// key on a provider operation, a provider key on a customer operation or a public key outside
// the catalog, nor for a manage link whose token is not a valid one; never another provider's
// private records; to a public key or a manage link, never an email or phone besides those the
// request itself carries; CORS headers only to a public key from an origin listed on it (and on
// preflights).
//
// FUZZ_SEED=<n> replays a run (the seed is printed); FUZZ_RUNS=<n> sets the number of requests
// (default 6000; keep it at least 5000 in CI). Requests go out 8 at a time over keep-alive connections. A failure reports the
// exact requests (method, raw path, headers, body) with the answers, after fast-check has shrunk
// them. FUZZ_TIMING=1 prints generation time, successes and latency per operation;
// FUZZ_TRACE="POST /v1/bookings" prints every request of that operation with its answer.
import { Agent, request as httpRequest } from "node:http";
import fc from "fast-check";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyProcedure, AnyRouter } from "@trpc/server";
import { appRouter, createKeyForProvider, revokeApiKey, type Meta } from "@booking/core";
import { sql } from "@booking/db";
import { createCustomerKey, createPublicKey, createRedisPrefix, type TestRedisPrefix } from "@booking/testing";
import { AUDIENCES, type Audience } from "../audiences";
import { INTERNALS, startTestApi, type TestApi } from "../helpers";
import { createSalon } from "../salon";

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const REQUESTS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 6000;
const IN_FLIGHT = 8;
const REQUEST_TIMEOUT_MS = 15_000;

const ERROR_STATUS: Record<string, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** `METHOD /path` of each documented operation → the procedure serving it (for its audience). */
const PROCEDURE_OF = new Map<string, string>(
  Object.entries((appRouter as AnyRouter)._def.procedures as Record<string, AnyProcedure>).flatMap(([name, procedure]) => {
    const openapi = (procedure._def.meta as Meta | undefined)?.openapi;
    return openapi ? [[`${openapi.method} ${openapi.path}`, name] as const] : [];
  }),
);

// ---------------------------------------------------------------------------------------------
// The operations, as the OpenAPI documents describe them.

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  /** `METHOD /path/{param}` as documented. */
  label: string;
  method: string;
  path: string;
  family: "rest" | "rpc";
  parameters: Parameter[];
  body?: Schema;
}

function operationsOf(doc: { paths?: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
      const requestBody = operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined;
      operations.push({
        label: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        family: path.startsWith("/v1/") ? "rest" : "rpc",
        parameters: (operation.parameters as Parameter[] | undefined) ?? [],
        body: requestBody?.content?.["application/json"]?.schema ?? (requestBody ? {} : undefined),
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------
// Records to aim at, so that requests get past "not found" into the procedures.

interface Pools {
  ownerKey: string;
  otherKey: string;
  customerKey: string;
  revokedKey: string;
  /** Public keys (pk_) of the owner and of the other provider, both for SHOP; a revoked one of the owner's. */
  publicKey: string;
  otherPublicKey: string;
  revokedPublicKey: string;
  /** Manage-link tokens that open a booking (of either provider); every other token must answer no success. */
  validTokens: string[];
  /** The phone the visitor typed when booking, by manage token: that link may show it back (and no other). */
  typedPhones: Map<string, string>;
  /** Emails and phone numbers of the fixtures' staff and customers. */
  contacts: string[];
  /** Ids by kind: the owner's (weighted), the other provider's, and ids of nothing. */
  ids: Record<string, string[]>;
  /** The owner's ids by kind only. */
  ownerIds: Record<string, string[]>;
  /** Ids of the owner's records that another provider's key must never see. */
  ownerPrivateIds: string[];
  /** Ids of the other provider's records that the owner's public key must never see. */
  otherPrivateIds: string[];
}

/** The origin the fixtures' public keys list. */
const SHOP = "https://shop.example";

/** Which id pool a field or path parameter draws from. */
function poolFor(name: string, path: string): string | undefined {
  const field = name.replace(/\[\]$/, "");
  if (field === "token") return "token";
  if (field === "id") {
    if (path.startsWith("/v1/staff")) return "staff";
    if (path.startsWith("/v1/bookings")) return "booking";
    if (path.startsWith("/v1/customers")) return "customer";
    if (path.startsWith("/v1/services")) return "service";
    if (path.startsWith("/api/rpc/user/webhooks")) return "webhook";
    return undefined;
  }
  const byField: Record<string, string> = {
    customerId: "customer",
    customerIds: "customer",
    serviceId: "service",
    services: "service",
    staffId: "staff",
    transferBookings: "staff",
    bookingId: "booking",
    reviewId: "review",
    templateId: "template",
    notificationIds: "notification",
    providerId: "provider",
  };
  return byField[field];
}

// ---------------------------------------------------------------------------------------------
// Values.

/** JSON text inserted verbatim (numbers JSON.stringify cannot write, and the like). */
class RawJson {
  constructor(readonly text: string) {}
}

function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? "null" : toJson(v))).join(",")}]`;
  if (value && typeof value === "object") {
    const parts: string[] = [];
    for (const [k, v] of Object.entries(value)) if (v !== undefined) parts.push(`${JSON.stringify(k)}:${toJson(v)}`);
    return `{${parts.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** Strings that have broken servers before. None holds a word the internals check looks for. */
const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "\uDBFF\uDFFF",
  "\u202Eevil\u202C",
  "\u200F\u200E\u061C",
  "\uFEFFbom",
  "\u2028\u2029",
  "\r\n\t\v\f",
  "👩‍👩‍👧‍👦",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "Ω≈ç√∫˜µ≤≥÷",
  "田中さん",
  "مرحبا",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  "' OR '1'='1",
  "1; DROP TABLE staff--",
  "\\",
  "\\\\'\"",
  "%",
  "%00",
  "%25%30%30",
  "../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "<script>alert(1)</script>",
  "${7*7}",
  "{{7*7}}",
  "{{customerName}}{{rating}}{{nope}}",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "null",
  "undefined",
  "true",
  "NaN",
  "-0",
  "1e309",
  "0x10",
  "  42  ",
  "1,2",
  "2026-02-30",
  "2026-13-01",
  "2026-11-23T25:61:00Z",
  "2026-11-23T10:00:00",
  "2026-11-23T10:00:00+25:00",
  "9999-12-31T23:59:59Z",
  "0000-01-01T00:00:00Z",
  "+275760-09-13T00:00:00.000Z",
  "-271821-04-20T00:00:00Z",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "pending,confirmed,,",
  "staff_",
  "cus_\u0000",
  "bk_%",
  "https://hooks.invalid/booking",
  "http://127.0.0.1:1/x",
  "http://localhost/hook",
  "http://[::1]/hook",
  "http://user:pass@hooks.invalid/",
  "ftp://hooks.invalid/x",
  "javascript:alert(1)",
  "a".repeat(64),
  "a".repeat(65),
  "b".repeat(201),
  "c".repeat(5_001),
  "é".repeat(20_000),
  "\u0000".repeat(3_000),
  "\uD83D".repeat(2_000),
  "z".repeat(300_000),
];

const NASTY_NUMBERS: unknown[] = [
  0,
  -0,
  -1,
  0.5,
  0.001,
  1.005,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -Number.MAX_VALUE,
  1e21,
  new RawJson("1e400"),
  new RawJson("-1e400"),
  new RawJson("1e-400"),
  new RawJson(`1${"0".repeat(400)}`),
  new RawJson("0.1000000000000000055511151231257827"),
  new RawJson("1E2"),
  new RawJson("-0.0"),
];

/** Any UTF-16 text, lone surrogates included. */
const utf16 = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 }).map((codes) => String.fromCharCode(...codes));

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  { weight: 2, arbitrary: utf16 },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

const hostileNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 2, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.integer() },
);

const { hostileValue } = fc.letrec<{ hostileValue: unknown }>((tie) => ({
  hostileValue: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 4, arbitrary: hostileString },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie("hostileValue"), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, tie("hostileValue"), { maxKeys: 4 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        new RawJson(`${"[".repeat(5_000)}${"]".repeat(5_000)}`),
        new RawJson(`${'{"a":'.repeat(3_000)}1${"}".repeat(3_000)}`),
        new RawJson('{"__proto__":{"polluted":true}}'),
        new RawJson('{"constructor":{"prototype":{"polluted":true}}}'),
        new RawJson(`[${Array.from({ length: 20_000 }, () => "1").join(",")}]`),
      ),
    },
  ),
}));

const isoInstant = fc
  .date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString());

/** A plausible value for a schema: gets past validation often enough to reach the procedures. */
function valueFor(schema: Schema | undefined, name: string, path: string, pools: Pools, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return hostileValue;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => valueFor(s, name, path, pools, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0], name, path, pools, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
    case "number": {
      const min = schema.minimum ?? -1_000;
      const max = schema.maximum ?? 1_000_000;
      const ints = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
      return type === "integer"
        ? ints
        : fc.oneof(
            ints,
            fc.double({ min, max, noNaN: true }).map((n) => Math.round(n * 100) / 100),
          );
    }
    case "array": {
      const max = Math.min(schema.maxItems ?? 4, 4);
      const min = Math.min(schema.minItems ?? 0, max);
      return fc.array(valueFor(schema.items, `${name}[]`, path, pools, depth + 1), { minLength: min, maxLength: max });
    }
    case "object": {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(properties)) record[key] = valueFor(sub, key, path, pools, depth + 1);
      const requiredKeys = Object.keys(properties).filter((k) => required.has(k));
      return fc.record(record, { requiredKeys });
    }
    case "string":
    default:
      return stringFor(schema, name, path, pools);
  }
}

/** Bookable hours of the fixture salons (Mon–Fri 23–27 November 2026, Europe/Berlin), so creates and moves get far. */
const BOOKABLE = Array.from(
  { length: 5 * 7 },
  (_, i) => `2026-11-${23 + Math.floor(i / 7)}T${String(9 + (i % 7) + (i % 7 >= 3 ? 1 : 0)).padStart(2, "0")}:00:00+01:00`,
);

/** Plausible values by field name, where the schema alone says too little. */
const NAME_HINTS: Record<string, fc.Arbitrary<string>> = {
  url: fc.constantFrom("https://hooks.invalid/booking", "https://example.invalid/hook?x=1", "http://hooks.invalid:8080/"),
  dateTime: fc.constantFrom(...BOOKABLE),
};

function stringFor(schema: Schema, name: string, path: string, pools: Pools): fc.Arbitrary<unknown> {
  const pool = poolFor(name, path);
  const ids = pool ? pools.ids[pool] : undefined;
  const options: fc.Arbitrary<unknown>[] = [];
  if (ids?.length) options.push(fc.constantFrom(...ids), fc.constantFrom(...ids));
  const hint = NAME_HINTS[name];
  if (hint) options.push(hint, hint);
  switch (schema.format) {
    case "email":
      options.push(
        fc
          .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}$/), fc.constantFrom("example.com", "example.org", "xn--bcher-kva.example"))
          .map(([local, domain]) => `${local}@${domain}`),
        fc.emailAddress(),
      );
      break;
    case "date-time":
      options.push(isoInstant, fc.constantFrom("2026-11-23T10:00:00+01:00", "2026-11-24T14:30:00Z", "2030-01-07T09:00:00.000Z"));
      break;
    case "date":
      options.push(isoInstant.map((s) => s.slice(0, 10)));
      break;
    case "uuid":
      options.push(fc.uuid());
      break;
    case "uri":
      options.push(fc.constantFrom("https://hooks.invalid/booking", "https://example.invalid/avatar.png"));
      break;
  }
  if (schema.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, schema.maxLength ?? 1_000)));
    } catch {
      // A pattern fast-check cannot generate from: plain strings will do.
    }
  }
  const minLength = Math.min(schema.minLength ?? 0, 50);
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  options.push(fc.string({ minLength, maxLength }));
  if (!schema.pattern && !schema.format && !ids?.length) {
    // Nasty but of a valid length: these get past validation into the procedures and the database.
    const fitting = NASTY_STRINGS.filter(
      (text) => text.trim().length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity),
    );
    if (fitting.length)
      options.push(
        fc.constantFrom(...fitting),
        utf16.filter((text) => text.trim().length >= (schema.minLength ?? 0)),
      );
  }
  return fc.oneof(...options);
}

// ---------------------------------------------------------------------------------------------
// Requests.

type KeyKind = "owner" | "other" | "customer" | "public" | "otherPublic" | "invalid";

interface FuzzRequest {
  operation: string;
  audience: KeyKind;
  keyLabel: string;
  method: string;
  /** Path and query exactly as sent on the request line (before `spelling` is applied). */
  path: string;
  /**
   * How the request target is written: as is, with the first path segment percent-encoded
   * (`/%76%31/staff`), or in absolute form (`http://host/v1/staff`). Every spelling reaches the
   * same route and must be treated alike (keys, limits, Idempotency-Key, error shape).
   */
  spelling?: "encoded" | "absolute";
  headers: Record<string, string>;
  body?: Buffer;
  /** Send the body with Transfer-Encoding: chunked instead of Content-Length. */
  chunked: boolean;
}

/** Percent-encodes the UTF-8 bytes of a text (lone surrogates become U+FFFD, as in any client). */
function encode(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const ch = String.fromCharCode(byte);
    out += /[\w\-.~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** Raw path and query fragments: bad percent-encoding, encoded NUL, overlong UTF-8, separators. */
const RAW_FRAGMENTS = [
  "%ZZ",
  "%",
  "%4",
  "%E0%A4%A",
  "%00",
  "%C0%AF",
  "%ED%A0%80",
  "%FF%FE",
  "%E2%80%AE",
  "%EF%BB%BF",
  "%2F",
  "%2E%2E",
  "..",
  ".",
  "a%2Fb",
  "%20",
  "+",
  ";",
  "a;b=c",
  "*",
  "'",
  "(",
  ",",
  "@",
  ":",
  "!",
  "$",
  "%3F",
  "%23",
  "%F0%9F%92%A9",
  "a/b",
  "x".repeat(100),
  "x".repeat(101),
  "x".repeat(5_000),
];

const rawFragment = fc.constantFrom(...RAW_FRAGMENTS);
const encodedHostile = hostileString.map((s) => encode(s));

function pathParameter(op: Operation, name: string, pools: Pools): fc.Arbitrary<string> {
  const pool = poolFor(name, op.path);
  const ids = pool ? pools.ids[pool] : undefined;
  return fc.oneof(
    { weight: ids?.length ? 5 : 0, arbitrary: ids?.length ? fc.constantFrom(...ids) : fc.constant("x") },
    { weight: 2, arbitrary: rawFragment },
    { weight: 2, arbitrary: encodedHostile },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...(ids?.length ? ids : ["x"])), rawFragment).map(([a, b]) => a + b) },
  );
}

function queryValue(param: Parameter, op: Operation, pools: Pools): fc.Arbitrary<string> {
  const plausible = valueFor(param.schema, param.name, op.path, pools).map((v) =>
    typeof v === "string" ? encode(v) : encode(v instanceof RawJson ? v.text : toJson(v)),
  );
  return fc.oneof(
    { weight: 5, arbitrary: plausible },
    { weight: 2, arbitrary: encodedHostile },
    { weight: 1, arbitrary: rawFragment },
    { weight: 1, arbitrary: hostileNumber.map((n) => encode(n instanceof RawJson ? n.text : String(n))) },
  );
}

/** A query string: documented parameters with plausible or hostile values, repeated, as arrays, empty, unknown. */
function queryString(op: Operation, pools: Pools): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === "query");
  const pair = (p: Parameter) =>
    fc.oneof(
      { weight: 8, arbitrary: queryValue(p, op, pools).map((v) => [`${encode(p.name)}=${v}`]) },
      {
        weight: 1,
        arbitrary: fc.tuple(queryValue(p, op, pools), queryValue(p, op, pools)).map(([a, b]) => [`${p.name}=${a}`, `${p.name}=${b}`]),
      },
      { weight: 1, arbitrary: queryValue(p, op, pools).map((v) => [`${p.name}[]=${v}`, `${p.name}[]=${v}`]) },
      { weight: 1, arbitrary: queryValue(p, op, pools).map((v) => [`${p.name}[0]=${v}`]) },
      { weight: 1, arbitrary: queryValue(p, op, pools).map((v) => [`${p.name}[a][b]=${v}`]) },
      { weight: 1, arbitrary: fc.constantFrom([`${p.name}=`], [p.name], [`${p.name}=&${p.name}=`]) },
    );
  const documented = fc.tuple(
    ...params.map((p) =>
      fc.oneof({ weight: p.required ? 9 : 3, arbitrary: pair(p) }, { weight: 2, arbitrary: fc.constant([] as string[]) }),
    ),
  );
  const extra = fc.array(
    fc.oneof(
      fc.tuple(encodedHostile, encodedHostile).map(([k, v]) => `${k}=${v}`),
      rawFragment,
      fc.constantFrom("=", "&", "==", "a=1=2", "__proto__[x]=1", "constructor[prototype][x]=1", "input=%7B%7D", "batch=1"),
    ),
    { maxLength: 2 },
  );
  return fc
    .tuple(documented, fc.oneof({ weight: 4, arbitrary: fc.constant([] as string[]) }, { weight: 1, arbitrary: extra }), fc.boolean())
    .map(([docPairs, extras, shuffle]) => {
      const parts = [...docPairs.flat(), ...extras];
      if (shuffle) parts.reverse();
      return parts.length ? `?${parts.join("&")}` : "";
    });
}

const MALFORMED_BODIES = [
  "{",
  "}",
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '{"a" 1}',
  "[1,2",
  "NaN",
  "Infinity",
  "undefined",
  "nul",
  "tru",
  '"unterminated',
  "\u0000",
  "{}{}",
  '{"a":1}garbage',
  "\uFEFF{}",
  "   ",
  "\n",
  "{\u0000}",
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\\x41"}',
  '{"a":01}',
  '{"a":.5}',
  '{"a":+1}',
  '{"a":0x10}',
  '{"name":"a","name":1}',
];

const BAD_UTF8_BODIES = [
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
  Buffer.from('{"a":"\xed\xa0\x80"}', "latin1"),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
];

function bodyFor(op: Operation, pools: Pools): fc.Arbitrary<Buffer | undefined> {
  const base = valueFor(op.body, "(body)", op.path, pools);
  const asObject = base.map((v) =>
    v && typeof v === "object" && !Array.isArray(v) && !(v instanceof RawJson) ? (v as Record<string, unknown>) : {},
  );
  const keys = Object.keys(op.body?.properties ?? {});
  const text = (s: string) => Buffer.from(s, "utf8");
  const mutated = fc.oneof(
    // Plausible, as the document describes it.
    { weight: 8, arbitrary: asObject.map((o) => toJson(o)) },
    // One field of a wrong type or hostile value.
    {
      weight: 5,
      arbitrary: fc
        .tuple(asObject, keys.length ? fc.constantFrom(...keys) : fc.constant("x"), hostileValue)
        .map(([o, k, v]) => toJson({ ...o, [k]: v })),
    },
    // A required field missing.
    {
      weight: 2,
      arbitrary: fc.tuple(asObject, keys.length ? fc.constantFrom(...keys) : fc.constant("x")).map(([o, k]) => {
        const copy = { ...o };
        delete copy[k];
        return toJson(copy);
      }),
    },
    // An unknown field.
    { weight: 2, arbitrary: fc.tuple(asObject, hostileString, hostileValue).map(([o, k, v]) => toJson({ ...o, [k]: v })) },
    // Not an object at all.
    { weight: 2, arbitrary: hostileValue.map((v) => toJson(v)) },
    // Not JSON.
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_BODIES) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    // Empty.
    { weight: 1, arbitrary: fc.constant("") },
  );
  return fc.oneof(
    { weight: 30, arbitrary: mutated.map(text) },
    { weight: 1, arbitrary: fc.constantFrom(...BAD_UTF8_BODIES) },
    // Over the 1 MiB limit.
    { weight: 1, arbitrary: fc.constantFrom(text(`{"name":"${"x".repeat(1_100_000)}"}`), text(" ".repeat(1_048_577))) },
  );
}

const CONTENT_TYPES = [
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json;charset=UTF-16",
  "application/json; charset=latin1",
  "text/plain",
  "text/plain; charset=utf-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "application/xml",
  "application/vnd.api+json",
  "application/json-patch+json",
  "application/octet-stream",
  "*/*",
  "",
  ";;;",
  "application/",
  "json",
];

function requestFor(op: Operation, pools: Pools): fc.Arbitrary<FuzzRequest> {
  const keys: [KeyKind, string, string | undefined][] = [
    ["owner", "provider key of the owner", `Bearer ${pools.ownerKey}`],
    ["other", "provider key of another provider", `Bearer ${pools.otherKey}`],
    ["customer", "customer key of the owner's customer", `Bearer ${pools.customerKey}`],
    ["public", "public key of the owner", `Bearer ${pools.publicKey}`],
    ["otherPublic", "public key of another provider", `Bearer ${pools.otherPublicKey}`],
    ["invalid", "no Authorization header", undefined],
    ["invalid", "revoked provider key", `Bearer ${pools.revokedKey}`],
    ["invalid", "revoked public key", `Bearer ${pools.revokedPublicKey}`],
    ["invalid", "unknown public key", `Bearer pk_${"Q".repeat(40)}`],
    ["invalid", "unknown well-formed key", `Bearer sk_${"Q".repeat(40)}`],
    ["invalid", "unknown customer key", `Bearer ck_${"7".repeat(40)}`],
    ["invalid", "malformed key", "Bearer sk_short"],
    ["invalid", "scheme only", "Bearer"],
    ["invalid", "Basic credentials", "Basic dXNlcjpwYXNz"],
    ["invalid", "key without scheme", pools.ownerKey],
    ["invalid", "key with junk after it", `Bearer ${pools.ownerKey} junk`],
    [
      "invalid",
      "Latin-1 bytes",
      "Bearer sk_\u00ff\u00fe\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9",
    ],
    ["invalid", "a very long key", `Bearer sk_${"a".repeat(10_000)}`],
  ];
  const key = fc.oneof(
    { weight: 8, arbitrary: fc.constant(keys[0]!) },
    { weight: 3, arbitrary: fc.constant(keys[1]!) },
    { weight: 3, arbitrary: fc.constant(keys[2]!) },
    { weight: 3, arbitrary: fc.constant(keys[3]!) },
    { weight: 2, arbitrary: fc.constant(keys[4]!) },
    { weight: 3, arbitrary: fc.constantFrom(...keys.slice(5)) },
  );
  const method = fc.oneof(
    { weight: 12, arbitrary: fc.constant(op.method) },
    { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD", "TRACE", "FOO") },
  );
  const pathParams = op.parameters.filter((p) => p.in === "path");
  const path = fc
    .tuple(...pathParams.map((p) => pathParameter(op, p.name, pools)))
    .map((values) => pathParams.reduce((acc, p, i) => acc.replace(`{${p.name}}`, values[i]!), op.path));
  const withBody = op.body !== undefined;
  const body = withBody
    ? fc.oneof({ weight: 12, arbitrary: bodyFor(op, pools) }, { weight: 1, arbitrary: fc.constant(undefined) })
    : fc.oneof({ weight: 12, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: bodyFor(op, pools) });
  const contentType = fc.oneof(
    { weight: 10, arbitrary: fc.constant("application/json") },
    { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const extraHeaders = fc.record(
    {
      "idempotency-key": fc.oneof(fc.stringMatching(/^[\x21-\x7e]{1,40}$/), fc.constantFrom(" ", "a b", "x".repeat(300), "\u00e9t\u00e9")),
      "x-request-id": fc.oneof(fc.stringMatching(/^[\w.-]{1,64}$/), fc.constantFrom("../..", "x".repeat(200), "\u00ff")),
      accept: fc.constantFrom("text/html", "application/xml", "*/*", "application/json;q=0"),
      origin: fc.constantFrom(SHOP, "https://SHOP.example:443", "https://evil.example", "http://shop.example", "null", "not an origin"),
    },
    { requiredKeys: [] },
  );
  return fc
    .record({
      key,
      method,
      path,
      query: queryString(op, pools),
      body,
      contentType,
      extraHeaders: fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extraHeaders }),
      chunked: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
      spelling: fc.oneof(
        { weight: 10, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constant("encoded" as const) },
        { weight: 1, arbitrary: fc.constant("absolute" as const) },
      ),
    })
    .map(({ key: [audience, keyLabel, authorization], method, path, query, body, contentType, extraHeaders, chunked, spelling }) => {
      const headers: Record<string, string> = { ...(extraHeaders as Record<string, string>) };
      if (authorization !== undefined) headers.authorization = authorization;
      if (body !== undefined && contentType !== undefined) headers["content-type"] = contentType;
      return {
        operation: op.label,
        audience,
        keyLabel,
        method,
        path: path + query,
        headers,
        body,
        chunked: chunked && body !== undefined,
        spelling,
      };
    });
}

/** The request target as sent, after its spelling. */
function targetOf(req: FuzzRequest, host: string): string {
  if (req.spelling === "absolute") return `http://${host}${req.path}`;
  if (req.spelling === "encoded") {
    return req.path.replace(
      /^\/([^/?]+)/,
      (_, segment: string) => `/${[...segment].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join("")}`,
    );
  }
  return req.path;
}

/**
 * A well-formed request with the right key and the owner's records, its values plausible (nasty
 * strings of valid length among them): these get through validation into the procedures and the
 * database, where the hostile requests above mostly stop at the door.
 */
function cleanRequestFor(op: Operation, pools: Pools): fc.Arbitrary<FuzzRequest> {
  const own: Pools = { ...pools, ids: pools.ownerIds };
  const procedureAudience = AUDIENCES[PROCEDURE_OF.get(op.label) ?? ""];
  // Manage links go without a key (the token is the credential); the catalog half the time with the owner's public key.
  const caller: fc.Arbitrary<[KeyKind, string, string | undefined]> = op.path.startsWith("/v1/manage/")
    ? fc.constant(["invalid", "no key (manage link)", undefined])
    : procedureAudience === "customer"
      ? fc.constant(["customer", "customer key of the owner's customer", pools.customerKey])
      : procedureAudience === "catalog"
        ? fc.constantFrom<[KeyKind, string, string]>(
            ["owner", "provider key of the owner", pools.ownerKey],
            ["public", "public key of the owner", pools.publicKey],
          )
        : fc.constant(["owner", "provider key of the owner", pools.ownerKey]);
  const pathParams = op.parameters.filter((p) => p.in === "path");
  const path = fc
    .tuple(
      ...pathParams.map((p) => {
        const ids = own.ids[poolFor(p.name, op.path) ?? ""];
        return ids?.length ? fc.constantFrom(...ids) : fc.constant("x");
      }),
    )
    .map((values) => pathParams.reduce((acc, p, i) => acc.replace(`{${p.name}}`, encode(values[i]!)), op.path));
  const queryParams = op.parameters.filter((p) => p.in === "query");
  const pair = (p: Parameter) =>
    valueFor(p.schema, p.name, op.path, own).map((v) => `${encode(p.name)}=${typeof v === "string" ? encode(v) : encode(toJson(v))}`);
  const query = fc
    .tuple(...queryParams.map((p) => (p.required ? pair(p) : fc.option(pair(p), { nil: undefined, freq: 2 }))))
    .map((parts) => {
      const present = parts.filter((part): part is string => part !== undefined);
      return present.length ? `?${present.join("&")}` : "";
    });
  const body =
    op.body !== undefined ? valueFor(op.body, "(body)", op.path, own).map((v) => Buffer.from(toJson(v), "utf8")) : fc.constant(undefined);
  return fc.record({ caller, path, query, body }).map(({ caller: [audience, keyLabel, key], path, query, body }) => ({
    operation: op.label,
    audience,
    keyLabel,
    method: op.method,
    path: path + query,
    headers: {
      ...(key !== undefined ? { authorization: `Bearer ${key}` } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body,
    chunked: false,
  }));
}

// ---------------------------------------------------------------------------------------------
// Sending and judging.

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function send(baseUrl: string, agent: Agent, req: FuzzRequest): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...req.headers };
    // Explicit framing: Node's client would send a GET or HEAD body unframed otherwise.
    if (req.body !== undefined) {
      if (req.chunked) headers["transfer-encoding"] = "chunked";
      else headers["content-length"] = req.body.length;
    }
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: targetOf(req, url.host),
        headers,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    outgoing.on("error", reject);
    if (req.body !== undefined) {
      if (req.chunked && req.body.length > 1) {
        const middle = Math.floor(req.body.length / 2);
        outgoing.write(req.body.subarray(0, middle));
        outgoing.end(req.body.subarray(middle));
      } else {
        outgoing.end(req.body);
      }
    } else {
      outgoing.end();
    }
  });
}

/** The problems with one answer; empty when it keeps the contract. */
function judge(req: FuzzRequest, answer: Answer, pools: Pools): string[] {
  const problems: string[] = [];
  const { status, text } = answer;
  if (status >= 500) problems.push(`answered ${status}`);
  // An iCalendar file folds long lines: a line break and a space continue the line, so a folded
  // " at 2026-02-30" of a booking's title is text, not a stack frame. Judged unfolded.
  const calendar = String(answer.headers["content-type"] ?? "").startsWith("text/calendar");
  const shown = calendar ? text.replace(/\r?\n[ \t]/g, "") : text;
  if (INTERNALS.test(shown)) problems.push(`the body discloses internals (${INTERNALS.exec(shown)?.[0]})`);
  const ok = status >= 200 && status < 300;
  // The operation actually addressed: the documented method on the documented path.
  const documented = req.method === req.operation.split(" ")[0];
  if (ok && documented) {
    // Audience rules of the procedure, where audiences.ts knows it (the isolation sweep insists it does).
    // The calendar file of a manage link is served beside the procedures, like them without a key.
    const audience: Audience | undefined =
      AUDIENCES[PROCEDURE_OF.get(req.operation) ?? ""] ?? (req.operation.includes(" /v1/manage/{token}") ? "link" : undefined);
    // Manage links take no key (their token is the credential): any key, or none, is beside the point.
    if (req.audience === "invalid" && audience !== "link") problems.push(`succeeded with an invalid key (${req.keyLabel})`);
    if (req.audience === "customer" && audience === "provider") problems.push("a customer key succeeded on a provider operation");
    if ((req.audience === "owner" || req.audience === "other") && audience === "customer") {
      problems.push("a provider key succeeded on a customer-only operation");
    }
    if ((req.audience === "public" || req.audience === "otherPublic") && audience !== "catalog" && audience !== "link") {
      problems.push("a public key succeeded outside the catalog");
    }
    const crossTenant = audience !== undefined && audience !== "marketplace" && audience !== "link";
    if ((req.audience === "other" || req.audience === "otherPublic") && crossTenant) {
      const leaked = pools.ownerPrivateIds.filter((id) => text.includes(id) && !req.path.includes(id));
      if (leaked.length) problems.push(`another provider's key was shown the owner's records ${leaked.join(", ")}`);
    }
    if (req.audience === "public" && crossTenant) {
      const leaked = pools.otherPrivateIds.filter((id) => text.includes(id) && !req.path.includes(id));
      if (leaked.length) problems.push(`the owner's public key was shown another provider's records ${leaked.join(", ")}`);
    }
    const token = manageToken(req);
    if (token !== undefined && !pools.validTokens.includes(token)) problems.push("a manage link answered for a token that is not one");
    if (req.audience === "public" || req.audience === "otherPublic" || token !== undefined) {
      const shown = contactsShown(req, text, pools);
      if (shown.length) problems.push(`contact details shown to anyone on the web: ${shown.join(", ")}`);
    }
  }
  problems.push(...corsProblems(req, answer));
  if (status === 405 && !answer.headers.allow) problems.push("a 405 without an Allow header");
  if (answer.headers["x-content-type-options"] !== "nosniff") problems.push("no X-Content-Type-Options: nosniff");
  if (req.method === "HEAD") return problems; // no body to judge
  // A browser's preflight of an API path (CORS for public keys): 204 and no body by design.
  if (req.method === "OPTIONS" && status === 204) return problems;
  const contentType = String(answer.headers["content-type"] ?? "");
  // The one documented answer that is not JSON: a booking's iCalendar file.
  if (ok && documented && req.operation.endsWith("/calendar.ics")) {
    if (!/^text\/calendar\b/i.test(contentType)) problems.push(`Content-Type is ${JSON.stringify(contentType)}, not text/calendar`);
    return problems;
  }
  if (!/^application\/json\b/i.test(contentType)) problems.push(`Content-Type is ${JSON.stringify(contentType)}, not application/json`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    problems.push("the body is not JSON");
    return problems;
  }
  if (ok) return problems;
  const family = req.path.startsWith("/v1/") ? "rest" : "rpc";
  if (!body || typeof body !== "object" || Array.isArray(body)) return [...problems, "the error body is not an object"];
  const record = body as Record<string, unknown>;
  const error = record.error as Record<string, unknown> | undefined;
  if (!error || typeof error !== "object" || Array.isArray(error)) return [...problems, "the body has no `error` object"];
  if (typeof error.message !== "string" || error.message.length === 0) problems.push("error.message is not a non-empty string");
  if (typeof error.code !== "string" || !(error.code in ERROR_STATUS))
    problems.push(`error.code ${JSON.stringify(error.code)} is not a documented code`);
  else if (ERROR_STATUS[error.code] !== status) problems.push(`error.code ${error.code} does not go with status ${status}`);
  const extraKeys = Object.keys(error).filter((k) => !["message", "code", "details"].includes(k));
  if (extraKeys.length) problems.push(`error has undocumented members ${extraKeys.join(", ")}`);
  if (error.details !== undefined) {
    const details = error.details;
    if (
      !Array.isArray(details) ||
      !details.every(
        (d) =>
          d &&
          typeof d === "object" &&
          typeof d.path === "string" &&
          typeof d.message === "string" &&
          // A refusal's detail may also name its rule and the times involved.
          Object.keys(d).every((k) => ["path", "message", "rule", "from", "to"].includes(k)) &&
          ["rule", "from", "to"].every((k) => d[k] === undefined || typeof d[k] === "string"),
      )
    ) {
      problems.push("error.details is not an array of {path, message[, rule, from, to]}");
    }
  }
  // Node's HTTP parser refuses some requests before the app sees them (no x-request-id then); the
  // answer's family is guessed from the bytes at hand, which for a request line over 16 KiB that
  // arrived in pieces may not hold the path. Either family's shape is accepted for those.
  const reachedApp = answer.headers["x-request-id"] !== undefined;
  const shape = reachedApp ? family : record.success === false ? "rest" : "rpc";
  if (shape === "rest") {
    if (record.success !== false) problems.push("a /v1 error lacks success: false");
    if (Object.keys(record).some((k) => k !== "success" && k !== "error")) problems.push("a /v1 error body has extra members");
  } else if (Object.keys(record).some((k) => k !== "error")) {
    problems.push("an /api/rpc error body has members besides error");
  }
  return problems;
}

/** The token a request to /v1/manage/{token}… names, as the server decodes it; undefined for other operations. */
function manageToken(req: FuzzRequest): string | undefined {
  if (!req.operation.includes(" /v1/manage/{token}")) return undefined;
  const segment = /^\/v1\/manage\/([^/?]*)/.exec(req.path)?.[1] ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Emails and phone numbers an answer shows that the request did not carry itself: the fixtures'
 * staff and customers, and any `email` or `phone` member (records the fuzz created included).
 */
function contactsShown(req: FuzzRequest, text: string, pools: Pools): string[] {
  let sent = `${req.path} ${req.body?.toString("utf8") ?? ""}`;
  try {
    sent += ` ${decodeURIComponent(req.path)}`;
  } catch {
    // A path that does not decode: its raw text is all there is.
  }
  // A manage link may show the phone its visitor typed when booking: their own words, nothing stored.
  const token = manageToken(req);
  const typed = token === undefined ? undefined : pools.typedPhones.get(token);
  const carried = (value: string) => sent.toLowerCase().includes(value.trim().toLowerCase()) || value === typed;
  const lower = text.toLowerCase();
  const shown = pools.contacts.filter((value) => lower.includes(value.toLowerCase()) && !carried(value));
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      for (const [name, member] of Object.entries(value)) {
        if ((name === "email" || name === "phone") && typeof member === "string" && !carried(member)) shown.push(member);
        else walk(member);
      }
    }
  };
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    // Not JSON (a calendar file): the fixtures' contacts were looked for above.
  }
  // The booking page shows the salon's own phone (settings' `phone`, published by the salon for its
  // visitors), not a customer's: its other fields are still walked.
  if (req.operation === "GET /v1/booking-page" && answer && typeof answer === "object" && "data" in answer) {
    const { data } = answer as { data: Record<string, unknown> };
    answer = { ...answer, data: { ...data, phone: undefined } };
  }
  walk(answer);
  return shown;
}

/**
 * CORS headers go only to a public key used from an origin listed on it, echoing that origin, and
 * to preflights (which carry no key); never a wildcard, never with credentials.
 */
function corsProblems(req: FuzzRequest, answer: Answer): string[] {
  const allowOrigin = answer.headers["access-control-allow-origin"];
  if (allowOrigin === undefined) return [];
  const problems: string[] = [];
  if (allowOrigin !== req.headers.origin) problems.push(`Access-Control-Allow-Origin ${String(allowOrigin)} is not the request's origin`);
  if (answer.headers["access-control-allow-credentials"] !== undefined) problems.push("credentials allowed");
  const listed = new URL(SHOP).origin;
  let origin: string | undefined;
  try {
    origin = req.headers.origin ? new URL(req.headers.origin).origin : undefined;
  } catch {
    origin = undefined;
  }
  if (origin !== listed) problems.push(`CORS for the origin ${String(req.headers.origin)}, which no key lists`);
  if (req.method !== "OPTIONS" && req.audience !== "public" && req.audience !== "otherPublic") {
    problems.push(`CORS for a request made with the ${req.keyLabel}`);
  }
  return problems;
}

function describeRequest(req: FuzzRequest, pools: Pools): string {
  const redact = (value: string) =>
    value
      .replaceAll(pools.ownerKey, "<owner provider key>")
      .replaceAll(pools.otherKey, "<other provider key>")
      .replaceAll(pools.customerKey, "<customer key>")
      .replaceAll(pools.revokedKey, "<revoked key>")
      .replaceAll(pools.publicKey, "<owner public key>")
      .replaceAll(pools.otherPublicKey, "<other public key>")
      .replaceAll(pools.revokedPublicKey, "<revoked public key>");
  const short = (value: string, max = 600) => (value.length > max ? `${value.slice(0, max)}… (${value.length} characters)` : value);
  const lines = [`${req.method} ${short(targetOf(req, "<host>"))}   [operation ${req.operation}, ${req.keyLabel}]`];
  for (const [name, value] of Object.entries(req.headers)) lines.push(`${name}: ${short(redact(value), 200)}`);
  if (req.body !== undefined) {
    const asText = req.body.toString("utf8");
    const exact = Buffer.from(asText, "utf8").equals(req.body);
    lines.push(
      `body (${req.body.length} bytes${req.chunked ? ", chunked" : ""}): ${exact ? short(JSON.stringify(asText)) : `hex ${short(req.body.toString("hex"))}`}`,
    );
  }
  return lines.join("\n  ");
}

// ---------------------------------------------------------------------------------------------

let t: TestApi;
let redis: Redis;
let redisPrefix: TestRedisPrefix;
let pools: Pools;
let operations: Operation[];

beforeAll(async () => {
  redisPrefix = createRedisPrefix();
  redis = new Redis(redisPrefix.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // Every request comes from one address: the limits per address of public keys and manage links
  // (tested in public-keys-browser.test.ts) would otherwise answer most of them 429.
  t = await startTestApi({
    redis,
    redisKeyPrefix: `${redisPrefix.prefix}:`,
    addressLimits: { perAddress: 1_000_000, bookingsPerAddress: 1_000_000, bookingsPerAddressHour: 1_000_000 },
  });
  t.clock.set("2026-11-20T08:00:00Z");

  // The owner: a salon with staff, services, a customer, bookings in several states, a webhook,
  // a review and a template where those operations exist. Another provider with its own records.
  const owner = await createSalon(t);
  const other = await createSalon(t);
  const ownerCustomerKey = await createCustomerKey(t.db, owner.providerId, owner.customerId);
  const revoked = await createKeyForProvider(t.db, { providerId: owner.providerId, audience: "provider" });
  await sql`UPDATE api_keys SET revoked_at = now() WHERE id = ${revoked.id}`.execute(t.db);

  const ids: Record<string, string[]> = {
    staff: [],
    service: [],
    customer: [],
    booking: [],
    webhook: [],
    review: [],
    template: [],
    notification: [],
  };
  const ownerPrivateIds: string[] = [];
  const otherPrivateIds: string[] = [];
  const ownerIds: Record<string, string[]> = {};
  const remember = (kind: string, id: unknown, ofOwner: boolean) => {
    if (typeof id !== "string") return;
    // The owner's records three times over: most requests use the owner's key, and should get far.
    ids[kind]!.push(...(ofOwner ? [id, id, id] : [id]));
    if (ofOwner) {
      ownerPrivateIds.push(id);
      (ownerIds[kind] ??= []).push(id);
    } else {
      otherPrivateIds.push(id);
    }
  };
  for (const [salon, ofOwner] of [
    [owner, true],
    [other, false],
  ] as const) {
    remember("staff", salon.annId, ofOwner);
    remember("staff", salon.bobId, ofOwner);
    remember("service", salon.serviceId, ofOwner);
    remember("service", salon.otherServiceId, ofOwner);
    remember("customer", salon.customerId, ofOwner);
    // Monday 23 and Tuesday 24 November 2026, inside working hours (Europe/Berlin).
    for (const [dateTime, steps] of [
      ["2026-11-23T10:00:00+01:00", []],
      ["2026-11-23T14:00:00+01:00", ["confirmed"]],
      ["2026-11-24T10:00:00+01:00", ["confirmed", "completed"]],
      ["2026-11-24T14:00:00+01:00", ["cancelled"]],
    ] as const) {
      const booking = await salon.book({ dateTime });
      if (booking.status !== 201) throw new Error(`fixture booking failed: ${booking.text}`);
      const id = booking.body.data.id as string;
      remember("booking", id, ofOwner);
      for (const status of steps) await salon.api.patch(`/v1/bookings/${id}`, { status });
    }
    for (const events of [["booking.created"], ["booking.cancelled", "review.created"]]) {
      const webhook = await salon.api.post("/api/rpc/user/webhooks/create", { url: "https://hooks.invalid/booking", events });
      remember("webhook", webhook.body?.id, ofOwner);
    }
    // More records the fuzz may delete or deactivate, so later requests still find some.
    for (const name of ["Spare one", "Spare two"]) {
      const spare = await salon.api.post("/v1/staff", {
        name,
        email: `${name.replace(" ", ".")}.${salon.providerId}@example.com`,
        role: "staff",
        services: [salon.serviceId],
      });
      remember("staff", spare.body?.data?.id, ofOwner);
      const service = await salon.api.post("/v1/services", { name, duration: 30, price: 10 });
      remember("service", service.body?.data?.id, ofOwner);
    }
    const template = await salon.api.post("/api/rpc/provider/reviewResponseTemplates/create", {
      name: "Thanks",
      body: "Thank you {{customerName}}",
    });
    remember("template", template.body?.id, ofOwner);
  }
  // A review of the owner's completed booking, by its customer.
  const completed = ids.booking![2]!;
  const review = await t.anonymous.post(
    "/api/rpc/provider/reviews/create",
    { bookingId: completed, rating: 4, comment: "Fine" },
    {
      key: ownerCustomerKey.apiKey,
    },
  );
  remember("review", review.body?.id, true);
  const notifications = await t.anonymous.get("/api/rpc/user/smartNotifications/list", { key: ownerCustomerKey.apiKey });
  for (const n of (notifications.body?.notifications as { id: string }[] | undefined) ?? []) remember("notification", n.id, true);
  // Ids that look right but exist nowhere.
  for (const [kind, prefix] of Object.entries({
    staff: "staff",
    service: "svc",
    customer: "cus",
    booking: "bk",
    webhook: "wh",
    review: "rev",
    template: "tpl",
    notification: "ntf",
  })) {
    ids[kind]!.push(`${prefix}_00000000000000000000`);
  }
  ids.provider = [owner.providerId, other.providerId, "00000000-0000-4000-8000-000000000000"];
  ownerIds.provider = [owner.providerId];

  // Public keys, and manage links: valid ones (visitors' bookings with Bob on Wednesday, of either
  // provider), one whose booking ended over a week ago, forged, malformed and percent-encoded ones.
  const publicKey = (providerId: string) => createPublicKey(t.db, providerId, [SHOP]);
  const ownerPublic = await publicKey(owner.providerId);
  const otherPublic = await publicKey(other.providerId);
  const revokedPublic = await publicKey(owner.providerId);
  await revokeApiKey(t.db, revokedPublic.id);
  let visitors = 0;
  const typedPhones = new Map<string, string>();
  const visit = async (key: string, salon: typeof owner, dateTime: string, { fuzzable = true } = {}) => {
    visitors += 1;
    const customer = { name: "Vera Visitor", email: `vera${visitors}@example.com`, phone: `+49 40 555010${visitors}` };
    const booked = await t.anonymous.post(
      "/v1/bookings",
      { serviceId: salon.serviceId, staffId: salon.bobId, dateTime, customer },
      { key },
    );
    if (booked.status !== 201) throw new Error(`fixture visit failed: ${booked.text}`);
    if (fuzzable) remember("booking", booked.body.data.id, salon === owner);
    typedPhones.set(booked.body.data.manage.token as string, customer.phone);
    return booked.body.data.manage.token as string;
  };
  const validTokens = [
    await visit(ownerPublic.apiKey, owner, "2026-11-25T10:00:00+01:00"),
    await visit(ownerPublic.apiKey, owner, "2026-11-25T11:00:00+01:00"),
    await visit(otherPublic.apiKey, other, "2026-11-25T10:00:00+01:00"),
  ];
  t.clock.set("2026-11-01T08:00:00Z");
  // Its booking is kept from the generated requests: moved into the future, it would open again.
  const expired = await visit(ownerPublic.apiKey, owner, "2026-11-02T10:00:00+01:00", { fuzzable: false });
  t.clock.set("2026-11-20T08:00:00Z");
  const [first, second, others] = validTokens as [string, string, string];
  ids.token = [
    first,
    first,
    second,
    second,
    others,
    [...first].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join(""),
    expired,
    "Z".repeat(32),
    "short",
    `${first}Z`,
    first.slice(1),
    encode("é".repeat(32)),
    "x".repeat(201),
    `${first}%2F`,
  ];
  ownerIds.token = [first, second];
  // Phone numbers of staff, which public keys must never see.
  await owner.api.patch(`/v1/staff/${owner.annId}`, { phone: "+49 30 5550101" });
  await other.api.patch(`/v1/staff/${other.annId}`, { phone: "+49 30 5550202" });
  const staffContacts = await t.db.selectFrom("staff").select(["email", "phone"]).execute();
  const customerContacts = await t.db.selectFrom("customers").select(["email", "phone"]).execute();
  const contacts = [...staffContacts, ...customerContacts].flatMap((row) => [row.email, row.phone]).filter((v): v is string => !!v);

  pools = {
    ownerKey: owner.apiKey,
    otherKey: other.apiKey,
    customerKey: ownerCustomerKey.apiKey,
    revokedKey: revoked.apiKey,
    publicKey: ownerPublic.apiKey,
    otherPublicKey: otherPublic.apiKey,
    revokedPublicKey: revokedPublic.apiKey,
    validTokens,
    typedPhones,
    contacts,
    ids,
    ownerIds,
    ownerPrivateIds,
    otherPrivateIds,
  };

  const rest = await t.anonymous.get("/v1/openapi.json");
  const rpc = await t.anonymous.get("/api/rpc/openapi.json");
  expect(rest.status).toBe(200);
  expect(rpc.status).toBe(200);
  operations = [...operationsOf(rest.body), ...operationsOf(rpc.body)];
}, 60_000);

afterAll(async () => {
  await t?.close();
  redis?.disconnect();
  await redisPrefix?.cleanup();
});

describe("hostile input", () => {
  it(`answers ${REQUESTS} generated requests over every documented operation without a 5xx, always in the documented error body`, async () => {
    expect(operations.filter((o) => o.family === "rest").length).toBeGreaterThan(0);
    expect(operations.filter((o) => o.family === "rpc").length).toBeGreaterThan(0);

    const runs = Math.ceil(REQUESTS / IN_FLIGHT);
    // Printed so that any run can be replayed with FUZZ_SEED.
    console.log(
      `fuzz: seed ${SEED}, ${runs * IN_FLIGHT} requests over ${operations.length} operations (FUZZ_SEED=${SEED} FUZZ_RUNS=${REQUESTS} to replay)`,
    );

    const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
    const perOperation = new Map<string, number>();
    const statuses = new Map<number, number>();
    let sent = 0;
    const timing = new Map<string, { n: number; total: number; max: number; ok: number }>();
    // Per operation: mostly hostile requests, and a share of clean ones that reach the procedures.
    const requestsByOperation = operations.map((op) =>
      fc.oneof({ weight: 3, arbitrary: requestFor(op, pools) }, { weight: 1, arbitrary: cleanRequestFor(op, pools) }),
    );
    const request = fc.oneof(...requestsByOperation);
    if (process.env.FUZZ_TIMING) {
      const g0 = performance.now();
      fc.sample(request, { seed: SEED, numRuns: 1000 });
      console.log(`generation of 1000 requests: ${(performance.now() - g0).toFixed(0)} ms`);
    }
    const batch = fc.tuple(...Array.from({ length: IN_FLIGHT }, () => request));
    try {
      await fc.assert(
        fc.asyncProperty(batch, async (requests) => {
          const outcomes = await Promise.all(
            requests.map(async (req) => {
              sent += 1;
              perOperation.set(req.operation, (perOperation.get(req.operation) ?? 0) + 1);
              const started = performance.now();
              try {
                const answer = await send(t.url, agent, req);
                const took = performance.now() - started;
                const slot = timing.get(req.operation) ?? { n: 0, total: 0, max: 0, ok: 0 };
                const ok = answer.status < 300 && req.method === req.operation.split(" ")[0] ? 1 : 0;
                timing.set(req.operation, { n: slot.n + 1, total: slot.total + took, max: Math.max(slot.max, took), ok: slot.ok + ok });
                statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
                if (process.env.FUZZ_TRACE && req.operation === process.env.FUZZ_TRACE) {
                  console.log(`${describeRequest(req, pools)}\n  → ${answer.status} ${answer.text.slice(0, 300)}`);
                }
                return { req, answer, problems: judge(req, answer, pools) };
              } catch (error) {
                return { req, answer: undefined, problems: [`no answer: ${(error as Error).message}`] };
              }
            }),
          );
          const failed = outcomes.filter((o) => o.problems.length > 0);
          if (failed.length) {
            throw new Error(
              failed
                .map(
                  ({ req, answer, problems }) =>
                    `${problems.join("; ")}\n  ${describeRequest(req, pools)}\n  → ${answer ? `${answer.status} ${answer.text.slice(0, 500)}` : "(none)"}`,
                )
                .join("\n\n"),
            );
          }
        }),
        { seed: SEED, numRuns: runs, interruptAfterTimeLimit: 240_000, markInterruptAsFailure: false },
      );
    } finally {
      agent.destroy();
      if (process.env.FUZZ_TIMING) {
        for (const [op, v] of [...timing.entries()].sort((a, b) => b[1].total - a[1].total)) {
          console.log(
            `${op}: n=${v.n} succeeded=${v.ok} mean=${(v.total / v.n).toFixed(1)}ms max=${v.max.toFixed(0)}ms total=${(v.total / 1000).toFixed(1)}s`,
          );
        }
      }
    }
    console.log(
      `fuzz: ${sent} requests; statuses ${[...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(" ")}`,
    );
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
    // Every operation of both documents was exercised.
    for (const op of operations) expect(perOperation.get(op.label) ?? 0, op.label).toBeGreaterThan(0);
  }, 300_000);
});
