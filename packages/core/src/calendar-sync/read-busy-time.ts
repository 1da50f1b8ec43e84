// One read of a staff calendar's busy time, network and parsing together: what changed since the
// last read (caldav-read.ts), the changed objects fetched 100 at a time and each batch's events
// expanded over the window (parse-objects.ts), under the bounds of one read. It runs on the
// reading thread (read-thread.ts), so no answer, however large or dense, is parsed on the event
// loop that serves jobs; the caller stores what it answers.
import type { Resolver } from "../outbound/guard";
import { calendarFetch, fetchCalendarObjects, listCalendarChanges, MULTIGET_BATCH, type CalendarAccount } from "./caldav-read";
import { CalendarReadLimitError } from "./errors";
import { parseObjects } from "./parse-objects";

export interface BusyTimeReadRequest {
  account: CalendarAccount;
  /** Whether the server may be at a private address (the webhook targets' rule). */
  allowPrivate: boolean;
  /** What was read before: the collection's token, each object's ETag, and whether to read every object again. */
  state: { syncToken: string | null; etags: [string, string | null][]; rereadAll: boolean };
  /** The window busy time is read over (epoch ms). */
  window: { from: number; to: number };
  /** The provider's zone. */
  zone: string;
  /** UIDs of the service's own exported bookings. */
  ignoreUids: string[];
  limits: { maxObjects: number; maxInstances: number };
}

export interface BusyTimeRead {
  /** Objects new or changed, with their busy ranges (epoch ms). */
  changed: { href: string; etag: string | null; busy: [number, number][] }[];
  deleted: string[];
  syncToken: string | null;
  listedAll: boolean;
  /** Objects that could not be read (they block nothing). */
  unreadable: number;
}

export async function readBusyTime(
  request: BusyTimeReadRequest,
  options: { resolver?: Resolver; signal?: AbortSignal } = {},
): Promise<BusyTimeRead> {
  const { account, limits } = request;
  const client = calendarFetch(account, { allowPrivate: request.allowPrivate, resolver: options.resolver, signal: options.signal });
  try {
    const state = { syncToken: request.state.syncToken, etags: new Map(request.state.etags), rereadAll: request.state.rereadAll };
    const changes = await listCalendarChanges(account, state, client.fetch);
    if (changes.changed.length > limits.maxObjects) {
      throw new CalendarReadLimitError(
        `The calendar has ${changes.changed.length} events to read; the service reads at most ${limits.maxObjects} per calendar`,
      );
    }
    const changed: BusyTimeRead["changed"] = [];
    let unreadable = 0;
    let instances = 0;
    for (let i = 0; i < changes.changed.length; i += MULTIGET_BATCH) {
      const objects = await fetchCalendarObjects(account, changes.changed.slice(i, i + MULTIGET_BATCH), client.fetch);
      const parsed = parseObjects({
        objects,
        window: request.window,
        zone: request.zone,
        ignoreUids: request.ignoreUids,
        instanceBudget: limits.maxInstances - instances,
      });
      if (parsed.overBudget) {
        throw new CalendarReadLimitError(
          `The calendar's events repeat more than ${limits.maxInstances} times over the booking horizon; the service reads at most that many`,
        );
      }
      instances += parsed.instances;
      const etagOf = new Map(objects.map((o) => [o.href, o.etag]));
      for (const object of parsed.objects) {
        // One object that cannot be read (or holds no event) blocks nothing; the others count.
        if (object.busy === null) unreadable += 1;
        changed.push({ href: object.href, etag: etagOf.get(object.href) ?? null, busy: object.busy ?? [] });
      }
    }
    return { changed, deleted: changes.deleted, syncToken: changes.syncToken, listedAll: changes.listedAll, unreadable };
  } finally {
    await client.close();
  }
}
