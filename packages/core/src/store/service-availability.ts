// The start times one service can be booked at, across the active members who offer it (or one
// of them): the engine's answer over the members' calendars and bookings.
import { sql, type Kysely } from "kysely";
import { executeNamed, prepared, preparedShapes, type Database, type WeeklySchedule } from "@booking/db";
import { badRequest, notFound, presentOrThrow } from "../errors";
import { computeServiceAvailability, regroupByLocalDate, type ServiceDay } from "../domain/availability";
import { LATER_ITEM_SLOT_MINUTES, laterItemsTo, visitAvailability } from "../domain/visit-availability";
import { visitItemOffsets } from "../domain/visits";
import { UnitCalendar, type PooledResource, type ResourceRequirement } from "../domain/resource-units";
import { isClassService } from "./bookings/sessions";
import type { BookingLimits } from "../domain/booking-rules";
import { addDays, MINUTE_MS } from "../domain/local-time";
import { processingGaps } from "../domain/processing-time";
import { startsForTwo } from "../domain/two-person";
import { busyWindow, scheduleRange } from "../domain/schedule-range";
import { heldTimestampPairs, occupyingRanges } from "./bookings/reads";
import { memberCalendars, type HeldTimeColumn, type MemberCalendars } from "./calendars";
import { memberExists } from "./staff-policies";
import { spansOfTimestampPairs } from "./timestamp-pairs";

export interface ServiceAvailabilityQuery {
  serviceId: string;
  staffId?: string;
  /** Inclusive local dates in `timezone`. */
  from?: string;
  to?: string;
  /** The zone the dates and days are told in; default the provider's. */
  timezone?: string;
}

// Compiled once (building a query costs more than sending it) and named statements: the
// availability of a month is read again and again, and planning these statements costs
// PostgreSQL more than running them.
export const serviceForAvailability = prepared((db: Kysely<Database>, p: { providerId: string; serviceId: string }) =>
  db
    .selectFrom("services")
    .select([
      "id",
      "is_active",
      "duration_minutes",
      "buffer_before_minutes",
      "buffer_after_minutes",
      "requirements",
      "capacity",
      "sessions",
      "segments",
      "staff_count",
    ])
    .where("provider_id", "=", p.providerId)
    .where("id", "=", p.serviceId),
);

/** The active members who offer the service, or the one asked for if they do. */
const membersOffering = preparedShapes(
  (db: Kysely<Database>, shape: { oneMember: boolean }, p: { providerId: string; serviceId: string; staffId: string | undefined }) => {
    const members = db
      .selectFrom("staff as s")
      .innerJoin("staff_services as ss", (join) =>
        join.onRef("ss.provider_id", "=", "s.provider_id").onRef("ss.staff_id", "=", "s.id").on("ss.service_id", "=", p.serviceId),
      )
      .select(["s.id", sql<WeeklySchedule>`s.schedule`.as("schedule")])
      .where("s.provider_id", "=", p.providerId)
      .where("s.deleted_at", "is", null)
      .where("s.is_active", "=", true)
      .orderBy("s.id");
    return shape.oneMember ? members.where("s.id", "=", p.staffId as string) : members;
  },
  (shape) => (shape.oneMember ? "one" : "all"),
);

/** What availability reads of the provider (the caller's, or a manage link's). */
export interface AvailabilityProvider {
  id: string;
  timezone: string;
  slotMinutes: number;
  businessHours: WeeklySchedule | null;
  /** Whether customers and visitors are offered times inside processing gaps (provider keys always are). */
  processingGapsOnline: boolean;
}

type ServiceRow = Awaited<ReturnType<typeof serviceForAvailability>>[number];
type OfferingMember = Awaited<ReturnType<typeof membersOffering>>[number];

/** The provider's dates to compute for the viewer's dates asked (a day or two more around them when told in another zone). */
function datesToCompute(provider: AvailabilityProvider, query: Pick<ServiceAvailabilityQuery, "from" | "to" | "timezone">, now: Date) {
  const viewerZone = query.timezone ?? provider.timezone;
  const range = scheduleRange(viewerZone, now, query.from, query.to);
  if (!range.ok) throw badRequest(range.message, [{ path: range.path, message: range.detail }]);
  // Told in another zone, the viewer's dates reach at most a day and a bit into the provider's
  // neighbouring dates (offsets differ by 26 hours at most): compute those too, then regroup.
  const otherZone = viewerZone !== provider.timezone;
  return {
    viewerZone,
    range,
    otherZone,
    from: otherZone ? addDays(range.from, -2) : range.from,
    to: otherZone ? addDays(range.to, 2) : range.to,
  };
}

/**
 * The service and the active members who offer it (or the one asked for), read at once (the
 * members' query names the service asked for; an unknown or inactive service answers 404 either
 * way); 400 or 404 for a member asked for who does not offer it.
 */
async function serviceAndMembers(db: Kysely<Database>, providerId: string, serviceId: string, staffId: string | undefined) {
  const [services, staff] = await Promise.all([
    serviceForAvailability(db, { providerId, serviceId }),
    membersOffering(db, { oneMember: Boolean(staffId) }, { providerId, serviceId, staffId }),
  ]);
  const service = services[0];
  if (!service || !service.is_active) throw notFound("Service", serviceId);
  if (staffId && staff.length === 0) await refuseMemberNotOffering(db, providerId, staffId);
  return { service, staff };
}

export async function serviceAvailability(
  db: Kysely<Database>,
  provider: AvailabilityProvider,
  query: ServiceAvailabilityQuery,
  now: Date,
  /** Notice and horizon of the provider for callers bound by them; null for provider keys. */
  limits: BookingLimits | null,
  /** Whether the answer names the free members at each start (public keys' answers do not: much less work for a large salon). */
  options: { listMembers: boolean } = { listMembers: true },
) {
  const dates = datesToCompute(provider, query, now);
  const { service, staff } = await serviceAndMembers(db, provider.id, query.serviceId, query.staffId);
  const days = await serviceDays(db, provider, service, staff, {
    from: dates.from,
    to: dates.to,
    slotMinutes: provider.slotMinutes,
    now,
    limits,
    listMembers: options.listMembers,
    staffId: query.staffId,
  });
  return {
    serviceId: service.id,
    timezone: dates.viewerZone,
    days: dates.otherZone ? regroupByLocalDate(days, dates.viewerZone, dates.range.from, dates.range.to) : days,
  };
}

export interface VisitAvailabilityQuery extends Omit<ServiceAvailabilityQuery, "serviceId"> {
  /** The visit's services in order (1 to MAX_VISIT_ITEMS; one may come more than once). */
  serviceIds: readonly string[];
}

/**
 * The start times of a visit: its services back to back (visits.ts), the first on the provider's
 * grid, each later one where the one before ends, each item with a member free for it (the one
 * asked for, who must offer every item). Class services cannot be in a visit: 400.
 */
export async function visitAvailabilityOf(
  db: Kysely<Database>,
  provider: AvailabilityProvider,
  query: VisitAvailabilityQuery,
  now: Date,
  limits: BookingLimits | null,
  options: { listMembers: boolean } = { listMembers: true },
) {
  const dates = datesToCompute(provider, query, now);
  // A service named twice (two cuts) is read once.
  const distinct = [...new Set(query.serviceIds)];
  const read = new Map(
    await Promise.all(distinct.map(async (id) => [id, await serviceAndMembers(db, provider.id, id, query.staffId)] as const)),
  );
  const items = query.serviceIds.map((id) => presentOrThrow(read.get(id), "every service of the visit was read"));
  const classItem = items.findIndex((item) => isClassService(item.service));
  if (classItem >= 0)
    throw badRequest(`Service ${query.serviceIds[classItem]} is a class service, which cannot be part of a visit`, [
      { path: "serviceIds", message: "a class service cannot be part of a visit" },
    ]);
  const offsets = visitItemOffsets(
    items.map(({ service }) => ({
      durationMinutes: service.duration_minutes,
      bufferBeforeMinutes: service.buffer_before_minutes,
      bufferAfterMinutes: service.buffer_after_minutes,
    })),
  );
  // A later item can start days after the visit (five long services): its dates reach that far.
  const laterTo = laterItemsTo(dates.to, offsets);
  // The items' members are mostly the same people: their calendars are read once for every item.
  const shared =
    items.length > 1
      ? await readSharedCalendars(
          db,
          provider,
          items.map(({ service }) => service),
          [...new Set(items.flatMap(({ staff }) => staff.map((member) => member.id)))],
          { from: dates.from, to: laterTo, now, limits },
        )
      : undefined;
  const ask = (index: number, slotMinutes: number, to: string, onlyStarts?: ReadonlySet<number>) => {
    const { service, staff } = presentOrThrow(items[index], "an item per service id");
    return serviceDays(db, provider, service, staff, {
      staffId: query.staffId,
      from: dates.from,
      to,
      slotMinutes,
      now,
      limits,
      listMembers: options.listMembers,
      onlyStarts,
      shared,
    });
  };
  // The first item on the grid; each later one only where the first's starts put it (off the
  // grid, as it starts where the item before ends: any minute).
  const firstDays = await ask(0, provider.slotMinutes, dates.to);
  const firstStarts = firstDays.flatMap((day) => day.slots.map((slot) => slot.start));
  const itemDays = [
    firstDays,
    ...(await Promise.all(
      items.slice(1).map((_, i) => {
        const offset = offsets[i + 1] ?? 0;
        return ask(i + 1, LATER_ITEM_SLOT_MINUTES, laterTo, new Set(firstStarts.map((start) => start + offset)));
      }),
    )),
  ];
  const days = visitAvailability(
    items.map(({ service }, index) => ({
      serviceId: service.id,
      offset: offsets[index] ?? 0,
      durationMinutes: service.duration_minutes,
      days: itemDays[index] ?? [],
    })),
  );
  return {
    serviceId: items[0]?.service.id ?? "",
    serviceIds: items.map(({ service }) => service.id),
    timezone: dates.viewerZone,
    days: dates.otherZone ? regroupByLocalDate(days, dates.viewerZone, dates.range.from, dates.range.to) : days,
  };
}

/** What serviceDays computes: the provider's dates, the grid, the clock and limits, and whether members are listed. */
interface DaysAsked {
  from: string;
  to: string;
  slotMinutes: number;
  now: Date;
  limits: BookingLimits | null;
  listMembers: boolean;
  /** Only these starts are tried (a visit's later items); absent: the whole grid. */
  onlyStarts?: ReadonlySet<number>;
  /** Calendars read before for these dates (a visit's items): used when they hold every member asked for. */
  shared?: SharedCalendars;
}

/**
 * Members' calendars read once for several services over the same dates (a visit's items): each
 * member's busy time, over the widest buffers of the services, their time off and overrides, and
 * the closures. Ranges beyond what one service looks at change nothing for it.
 */
interface SharedCalendars extends MemberCalendars {
  staffIds: ReadonlySet<string>;
}

/** Provider keys (no limits) may book into another booking's processing time; customers and visitors only when the provider offers gap times online. */
const bookableIntoGaps = (provider: AvailabilityProvider, limits: BookingLimits | null) => limits === null || provider.processingGapsOnline;

/** The busy window of a service over the provider's dates [from, to]: the days' bookings window and the service's buffers around it. */
function busyRange(provider: AvailabilityProvider, dates: { from: string; to: string }, buffers: { before: number; after: number }) {
  const window = busyWindow(dates.from, dates.to, provider.timezone);
  return {
    window,
    from: new Date(window.from.getTime() - buffers.before * MINUTE_MS),
    to: new Date(window.to.getTime() + buffers.after * MINUTE_MS),
  };
}

async function readSharedCalendars(
  db: Kysely<Database>,
  provider: AvailabilityProvider,
  services: readonly ServiceRow[],
  staffIds: string[],
  asked: { from: string; to: string; now: Date; limits: BookingLimits | null },
): Promise<SharedCalendars> {
  const range = busyRange(provider, asked, {
    before: Math.max(...services.map((service) => service.buffer_before_minutes)),
    after: Math.max(...services.map((service) => service.buffer_after_minutes)),
  });
  const calendars = await memberCalendars(
    db,
    provider.id,
    staffIds,
    asked,
    range.window,
    heldByBookings(provider.id, { from: range.from, to: range.to, now: asked.now, intoGaps: bookableIntoGaps(provider, asked.limits) }),
  );
  return { staffIds: new Set(staffIds), ...calendars };
}

/** One service's starts over the provider's dates [from, to] on a grid of `slotMinutes`: its members' reads and the engine. */
async function serviceDays(
  db: Kysely<Database>,
  provider: AvailabilityProvider,
  service: ServiceRow,
  staff: readonly OfferingMember[],
  asked: DaysAsked & {
    /** The member asked for (`staff` is then that member alone). */
    staffId?: string;
  },
): Promise<ServiceDay[]> {
  if (service.staff_count === 2) {
    // A two-person service: every member who offers it is looked at (a partner for the one asked
    // for), each start listing who is free, then kept where two are.
    const everyone = asked.staffId
      ? await membersOffering(db, { oneMember: false }, { providerId: provider.id, serviceId: service.id, staffId: undefined })
      : staff;
    const days = await memberDays(db, provider, service, everyone, { ...asked, listMembers: true });
    return startsForTwo(days, asked.staffId, asked.listMembers);
  }
  return memberDays(db, provider, service, staff, asked);
}

/** serviceDays for members each of whom can take a booking alone. */
async function memberDays(
  db: Kysely<Database>,
  provider: AvailabilityProvider,
  service: ServiceRow,
  staff: readonly OfferingMember[],
  asked: DaysAsked,
): Promise<ServiceDay[]> {
  const { from, to, now, limits } = asked;
  const { timezone } = provider;
  const staffIds = staff.map((s) => s.id);

  // A candidate's occupied range reaches the service's buffers beyond the days' bookings window.
  const {
    window,
    from: busyFrom,
    to: busyTo,
  } = busyRange(provider, asked, {
    before: service.buffer_before_minutes,
    after: service.buffer_after_minutes,
  });
  const classService = isClassService(service);
  // When not, a service's processing time is held whole, theirs and everyone else's.
  const intoGaps = bookableIntoGaps(provider, limits);
  const shared = asked.shared && staffIds.every((id) => asked.shared?.staffIds.has(id)) ? asked.shared : null;
  const [{ held, policies, closures }, units, sessions] = await Promise.all([
    shared ??
      memberCalendars(
        db,
        provider.id,
        staffIds,
        { from, to },
        window,
        heldByBookings(provider.id, { from: busyFrom, to: busyTo, now, intoGaps }),
      ),
    unitCalendar(db, provider.id, service.requirements, busyFrom, busyTo, now),
    classService ? sessionsWithSeats(db, provider.id, service.id, staffIds, window.from, window.to) : [],
  ]);

  return computeServiceAvailability({
    timezone,
    slotMinutes: asked.slotMinutes,
    durationMinutes: service.duration_minutes,
    bufferBeforeMinutes: service.buffer_before_minutes,
    bufferAfterMinutes: service.buffer_after_minutes,
    processingGaps: intoGaps && !classService ? processingGaps(service.segments) : [],
    from,
    to,
    members: staff.map((s) => ({
      id: s.id,
      schedule: s.schedule,
      ...presentOrThrow(policies.get(s.id), "memberCalendars has an entry for every member asked for"),
      busy: held.get(s.id) ?? [],
    })),
    closures,
    businessHours: provider.businessHours,
    now: now.getTime(),
    limits,
    resources: units && { requirements: service.requirements, units },
    classes: classService ? { capacity: service.capacity, openStarts: service.sessions === "open", sessions } : null,
    listMembers: asked.listMembers,
    onlyStarts: asked.onlyStarts ?? null,
  });
}

/**
 * The time the members' pending and confirmed bookings, live holds and open class sessions (a
 * session once, not per booking in it) hold them over [from, to), each member's in time order
 * (they never overlap each other): occupied ranges, less processing gaps with `intoGaps`. One bytea
 * of timestamp pairs per member (see timestamp-pairs.ts) instead of a row per booking: thousands of
 * rows cost more to receive and parse than the rest of the request. The aggregate has no ORDER BY
 * (sorting costs PostgreSQL more than the rest of the query): the index gives each member's
 * bookings in time order, and the rare hold or session out of it is put in order when the bytes are
 * read.
 */
function heldByBookings(
  providerId: string,
  { from, to, now, intoGaps }: { from: Date; to: Date; now: Date; intoGaps: boolean },
): HeldTimeColumn {
  return (staffId) => sql<Buffer | null>`
    (SELECT string_agg(${heldTimestampPairs(intoGaps)}, ''::bytea)
       FROM (${occupyingRanges(providerId, staffId, from, to, now)}) AS occupied)`;
}

/**
 * The resources `requirements` list, with the ranges each of their units is held over [from, to)
 * by pending and confirmed bookings and live holds; null when the service needs none. Each unit's
 * ranges come as one bytea of timestamp pairs (see timestamp-pairs.ts), as members' busy time
 * does: a month of a pool's bookings is thousands of rows otherwise.
 */
export async function unitCalendar(
  db: Kysely<Database>,
  providerId: string,
  requirements: readonly ResourceRequirement[],
  from: Date,
  to: Date,
  now: Date,
): Promise<UnitCalendar | null> {
  if (requirements.length === 0) return null;
  const ids = [...new Set(requirements.flatMap((r) => r.resourceIds))];
  const [resources, held] = await Promise.all([
    executeNamed(
      db,
      sql<PooledResource>`
      SELECT id, name, quantity, active FROM resources WHERE provider_id = ${providerId} AND id = ANY(${ids}::text[])`,
    ),
    executeNamed(
      db,
      sql<{ resource_id: string; unit: number; held: Buffer }>`
      SELECT u.resource_id, u.unit,
             string_agg(timestamptz_send(lower(u.occupied)) || timestamptz_send(upper(u.occupied)), ''::bytea) AS held
        FROM booking_units u
       WHERE u.provider_id = ${providerId} AND u.resource_id = ANY(${ids}::text[]) AND u.active
         AND u.occupied && tstzrange(${from}::timestamptz, ${to}::timestamptz)
         -- Lapsed holds (few, on their own index) are free; a join to every booking would be planned
         -- as a scan of all the provider's bookings.
         AND (u.booking_id IS NULL OR u.booking_id NOT IN (
               SELECT id FROM bookings WHERE provider_id = ${providerId} AND status = 'held' AND hold_expires_at <= ${now}))
       GROUP BY u.resource_id, u.unit`,
    ),
  ]);
  const calendar = new UnitCalendar(new Map(resources.rows.map((r) => [r.id, r])));
  for (const row of held.rows) {
    for (const span of spansOfTimestampPairs(row.held, (start, end) => ({ start, end }))) calendar.add(row.resource_id, row.unit, span);
  }
  return calendar;
}

/** The open sessions of a class service starting in [from, to) with their members and the seats left. */
async function sessionsWithSeats(db: Kysely<Database>, providerId: string, serviceId: string, staffIds: string[], from: Date, to: Date) {
  if (staffIds.length === 0) return [];
  const { rows } = await sql<{ staffId: string; start: number; seatsLeft: number }>`
    SELECT staff_id AS "staffId", (date_part('epoch', starts_at) * 1000)::bigint::float8 AS start, capacity - seats_taken AS "seatsLeft"
      FROM sessions
     WHERE provider_id = ${providerId} AND service_id = ${serviceId} AND staff_id = ANY(${staffIds}::text[]) AND status = 'open'
       AND starts_at >= ${from} AND starts_at < ${to}
     ORDER BY starts_at`.execute(db);
  return rows;
}

/**
 * The answer when the member asked for is not among the service's active members: 404 when no
 * such member (or a deleted one), else 400 (inactive, or not offering the service).
 */
export async function refuseMemberNotOffering(db: Kysely<Database>, providerId: string, staffId: string): Promise<never> {
  await memberExists(db, providerId, staffId);
  throw badRequest(`Staff member ${staffId} is not an active member who offers this service`, [
    { path: "staffId", message: "does not offer this service" },
  ]);
}
