// A staff member's daily availability: their hours for each date (date overrides before the
// weekly schedule; narrowed to the salon's business hours if it has any), less breaks, time off, the provider's closures and the ranges their pending
// and confirmed bookings occupy, over a range of local dates in the provider's time zone.
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import { badRequest } from "../errors";
import { computeAvailability } from "../domain/availability";
import { busyWindow, scheduleRange } from "../domain/schedule-range";
import { busyIntervals } from "./bookings";
import { memberCalendar } from "./calendars";

export async function staffSchedule(
  db: Kysely<Database>,
  provider: { id: string; timezone: string; slotMinutes: number },
  staffId: string,
  dates: { from?: string; to?: string },
  now: Date,
) {
  const { timezone, slotMinutes } = provider;
  const range = scheduleRange(timezone, now, dates.from, dates.to);
  if (!range.ok) throw badRequest(range.message, [{ path: range.path, message: range.detail }]);
  const { from, to } = range;
  const window = busyWindow(from, to, timezone);
  // One round: an unknown member has no bookings, and memberCalendar's 404 answers for it.
  const [member, bookings] = await Promise.all([
    memberCalendar(db, provider.id, staffId, { from, to }, window),
    busyIntervals(db, provider.id, staffId, window.from, window.to, now),
  ]);
  const days = computeAvailability({
    schedule: member.schedule,
    overrides: member.overrides,
    timeOff: member.timeOff,
    busyTime: member.busyTime,
    closures: member.closures,
    businessHours: member.businessHours,
    timezone,
    slotMinutes,
    from,
    to,
    bookings,
    // An inactive member can be booked at no time: every slot is as good as past.
    now: member.isActive ? now.getTime() : Number.POSITIVE_INFINITY,
  });
  return { staffId: member.id, schedule: days };
}
