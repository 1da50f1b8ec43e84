// Type-level checks: an event's data is fixed by its name, at compile time (`pnpm typecheck`
// fails when a line marked @ts-expect-error compiles).
import type { Transaction } from "kysely";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { Database } from "@booking/db";
import { readStoredEvent, WEBHOOK_EVENTS, type DomainEvent, type EventName, type EventPayloads } from "./events";
import { recordEvent } from "./store/events";

/** A booking's ids and time, as its status events carry them. */
const BOOKING = {
  bookingId: "bk_1",
  providerId: "p",
  customerId: "cus_1",
  serviceId: "svc_1",
  staffId: "staff_1",
  dateTime: "2026-11-23T09:00:00.000Z",
  resources: [],
  sessionId: null,
  seats: 1,
  visitId: null,
  seriesId: null,
  occurrenceKey: null,
};

describe("events", () => {
  it("lists every typed event once", () => {
    expectTypeOf<(typeof WEBHOOK_EVENTS)[number]>().toEqualTypeOf<EventName>();
    expect(new Set(WEBHOOK_EVENTS).size).toBe(WEBHOOK_EVENTS.length);
  });

  it("narrows a recorded event's data by its name", () => {
    expectTypeOf<Extract<DomainEvent, { event: "booking.cancelled" }>["data"]>().toEqualTypeOf<EventPayloads["booking.cancelled"]>();
    expectTypeOf<EventPayloads["booking.confirmed"]["status"]>().toEqualTypeOf<"confirmed">();
  });

  it("refuses a payload that does not fit its event", () => {
    // Never called: the calls are there to be type-checked.
    const calls = (trx: Transaction<Database>) => {
      void recordEvent(trx, "customer.created", { customerId: "cus_1", providerId: "p" });
      // @ts-expect-error customer.created carries no rating
      void recordEvent(trx, "customer.created", { customerId: "cus_1", providerId: "p", rating: 5 });
      // @ts-expect-error staff.created needs the member's role
      void recordEvent(trx, "staff.created", { staffId: "staff_1", providerId: "p" });
      void recordEvent(trx, "booking.confirmed", { ...BOOKING, status: "confirmed" });
      // @ts-expect-error a cancellation says when, why and whether to tell the customer
      void recordEvent(trx, "booking.cancelled", { ...BOOKING, status: "cancelled" });
      // @ts-expect-error booking.confirmed carries the status it names
      void recordEvent(trx, "booking.confirmed", { ...BOOKING, status: "completed" });
      // @ts-expect-error not an event
      void recordEvent(trx, "booking.moved", { ...BOOKING, status: "confirmed" });
    };
    expectTypeOf(calls).toBeFunction();
  });

  it("reads a stored event back as the typed union, or not at all", () => {
    const stored = (event: string, data: unknown) => ({ eventId: "evt_1", providerId: "p", event, data });
    const cancelledData = {
      ...BOOKING,
      status: "cancelled",
      cancelledAt: "2026-11-22T09:00:00.000Z",
      reason: null,
      notifyCustomer: false,
      changedBy: "customer",
    };
    const read = readStoredEvent(stored("booking.cancelled", cancelledData));
    expect(read).toEqual({ eventId: "evt_1", providerId: "p", event: "booking.cancelled", data: cancelledData });
    if (read?.event === "booking.cancelled") expectTypeOf(read.data.notifyCustomer).toEqualTypeOf<boolean>();
    // The internal events are read too (the worker emails a held booking's link from one).
    const held = { bookingId: "bk_1", providerId: "p", customerId: "cus_1", holdExpiresAt: "2026-11-22T09:15:00.000Z" };
    expect(readStoredEvent(stored("booking.held", held))?.data).toEqual(held);
    // A name a newer release wrote, data that does not fit its name, or no data: nothing to plan from.
    expect(readStoredEvent(stored("booking.teleported", cancelledData))).toBeNull();
    expect(readStoredEvent(stored("booking.cancelled", { ...cancelledData, notifyCustomer: "no" }))).toBeNull();
    expect(readStoredEvent(stored("booking.confirmed", cancelledData))).toBeNull();
    expect(readStoredEvent(stored("toString", {}))).toBeNull();
    expect(readStoredEvent(stored("customer.created", null))).toBeNull();
  });
});
