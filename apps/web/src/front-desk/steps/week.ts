// A member's week as the front desk offers it: the days of their schedule, and each day's times
// the chosen service fits (a class's sessions with their seats left; a visit's starts where all its
// services fit back to back, from availability asked with serviceIds), read through TanStack Query
// so that the time step and the flow share one answer.
import { useQuery } from "@tanstack/react-query";
import { useTRPC, type RouterOutputs } from "@booking/client/react";
import { useI18n } from "../../i18n/I18n";
import { addDays, clock24, clockTime } from "../../common/dates";
import { bookableTimes } from "../time";

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
  const schedule = useQuery({
    ...trpc.staff.schedule.queryOptions({ id: staffId, from: weekStart, to: weekEnd }),
    enabled: staffId !== "" && service !== undefined,
  });
  const sessions = useQuery({
    ...trpc.availability.get.queryOptions({ serviceId: service?.id ?? "", staffId, from: weekStart, to: weekEnd }),
    enabled: byClass && staffId !== "",
  });
  const visitStarts = useQuery({
    ...trpc.availability.get.queryOptions({ serviceIds: [...visitServiceIds], staffId, from: weekStart, to: weekEnd }),
    enabled: byVisit && staffId !== "",
  });
  const visitStartsByDate = new Map((visitStarts.data?.data.days ?? []).map((day) => [day.date, day.slots.map((s) => s.start)]));
  const seatsByDate = new Map(
    (sessions.data?.data.days ?? []).map((day) => [day.date, day.slots.map((s) => ({ dateTime: s.start, seatsLeft: s.seatsLeft ?? 1 }))]),
  );

  /** A day's times to offer: a class's sessions with their seats left, else the starts the service fits. */
  const timesOf = (day: Day): Time[] =>
    byVisit
      ? (visitStartsByDate.get(day.date) ?? []).map((dateTime) => {
          const time = clockTime(dateTime, zone, lang);
          return { dateTime, id: clock24(dateTime, zone), time, label: time };
        })
      : byClass
        ? (seatsByDate.get(day.date) ?? []).map(({ dateTime, seatsLeft }) => {
            const time = clockTime(dateTime, zone, lang);
            return { dateTime, id: clock24(dateTime, zone), time, label: t("console.desk.seatsLeft", { time, count: seatsLeft }) };
          })
        : bookableTimes(day.slots, me.provider.slotMinutes, service?.duration ?? me.provider.slotMinutes, zone, lang).map((b) =>
            Object.assign({}, b, { time: b.label }),
          );

  const days = schedule.data?.data.schedule;
  return {
    weekEnd,
    /** The week's days, once every answer a class or a visit needs is in. */
    days: days && (!byClass || sessions.data) && (!byVisit || visitStarts.data) ? days : undefined,
    error: schedule.error ?? sessions.error ?? visitStarts.error,
    timesOf,
    /** The chosen time in words, while its day offers it. */
    timeOf: (slot: ChosenSlot) => {
      const day = days?.find((d) => d.date === slot.date);
      return day && timesOf(day).find((time) => time.dateTime === slot.dateTime)?.time;
    },
  };
}

export type WeekTimes = ReturnType<typeof useWeekTimes>;
