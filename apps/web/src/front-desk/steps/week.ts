// A member's week as the front desk offers it: the days of their schedule, and each day's times
// the chosen service fits (a class's sessions with their seats left; a visit's starts where all its
// services fit back to back, from availability asked with serviceIds; a two-person service's starts
// where the member and another who offers it are free, from availability, which lists every member
// free at each), read through TanStack Query so that the time step and the flow share one answer.
import { useQuery } from "@tanstack/react-query";
import { useTRPC, type RouterOutputs } from "@booking/client/react";
import { useI18n } from "../../i18n/I18n";
import { addDays, clock24, clockTime } from "../../common/dates";
import { bookableTimes, type BookableTime } from "../time";

type Me = RouterOutputs["user"]["me"];
type Service = RouterOutputs["services"]["list"]["data"][number];
export type Day = RouterOutputs["staff"]["schedule"]["data"]["schedule"][number];

/** A time offered: its instant, its name in test ids, the time in words and its button's text (a class's with its seats left). */
export interface Time {
  dateTime: string;
  id: string;
  time: string;
  label: string;
}

/** The time chosen, and its day. */
export interface ChosenSlot {
  date: string;
  dateTime: string;
}

/** A class is booked by seats of its sessions; anything else by the starts its length fits. */
export const isClass = (service: Service | undefined) =>
  service !== undefined && (service.capacity > 1 || service.sessions === "published");

/** `visitServiceIds`: a visit's services in order (two or more), else empty. */
export function useWeekTimes(
  me: Me,
  service: Service | undefined,
  staffId: string,
  weekStart: string,
  visitServiceIds: readonly string[] = [],
) {
  const trpc = useTRPC();
  const { t, lang } = useI18n();
  const zone = me.provider.timezone;
  const weekEnd = addDays(weekStart, 6);
  const byClass = isClass(service);
  const byVisit = visitServiceIds.length > 1;
  // A two-person service is offered only where two members are free, which the member's schedule does not say.
  const byPair = !byClass && !byVisit && service?.staffCount === 2;
  const schedule = useQuery({
    ...trpc.staff.schedule.queryOptions({ id: staffId, from: weekStart, to: weekEnd }),
    enabled: staffId !== "" && service !== undefined,
  });
  const serviceStarts = useQuery({
    ...trpc.availability.get.queryOptions({ serviceId: service?.id ?? "", staffId, from: weekStart, to: weekEnd }),
    enabled: (byClass || byPair) && staffId !== "",
  });
  const visitStarts = useQuery({
    ...trpc.availability.get.queryOptions({ serviceIds: [...visitServiceIds], staffId, from: weekStart, to: weekEnd }),
    enabled: byVisit && staffId !== "",
  });
  const visitStartsByDate = new Map((visitStarts.data?.data.days ?? []).map((day) => [day.date, day.slots.map((s) => s.start)]));
  const serviceSlots = serviceStarts.data?.data.days ?? [];
  // A class's sessions with their seats left, or a two-person service's starts (a seat each).
  const startsByDate = new Map(
    serviceSlots.map((day) => [day.date, day.slots.map((s) => ({ dateTime: s.start, seatsLeft: s.seatsLeft ?? 1 }))]),
  );
  const named = (times: BookableTime[]): Time[] => times.map((b) => Object.assign({}, b, { time: b.label }));

  /** A day's times to offer: a class's sessions with their seats left, else the starts the service fits. */
  const timesOf = (day: Day): Time[] => {
    if (byVisit)
      return (visitStartsByDate.get(day.date) ?? []).map((dateTime) => {
        const time = clockTime(dateTime, zone, lang);
        return { dateTime, id: clock24(dateTime, zone), time, label: time };
      });
    if (byClass)
      return (startsByDate.get(day.date) ?? []).map(({ dateTime, seatsLeft }) => {
        const time = clockTime(dateTime, zone, lang);
        return { dateTime, id: clock24(dateTime, zone), time, label: t("console.desk.seatsLeft", { time, count: seatsLeft }) };
      });
    if (byPair) {
      // The service's starts each fit already (one slot's length is enough); named as a schedule's
      // are, with the offset on a time that a day the clocks go back shows twice.
      const starts = (startsByDate.get(day.date) ?? []).map(({ dateTime }) => ({
        time: clock24(dateTime, zone),
        dateTime,
        available: true,
      }));
      return named(bookableTimes(starts, me.provider.slotMinutes, me.provider.slotMinutes, zone, lang));
    }
    return named(bookableTimes(day.slots, me.provider.slotMinutes, service?.duration ?? me.provider.slotMinutes, zone, lang));
  };

  const days = schedule.data?.data.schedule;
  return {
    weekEnd,
    /** The week's days, once every answer a class, a visit or a two-person service needs is in. */
    days: days && (!(byClass || byPair) || serviceStarts.data) && (!byVisit || visitStarts.data) ? days : undefined,
    error: schedule.error ?? serviceStarts.error ?? visitStarts.error,
    timesOf,
    /** A two-person service's members free at the chosen start, the week's member among them (none for other services). */
    freeAt: (slot: ChosenSlot): string[] =>
      (byPair ? serviceSlots.flatMap((d) => d.slots) : []).find((s) => Date.parse(s.start) === Date.parse(slot.dateTime))?.staffIds ?? [],
    /** The chosen time in words, while its day offers it. */
    timeOf: (slot: ChosenSlot) => {
      const day = days?.find((d) => d.date === slot.date);
      return day && timesOf(day).find((time) => time.dateTime === slot.dateTime)?.time;
    },
  };
}

export type WeekTimes = ReturnType<typeof useWeekTimes>;
