import { describe, expect, it } from "vitest";
import { historyEntries, type HistoryLine } from "./booking-history";

const at = new Date("2026-11-20T08:00:00Z");
const booking = { bookingId: "bk_1", providerId: "p", customerId: "cus_1", serviceId: "svc_1", staffId: "staff_1" };
const line = (event: string, data: Record<string, unknown>, byStaff: HistoryLine["byStaff"] = null): HistoryLine => ({
  event,
  data: { ...booking, ...data },
  occurredAt: at,
  byStaff,
});

describe("historyEntries", () => {
  it("names each change and keeps only what that change set", () => {
    const [created, moved, paid] = historyEntries(
      [
        line("booking.created", { dateTime: "2026-11-23T09:00:00.000Z", status: "pending" }),
        line("booking.rescheduled", {
          dateTime: "2026-11-23T13:00:00.000Z",
          previousDateTime: "2026-11-23T09:00:00.000Z",
          status: "confirmed",
          changedBy: "customer",
        }),
        line("payment.received", { status: "paid", amount: 50, currency: "EUR", method: "card", paidAt: at.toISOString() }),
      ],
      "public",
    );
    expect(created).toMatchObject({
      change: "created",
      status: "pending",
      dateTime: "2026-11-23T09:00:00.000Z",
      staffId: "staff_1",
      changedBy: "customer",
    });
    expect(moved).toMatchObject({ change: "moved", previousDateTime: "2026-11-23T09:00:00.000Z", changedBy: "customer" });
    // A payment's `status` is the payment's, not the booking's; it names no time or member.
    expect(paid).toMatchObject({
      change: "paid",
      status: null,
      dateTime: null,
      staffId: null,
      amount: 50,
      currency: "EUR",
      method: "card",
    });
  });

  it("says the provider made what a console member did, and who; a provider's booking was made by the provider", () => {
    const olga = { id: "staff_9", name: "Olga" };
    const [created, confirmed, completed] = historyEntries(
      [
        line("booking.created", { status: "pending" }),
        line("booking.confirmed", { status: "confirmed" }, olga),
        line("booking.completed", { status: "completed" }),
      ],
      "provider",
    );
    expect(created?.changedBy).toBe("provider");
    expect(confirmed).toMatchObject({ changedBy: "provider", byStaffMember: olga });
    // Made with a key: who is not recorded.
    expect(completed).toMatchObject({ changedBy: null, byStaffMember: null });
  });

  it("leaves out events that are no change of a booking", () => {
    expect(
      historyEntries([line("customer.created", {}), line("booking.no_show", { status: "no_show" })], "provider").map((e) => e.change),
    ).toEqual(["no_show"]);
  });
});
