// What changed in a CalDAV calendar collection since the last read, through tsdav: with the
// collection's sync-token (RFC 6578 sync-collection) when the last read left one, else by listing
// every event object's ETag and comparing with what was read before. Changed objects are fetched
// in calendar-multigets of 100. Every request goes through the connection's own `fetch`
// (calendarFetch), which holds it to the calendar's own server (the collection URL's origin), to
// allowed addresses at every connection, and to a bounded answer.
import { Agent, fetch as undiciFetch } from "undici";
import { calendarMultiGet, calendarQuery, propfind, syncCollection, type DAVResponse } from "tsdav";
import { checkWebhookUrl } from "../domain/outbound-targets";
import { guardedConnector, TargetRefusedError, type Resolver } from "../outbound/guard";
import { CalendarReadLimitError } from "./errors";

export interface CalendarAccount {
  url: string;
  username: string;
  password: string;
}

/** What was read of the collection before: its sync-token (if any) and each object's ETag. */
export interface CalendarReadState {
  syncToken: string | null;
  etags: ReadonlyMap<string, string | null>;
  /** Read every object again whatever its ETag (the window of busy time moved on). */
  rereadAll?: boolean;
}

export interface CalendarObjectRead {
  href: string;
  etag: string | null;
  /** The iCalendar text. */
  data: string;
}

/** What changed in the collection since the last read (the objects themselves are fetched apart: fetchCalendarObjects). */
export interface CalendarChanges {
  /** Hrefs of objects new or changed since the last read. */
  changed: string[];
  /** Objects gone since the last read. */
  deleted: string[];
  /** The collection's token now (null: the server offers none). */
  syncToken: string | null;
  /** Whether every object's ETag was listed (no token, or the server refused it). */
  listedAll: boolean;
}

/** A server's answer that is not what CalDAV promises (a status, a missing collection): the connection fails. */
export class CalendarServerError extends Error {
  override name = "CalendarServerError";
}

export type DavFetch = typeof fetch;

/** A connection's fetch, and the end of its connections (close it when the read is done). */
export interface CalendarFetch {
  fetch: DavFetch;
  close(): Promise<void>;
}

const REQUEST_TIMEOUT_MS = 15_000;
/** The most bytes one answer of a calendar server may have (a listing of 20,000 objects, a multiget of 100 large ones). */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
/** Answers that carry no body (the Response constructor refuses one for them). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** The collection URL with the trailing slash every object's URL is resolved against. */
export const collectionOf = (account: Pick<CalendarAccount, "url">) => (account.url.endsWith("/") ? account.url : `${account.url}/`);

/**
 * The URL of the object `href` names in `collection`: `href` is a path on the calendar's own server
 * (as servers name objects, and as the service stores them) or a name inside the collection. The
 * path is set on the collection's URL, never resolved as a reference, so that a path beginning with
 * `//` (which a URL would read as another host) stays a path on the calendar's server.
 */
export function objectUrl(collection: string, href: string): string {
  if (!href.startsWith("/")) return new URL(encodeURIComponent(href), collectionOf({ url: collection })).href;
  const url = new URL(collection);
  url.pathname = href;
  url.search = "";
  url.hash = "";
  return url.href;
}

/** What is read of an answer: the platform's Response and undici's alike (their types differ by package). */
interface Answer {
  status: number;
  headers: { get(name: string): string | null; forEach(visit: (value: string, name: string) => void): void };
  body: { getReader(): ChunkReader; cancel(): Promise<void> } | null;
}
interface ChunkReader {
  read(): Promise<{ done: boolean; value?: Uint8Array }>;
  cancel(): Promise<void>;
}

/** The body of `answer` as text, at most `maxBytes` of it (CalendarReadLimitError past that, the rest never read). */
async function boundedText(answer: Answer, maxBytes: number): Promise<string | null> {
  if (!answer.body) return null;
  const declared = Number(answer.headers.get("content-length"));
  const tooLarge = () => new CalendarReadLimitError(`An answer of the calendar server was larger than ${maxBytes / 1024 / 1024} MiB`);
  if (declared > maxBytes) {
    await answer.body.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = answer.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done || !value) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size).toString("utf8");
}

/**
 * The fetch every CalDAV request of a connection goes through: basic authentication, a timeout,
 * no redirects, requests only to the collection URL's own origin (a server's answer cannot send
 * the service, with the account's password, anywhere else), answers of at most `maxAnswerBytes`,
 * and (unless private targets are allowed) connections only to public addresses, checked at
 * every connection, whether the URL names a host or an address.
 */
export function calendarFetch(
  account: CalendarAccount,
  options: {
    allowPrivate: boolean;
    resolver?: Resolver;
    /** Ends every request still running (a deadline for the whole read, or the worker stopping). */ signal?: AbortSignal;
    maxAnswerBytes?: number;
  },
): CalendarFetch {
  const maxBytes = options.maxAnswerBytes ?? MAX_ANSWER_BYTES;
  const origin = new URL(account.url).origin;
  const agent = new Agent({
    connect: options.allowPrivate
      ? { timeout: REQUEST_TIMEOUT_MS }
      : guardedConnector({ timeoutMs: REQUEST_TIMEOUT_MS, resolver: options.resolver }),
    headersTimeout: REQUEST_TIMEOUT_MS,
    bodyTimeout: REQUEST_TIMEOUT_MS,
  });
  const authorization = `Basic ${Buffer.from(`${account.username}:${account.password}`).toString("base64")}`;
  const davFetch = async (input: Parameters<DavFetch>[0], init?: Parameters<DavFetch>[1]) => {
    // tsdav asks with URL strings; the others are read as the fetch standard reads them.
    const target = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    if (target.origin !== origin) throw new TargetRefusedError("requests go only to the calendar's own server");
    const problem = checkWebhookUrl(target.href, options.allowPrivate, false);
    if (problem) throw new TargetRefusedError(problem.message);
    const headers = new Headers(init?.headers);
    headers.set("authorization", authorization);
    const answer: Answer = await undiciFetch(target, {
      ...(init as object),
      headers,
      dispatcher: agent,
      redirect: "error",
      signal: options.signal
        ? AbortSignal.any([options.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
        : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await boundedText(answer, maxBytes);
    const answerHeaders: [string, string][] = [];
    answer.headers.forEach((value, name) => answerHeaders.push([name, value]));
    return new Response(NULL_BODY_STATUSES.has(answer.status) ? null : text, { status: answer.status, headers: answerHeaders });
  };
  return { fetch: davFetch, close: () => agent.close() };
}

const ETAG = { "d:getetag": {} };
const ETAG_AND_DATA = { "d:getetag": {}, "c:calendar-data": {} };
const EVENTS_ONLY = { "c:comp-filter": { _attributes: { name: "VCALENDAR" }, "c:comp-filter": { _attributes: { name: "VEVENT" } } } };

/**
 * The object's href as the collection names it (its decoded path; servers answer absolute paths,
 * sometimes percent-encoded differently), or null for an href that is not an object of this
 * collection: another server's, a path outside the collection, or not an `.ics` resource.
 */
function hrefOf(response: DAVResponse, collection: string): string | null {
  if (!response.href) return null;
  try {
    const url = new URL(response.href, collection);
    const base = new URL(collection);
    const path = decodeURIComponent(url.pathname);
    if (url.origin !== base.origin || !path.startsWith(decodeURIComponent(base.pathname))) return null;
    return path.endsWith(".ics") ? path : null;
  } catch {
    // Not a URL, or percent-encoding that does not decode.
    return null;
  }
}

const etagOf = (response: DAVResponse): string | null => {
  const etag: unknown = response.props?.getetag;
  return typeof etag === "string" || typeof etag === "number" ? String(etag) : null;
};

function dataOf(response: DAVResponse): string | null {
  const data: unknown = response.props?.calendarData;
  if (typeof data === "string") return data;
  if (data && typeof data === "object" && "_cdata" in data && typeof data._cdata === "string") return data._cdata;
  return null;
}

function refuseFailure(responses: DAVResponse[], what: string) {
  // A multistatus with an error for the collection itself, or a plain HTTP error.
  const failed = responses.find((r) => !r.ok && r.status !== 404);
  if (failed) throw new CalendarServerError(`${what}: the server answered ${failed.status}`);
}

/** Lists what changed in the collection since `state` (the changed objects' texts: fetchCalendarObjects). */
export async function listCalendarChanges(account: CalendarAccount, state: CalendarReadState, fetch: DavFetch): Promise<CalendarChanges> {
  const collection = collectionOf(account);
  if (state.syncToken && !state.rereadAll) {
    const viaToken = await changesByToken(collection, state, fetch);
    if (viaToken) return viaToken;
  }
  return changesByEtags(collection, state, fetch);
}

/** RFC 6578: null when the server refuses the token (then every ETag is compared). */
async function changesByToken(collection: string, state: CalendarReadState, fetch: DavFetch): Promise<CalendarChanges | null> {
  const responses = await syncCollection({ url: collection, props: ETAG, syncLevel: 1, syncToken: state.syncToken ?? undefined, fetch });
  // An invalid or expired token is a 403/409 (valid-sync-token precondition) for the collection.
  if (responses.some((r) => !r.ok && r.status !== 404 && hrefOf(r, collection) === null)) return null;
  const changed = new Set<string>();
  const deleted = new Set<string>();
  for (const response of responses) {
    const href = hrefOf(response, collection);
    if (!href) continue;
    if (response.status === 404) deleted.add(href);
    else if (etagOf(response) === null || etagOf(response) !== state.etags.get(href)) changed.add(href);
  }
  const token = tokenOf(responses) ?? state.syncToken;
  return { changed: [...changed], deleted: [...deleted].filter((href) => !changed.has(href)), syncToken: token, listedAll: false };
}

function tokenOf(responses: DAVResponse[]): string | null {
  const raw = responses[0]?.raw as { multistatus?: { syncToken?: unknown } } | undefined;
  const token = raw?.multistatus?.syncToken;
  return typeof token === "string" && token.length > 0 ? token : null;
}

/** Lists every event object's ETag: the new and changed ones, and those gone. */
async function changesByEtags(collection: string, state: CalendarReadState, fetch: DavFetch): Promise<CalendarChanges> {
  // The token first: a change made while the list is read is then reported again next time, never lost.
  const token = await collectionToken(collection, fetch);
  const listed = await calendarQuery({ url: collection, props: ETAG, filters: EVENTS_ONLY, depth: "1", fetch });
  refuseFailure(listed, "Listing the calendar's events failed");
  const seen = new Set<string>();
  const changed: string[] = [];
  for (const response of listed) {
    const href = hrefOf(response, collection);
    // Listed twice (a server's mistake or a hostile one): read once.
    if (!href || response.status === 404 || seen.has(href)) continue;
    seen.add(href);
    const etag = etagOf(response);
    if (state.rereadAll || etag === null || !state.etags.has(href) || state.etags.get(href) !== etag) changed.push(href);
  }
  const deleted = [...state.etags.keys()].filter((href) => !seen.has(href));
  return { changed, deleted, syncToken: token, listedAll: true };
}

/** The collection's DAV:sync-token property (RFC 6578), or null when the server keeps none. */
async function collectionToken(collection: string, fetch: DavFetch): Promise<string | null> {
  const responses = await propfind({ url: collection, props: { "d:sync-token": {} }, depth: "0", fetch });
  const first = responses[0];
  // The collection itself must answer (a 404 here is a wrong URL, a 401 a wrong password).
  if (!first || (!first.ok && first.status !== 207)) {
    throw new CalendarServerError(`Reading the calendar failed: the server answered ${first?.status ?? "nothing"}`);
  }
  const token: unknown = responses[0]?.props?.syncToken;
  return typeof token === "string" && token.length > 0 ? token : null;
}

/** Hrefs one calendar-multiget asks for. */
export const MULTIGET_BATCH = 100;

/**
 * The texts of the objects at `hrefs` (at most MULTIGET_BATCH), in one calendar-multiget. Only the
 * objects asked for are taken, each once: a server cannot add objects to a read, nor make one
 * stored twice.
 */
export async function fetchCalendarObjects(account: CalendarAccount, hrefs: string[], fetch: DavFetch): Promise<CalendarObjectRead[]> {
  const collection = collectionOf(account);
  const asked = new Set(hrefs);
  const objects = new Map<string, CalendarObjectRead>();
  const responses = await calendarMultiGet({ url: collection, props: ETAG_AND_DATA, objectUrls: hrefs, depth: "1", fetch });
  refuseFailure(responses, "Reading the calendar's events failed");
  for (const response of responses) {
    const href = hrefOf(response, collection);
    const data = dataOf(response);
    if (href && asked.has(href) && data !== null && !objects.has(href)) objects.set(href, { href, etag: etagOf(response), data });
  }
  return [...objects.values()];
}

/**
 * Writes an event object into the collection at `href` (PUT): with the ETag it had when last
 * written, so a server that checks it refuses an object someone else changed meanwhile; the
 * service's copy of a booking wins then (written again without it). Answers the new ETag (null
 * when the server gives none).
 */
export async function writeCalendarObject(
  account: CalendarAccount,
  href: string,
  ics: string,
  etag: string | null,
  fetch: DavFetch,
): Promise<string | null> {
  const url = objectUrl(collectionOf(account), href);
  const put = (ifMatch: string | null) =>
    fetch(url, {
      method: "PUT",
      headers: { "content-type": "text/calendar; charset=utf-8", ...(ifMatch ? { "if-match": ifMatch } : {}) },
      body: ics,
    });
  let answer = await put(etag);
  if (answer.status === 412) answer = await put(null);
  await answer.arrayBuffer();
  if (!answer.ok) throw new CalendarServerError(`Writing a booking into the calendar failed: the server answered ${answer.status}`);
  return answer.headers.get("etag");
}

/** Removes an event object (a cancelled booking's); one already gone is fine. */
export async function removeCalendarObject(account: CalendarAccount, href: string, fetch: DavFetch): Promise<void> {
  const answer = await fetch(objectUrl(collectionOf(account), href), { method: "DELETE" });
  await answer.arrayBuffer();
  if (!answer.ok && answer.status !== 404) {
    throw new CalendarServerError(`Removing a booking from the calendar failed: the server answered ${answer.status}`);
  }
}
