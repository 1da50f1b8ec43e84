// Why a time is not offered: one local date of a service, member by member, read from the same
// calendars availability reads (service-availability.ts) and walked by explainMemberDay.
import { sql, type Kysely } from "kysely";
import type { Database, WeeklySchedule } from "@booking/db";
import { badRequest, notFound, presentOrThrow } from "../errors";
import { explainMemberDay, type ExplainedDay } from "../domain/availability-explain";
import type { BookingLimits } from "../domain/booking-rules";
import { MINUTE_MS } from "../domain/local-time";
import { busyWindow } from "../domain/schedule-range";
import { processingGaps } from "../domain/processing-time";
import { explainForTwo } from "../domain/two-person";
import { busyIntervals } from "./bookings";
import { isClassService } from "./bookings/sessions";
import { memberCalendars } from "./calendars";
import { refuseMemberNotOffering, serviceForAvailability, unitCalendar } from "./service-availability";

export interface MemberExplanation extends ExplainedDay {
  staffId: string;
  name: string;
}

/**
 * Whose view is explained: the front desk's ("provider": no notice or horizon, processing gaps
 * bookable) or the booking page's and customers' ("online": notice, horizon, and gaps only when the
 * provider offers them online).
 */
export type ExplainView = "provider" | "online";

/**
 * The grid starts of `date` (in the provider's zone) of every active member who offers the service
 * (or of `staffId`), each with the rules that keep it out, as `view` sees them. Class services are
 * refused: their sessions and seats are not explained.
 */
export async function explainAvailability(
  db: Kysely<Database>,
  provider: {
    id: string;
    timezone: string;
    slotMinutes: number;
    businessHours: WeeklySchedule | null;
    limits: BookingLimits;
    processingGapsOnline: boolean;
  },
  query: { serviceId: string; date: string; staffId?: string; view: ExplainView },
  now: Date,
): Promise<{ date: string; serviceId: string; timezone: string; members: MemberExplanation[] }> {
  const { timezone, slotMinutes } = provider;
  const { date, view } = query;
  const online = view === "online";
  const service = (await serviceForAvailability(db, { providerId: provider.id, serviceId: query.serviceId }))[0];
  if (!service || !service.is_active) throw notFound("Service", query.serviceId);
  if (isClassService(service)) {
    throw badRequest("Class services are not explained: their times are their sessions (see GET /v1/sessions)", [
      { path: "serviceId", message: "is a class service" },
    ]);
  }
  let members = db
    .selectFrom("staff as s")
    .innerJoin("staff_services as ss", (join) =>
      join.onRef("ss.provider_id", "=", "s.provider_id").onRef("ss.staff_id", "=", "s.id").on("ss.service_id", "=", service.id),
    )
    .select(["s.id", "s.name", sql<WeeklySchedule>`s.schedule`.as("schedule")])
    .where("s.provider_id", "=", provider.id)
    .where("s.deleted_at", "is", null)
    .where("s.is_active", "=", true)
    .orderBy("s.id");
  // A two-person service is explained over every member who offers it (a partner for the one asked for).
  const twoPerson = service.staff_count === 2;
  if (query.staffId && !twoPerson) members = members.where("s.id", "=", query.staffId);
  const staff = await members.execute();
  if (query.staffId && !staff.some((s) => s.id === query.staffId)) await refuseMemberNotOffering(db, provider.id, query.staffId);
  const staffIds = staff.map((s) => s.id);
  const window = busyWindow(date, date, timezone);
  const busyFrom = new Date(window.from.getTime() - service.buffer_before_minutes * MINUTE_MS);
  const busyTo = new Date(window.to.getTime() + service.buffer_after_minutes * MINUTE_MS);
  const [bookings, { policies, closures }, units] = await Promise.all([
    Promise.all(staffIds.map((id) => busyIntervals(db, provider.id, id, busyFrom, busyTo, now))),
    memberCalendars(db, provider.id, staffIds, { from: date, to: date }, window),
    unitCalendar(db, provider.id, service.requirements, busyFrom, busyTo, now),
  ]);
  const forTwoIfNeeded = (explained: MemberExplanation[]) => {
    if (!twoPerson) return explained;
    const judged = explainForTwo(explained);
    return query.staffId ? judged.filter((m) => m.staffId === query.staffId) : judged;
  };
  return {
    date,
    serviceId: service.id,
    timezone,
    members: forTwoIfNeeded(
      staff.map((s, i) => ({
        staffId: s.id,
        name: s.name,
        ...explainMemberDay({
          timezone,
          slotMinutes,
          durationMinutes: service.duration_minutes,
          bufferBeforeMinutes: service.buffer_before_minutes,
          bufferAfterMinutes: service.buffer_after_minutes,
          processingGaps: processingGaps(service.segments),
          // Provider keys may book into processing time; customers and visitors only when offered online.
          keepOutOfGaps: online && !provider.processingGapsOnline,
          date,
          member: {
            schedule: s.schedule,
            ...presentOrThrow(policies.get(s.id), "memberCalendars has an entry for every member asked for"),
            // Class sessions the member teaches occupy them as bookings do (busyIntervals lists both).
            bookings: (bookings[i] ?? []).map((b) => (b.id.startsWith("ses_") ? { ...b, session: true } : b)),
          },
          closures,
          businessHours: provider.businessHours,
          now: now.getTime(),
          limits: online ? provider.limits : null,
          resources: units && { requirements: service.requirements, units },
        }),
      })),
    ),
  };
}
