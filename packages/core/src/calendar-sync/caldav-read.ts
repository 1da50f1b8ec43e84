// What changed in a CalDAV calendar collection since the last read, through tsdav: with the
// collection's sync-token (RFC 6578 sync-collection) when the last read left one, else by listing
// every event object's ETag and comparing with what was read before. Changed objects are fetched
// in one calendar-multiget. Every request goes through `fetch`, which the caller gives the
// connect-time address check of webhook targets.
import { Agent, fetch as undiciFetch } from "undici";
import { calendarMultiGet, calendarQuery, propfind, syncCollection, type DAVResponse } from "tsdav";
import { guardedLookup, systemResolver, type Resolver } from "../webhooks/send";

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

export interface CalendarChanges {
  /** Objects new or changed since the last read, with their text. */
  changed: CalendarObjectRead[];
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

/**
 * The fetch every CalDAV request of a connection goes through: basic authentication, a timeout,
 * and (unless private targets are allowed) connections only to public addresses, checked at
 * connect time whatever name led there.
 */
export function calendarFetch(
  account: CalendarAccount,
  options: {
    allowPrivate: boolean;
    resolver?: Resolver;
    /** Ends every request still running (a deadline for the whole read). */ signal?: AbortSignal;
  },
): CalendarFetch {
  const agent = new Agent({
    connect: options.allowPrivate
      ? { timeout: REQUEST_TIMEOUT_MS }
      : { timeout: REQUEST_TIMEOUT_MS, lookup: guardedLookup(options.resolver ?? systemResolver) },
    headersTimeout: REQUEST_TIMEOUT_MS,
    bodyTimeout: REQUEST_TIMEOUT_MS,
  });
  const authorization = `Basic ${Buffer.from(`${account.username}:${account.password}`).toString("base64")}`;
  const davFetch = (input: Parameters<DavFetch>[0], init?: Parameters<DavFetch>[1]) => {
    const headers = new Headers(init?.headers);
    headers.set("authorization", authorization);
    // tsdav asks with URL strings; the others are read as the fetch standard reads them.
    const target = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    return undiciFetch(target, {
      ...(init as object),
      headers,
      dispatcher: agent,
      redirect: "error",
      signal: options.signal
        ? AbortSignal.any([options.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
        : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }) as unknown as Promise<Response>;
  };
  return { fetch: davFetch, close: () => agent.close() };
}

const ETAG = { "d:getetag": {} };
const ETAG_AND_DATA = { "d:getetag": {}, "c:calendar-data": {} };
const EVENTS_ONLY = { "c:comp-filter": { _attributes: { name: "VCALENDAR" }, "c:comp-filter": { _attributes: { name: "VEVENT" } } } };

/** The object's href as the collection names it (servers answer absolute paths, sometimes percent-encoded differently). */
function hrefOf(response: DAVResponse, collection: string): string | null {
  if (!response.href) return null;
  const path = decodeURIComponent(new URL(response.href, collection).pathname);
  return path.endsWith(".ics") ? path : null;
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
  if (failed) throw new CalendarServerError(`${what}: the server answered ${failed.status} ${failed.statusText}`.trim());
}

/** Reads what changed in the collection since `state`. */
export async function readCalendarChanges(account: CalendarAccount, state: CalendarReadState, fetch: DavFetch): Promise<CalendarChanges> {
  const collection = account.url.endsWith("/") ? account.url : `${account.url}/`;
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
  const changedHrefs: string[] = [];
  const deleted: string[] = [];
  for (const response of responses) {
    const href = hrefOf(response, collection);
    if (!href) continue;
    if (response.status === 404) deleted.push(href);
    else if (etagOf(response) === null || etagOf(response) !== state.etags.get(href)) changedHrefs.push(href);
  }
  const token = tokenOf(responses) ?? state.syncToken;
  return { changed: await fetchObjects(collection, changedHrefs, fetch), deleted, syncToken: token, listedAll: false };
}

function tokenOf(responses: DAVResponse[]): string | null {
  const raw = responses[0]?.raw as { multistatus?: { syncToken?: unknown } } | undefined;
  const token = raw?.multistatus?.syncToken;
  return typeof token === "string" && token.length > 0 ? token : null;
}

/** Lists every event object's ETag and fetches the new and changed ones. */
async function changesByEtags(collection: string, state: CalendarReadState, fetch: DavFetch): Promise<CalendarChanges> {
  // The token first: a change made while the list is read is then reported again next time, never lost.
  const token = await collectionToken(collection, fetch);
  const listed = await calendarQuery({ url: collection, props: ETAG, filters: EVENTS_ONLY, depth: "1", fetch });
  refuseFailure(listed, "Listing the calendar's events failed");
  const seen = new Set<string>();
  const changedHrefs: string[] = [];
  for (const response of listed) {
    const href = hrefOf(response, collection);
    if (!href || response.status === 404) continue;
    seen.add(href);
    const etag = etagOf(response);
    if (state.rereadAll || etag === null || !state.etags.has(href) || state.etags.get(href) !== etag) changedHrefs.push(href);
  }
  const deleted = [...state.etags.keys()].filter((href) => !seen.has(href));
  return { changed: await fetchObjects(collection, changedHrefs, fetch), deleted, syncToken: token, listedAll: true };
}

/** The collection's DAV:sync-token property (RFC 6578), or null when the server keeps none. */
async function collectionToken(collection: string, fetch: DavFetch): Promise<string | null> {
  const responses = await propfind({ url: collection, props: { "d:sync-token": {} }, depth: "0", fetch });
  const first = responses[0];
  // The collection itself must answer (a 404 here is a wrong URL, a 401 a wrong password).
  if (!first || (!first.ok && first.status !== 207)) {
    throw new CalendarServerError(
      `Reading the calendar failed: the server answered ${first?.status ?? "nothing"} ${first?.statusText ?? ""}`.trim(),
    );
  }
  const token: unknown = responses[0]?.props?.syncToken;
  return typeof token === "string" && token.length > 0 ? token : null;
}

/** The objects' texts, in batches of 100 hrefs per calendar-multiget. */
async function fetchObjects(collection: string, hrefs: string[], fetch: DavFetch): Promise<CalendarObjectRead[]> {
  const objects: CalendarObjectRead[] = [];
  for (let i = 0; i < hrefs.length; i += 100) {
    const batch = hrefs.slice(i, i + 100);
    const responses = await calendarMultiGet({ url: collection, props: ETAG_AND_DATA, objectUrls: batch, depth: "1", fetch });
    refuseFailure(responses, "Reading the calendar's events failed");
    for (const response of responses) {
      const href = hrefOf(response, collection);
      const data = dataOf(response);
      if (href && data !== null) objects.push({ href, etag: etagOf(response), data });
    }
  }
  return objects;
}

/**
 * Writes an event object into the collection at `name` (PUT): with the ETag it had when last
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
  const url = new URL(href, account.url).href;
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
  const answer = await fetch(new URL(href, account.url).href, { method: "DELETE" });
  await answer.arrayBuffer();
  if (!answer.ok && answer.status !== 404) {
    throw new CalendarServerError(`Removing a booking from the calendar failed: the server answered ${answer.status}`);
  }
}
