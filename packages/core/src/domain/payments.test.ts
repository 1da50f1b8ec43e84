import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DateTime } from "luxon";
import {
  amountDueAtBooking,
  cancellationOutcome,
  DEFAULT_PAYMENT_POLICY,
  ledgerProblems,
  noShowOutcome,
  paymentPolicyProblems,
  paymentTermsAtBooking,
  refundable,
  refundAmount,
  refundDeadline,
  type LedgerEntry,
  type PaymentPolicy,
} from "./payments";

const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 300);

const deposit = (fields: Partial<PaymentPolicy>): PaymentPolicy => ({ mode: "deposit", refundNoticeHours: 24, ...fields });
const card = (fields: Partial<PaymentPolicy>): PaymentPolicy => ({ mode: "card", refundNoticeHours: 24, ...fields });
const full: PaymentPolicy = { mode: "full", refundNoticeHours: 48 };

const T0 = Date.parse("2027-03-01T08:00:00Z");
const entry = (kind: LedgerEntry["kind"], amount: number, minutes = 0, reference = `${kind}-${amount}-${minutes}`): LedgerEntry => ({
  kind,
  amount,
  at: new Date(T0 + minutes * 60_000),
  reference,
});

describe("paymentPolicyProblems", () => {
  const problems = (policy: PaymentPolicy, priceMinor = 5000) => paymentPolicyProblems(policy, { priceMinor });
  const paths = (policy: PaymentPolicy, priceMinor = 5000) => problems(policy, priceMinor).map((p) => p.path);

  it("accepts each mode's valid forms", () => {
    expect(problems(DEFAULT_PAYMENT_POLICY)).toEqual([]);
    expect(problems({ mode: "none", refundNoticeHours: 0 }, 0)).toEqual([]);
    expect(problems(deposit({ amount: 1000 }))).toEqual([]);
    expect(problems(deposit({ amount: 5000 }))).toEqual([]); // the whole price as a deposit
    expect(problems(deposit({ percent: 1 }))).toEqual([]);
    expect(problems(deposit({ percent: 100, refundNoticeHours: 720 }))).toEqual([]);
    expect(problems(full)).toEqual([]);
    expect(problems(card({ noShowFee: 2500 }))).toEqual([]);
    expect(problems(card({ lateCancelFee: 1500, noShowFee: 2500, refundNoticeHours: 0 }))).toEqual([]);
    // Fees may exceed the price of a free consultation: card mode takes nothing at booking.
    expect(problems(card({ noShowFee: 2500 }), 0)).toEqual([]);
  });

  it("names a deposit with neither or both of amount and percent", () => {
    expect(problems(deposit({}))).toEqual([{ path: "amount", message: "a deposit needs an amount or a percent of the price" }]);
    expect(problems(deposit({ amount: 1000, percent: 20 }))).toEqual([
      { path: "percent", message: "a deposit is an amount or a percent of the price, not both" },
    ]);
  });

  it("names a deposit above the price, a percent outside 1-100 or not whole, and one that rounds to nothing", () => {
    expect(problems(deposit({ amount: 5001 }))).toEqual([{ path: "amount", message: "must not exceed the service's price" }]);
    expect(paths(deposit({ percent: 101 }))).toEqual(["percent"]);
    expect(paths(deposit({ percent: 0 }))).toEqual(["percent"]);
    expect(paths(deposit({ percent: -5 }))).toEqual(["percent"]);
    expect(paths(deposit({ percent: 12.5 }))).toEqual(["percent"]);
    expect(problems(deposit({ percent: 1 }), 49)).toEqual([{ path: "percent", message: "1% of the service's price rounds to nothing" }]);
    expect(problems(deposit({ percent: 1 }), 50)).toEqual([]); // 0.5 rounds up to 1
  });

  it("names negative, zero, fractional and unsafe amounts and fees", () => {
    expect(paths(deposit({ amount: -100 }))).toEqual(["amount"]);
    expect(paths(deposit({ amount: 0 }))).toEqual(["amount"]);
    expect(paths(deposit({ amount: 10.5 }))).toEqual(["amount"]);
    expect(paths(deposit({ amount: Number.NaN }))).toEqual(["amount"]);
    expect(paths(card({ noShowFee: -1 }))).toEqual(["noShowFee"]);
    expect(paths(card({ noShowFee: 100, lateCancelFee: 2 ** 53 }))).toEqual(["lateCancelFee"]);
    expect(paths({ mode: "none", refundNoticeHours: 24 }, -1)).toEqual(["price"]);
    expect(paths({ mode: "none", refundNoticeHours: 24 }, 10.5)).toEqual(["price"]);
  });

  it("names fees outside card mode, amount and percent outside deposit mode, and card mode without a fee", () => {
    expect(problems(deposit({ amount: 1000, noShowFee: 500, lateCancelFee: 300 }))).toEqual([
      { path: "noShowFee", message: "is charged only in card mode (a saved card)" },
      { path: "lateCancelFee", message: "is charged only in card mode (a saved card)" },
    ]);
    expect(paths({ ...full, noShowFee: 500 })).toEqual(["noShowFee"]);
    expect(paths({ mode: "none", refundNoticeHours: 24, lateCancelFee: 500 })).toEqual(["lateCancelFee"]);
    expect(paths({ ...full, amount: 1000, percent: 50 })).toEqual(["amount", "percent"]);
    expect(paths(card({ amount: 1000, noShowFee: 500 }))).toEqual(["amount"]);
    expect(problems(card({}))).toEqual([
      { path: "mode", message: "card mode saves a card for fees: give a noShowFee, a lateCancelFee or both" },
    ]);
  });

  it("names refundNoticeHours out of 0-720, fractional or missing, and an unknown mode", () => {
    for (const hours of [-1, 721, 1.5, Number.NaN])
      expect(paths(deposit({ amount: 1000, refundNoticeHours: hours }))).toEqual(["refundNoticeHours"]);
    expect(paths({ mode: "none" } as PaymentPolicy)).toEqual(["refundNoticeHours"]);
    expect(paths({ mode: "later", refundNoticeHours: 24 } as unknown as PaymentPolicy)).toEqual(["mode"]);
  });

  it("names payment at booking for a service with no price", () => {
    expect(paths(full, 0)).toEqual(["mode"]);
    expect(paths(deposit({ percent: 20 }), 0)).toEqual(["mode"]);
    expect(paths(deposit({ amount: 100 }), 0)).toEqual(["amount", "mode"]);
  });

  it("names every fault at once", () => {
    expect(paths({ mode: "deposit", amount: 9000, percent: 150, noShowFee: -3, refundNoticeHours: 1000 })).toEqual([
      "noShowFee",
      "percent",
      "refundNoticeHours",
      "percent",
      "amount",
      "noShowFee",
    ]);
  });
});

describe("amountDueAtBooking", () => {
  it("takes nothing without a policy or in card mode, the price in full mode", () => {
    expect(amountDueAtBooking(DEFAULT_PAYMENT_POLICY, 5000)).toBe(0);
    expect(amountDueAtBooking(card({ noShowFee: 2500 }), 5000)).toBe(0);
    expect(amountDueAtBooking(full, 5000)).toBe(5000);
  });

  it("takes a deposit's amount, or its percent of the price rounded half up in minor units", () => {
    expect(amountDueAtBooking(deposit({ amount: 1000 }), 5000)).toBe(1000);
    expect(amountDueAtBooking(deposit({ percent: 20 }), 5000)).toBe(1000);
    expect(amountDueAtBooking(deposit({ percent: 15 }), 1999)).toBe(300); // 299.85
    expect(amountDueAtBooking(deposit({ percent: 10 }), 1995)).toBe(200); // 199.5 rounds up
    expect(amountDueAtBooking(deposit({ percent: 10 }), 1994)).toBe(199); // 199.4
    expect(amountDueAtBooking(deposit({ percent: 50 }), 1)).toBe(1); // 0.5 rounds up
    expect(amountDueAtBooking(deposit({ percent: 100 }), 4321)).toBe(4321);
  });

  it("takes a deposit's amount per seat of a class (the price given is the booking's, all seats), never above the price", () => {
    // 3 seats at 2000 each: a booking of 6000.
    expect(amountDueAtBooking(deposit({ amount: 500 }), 6000, 3)).toBe(1500);
    expect(amountDueAtBooking(deposit({ percent: 25 }), 6000, 3)).toBe(1500);
    expect(amountDueAtBooking(full, 6000, 3)).toBe(6000);
    // The price at booking below the service's (a price changed since the policy was checked).
    expect(amountDueAtBooking(deposit({ amount: 2000 }), 5000, 3)).toBe(5000);
  });
});

describe("paymentTermsAtBooking", () => {
  it("copies the policy onto the booking: a later edit of the service changes no booking", () => {
    const policy = deposit({ percent: 30 });
    const terms = paymentTermsAtBooking({ policy, priceMinor: 4000, bookedWith: "public" });
    expect(terms).toEqual({ policy: deposit({ percent: 30 }), amountDueMinor: 1200, saveCard: false, waived: false });
    policy.percent = 50;
    policy.refundNoticeHours = 0;
    expect(terms.policy).toEqual(deposit({ percent: 30 }));
  });

  it("asks customer and public bookings to pay or save a card, and waives both for a provider's key", () => {
    expect(paymentTermsAtBooking({ policy: full, priceMinor: 4000, bookedWith: "customer" })).toMatchObject({
      amountDueMinor: 4000,
      saveCard: false,
    });
    const fees = card({ noShowFee: 2000 });
    expect(paymentTermsAtBooking({ policy: fees, priceMinor: 4000, bookedWith: "public" })).toMatchObject({
      amountDueMinor: 0,
      saveCard: true,
    });
    expect(paymentTermsAtBooking({ policy: fees, priceMinor: 4000, bookedWith: "provider" })).toEqual({
      policy: fees,
      amountDueMinor: 0,
      saveCard: false,
      waived: true,
    });
    expect(paymentTermsAtBooking({ policy: deposit({ amount: 500 }), priceMinor: 6000, seats: 3, bookedWith: "customer" })).toMatchObject({
      amountDueMinor: 1500,
    });
  });
});

describe("the ledger", () => {
  it("refundable is everything captured and charged less everything refunded", () => {
    expect(refundable([])).toBe(0);
    expect(refundable([entry("capture", 1000), entry("charge", 500, 1), entry("refund", 300, 2)])).toBe(1200);
    expect(refundAmount([entry("capture", 1000), entry("refund", 300, 2)], 5000)).toBe(700);
    expect(refundAmount([entry("capture", 1000)], 400)).toBe(400);
    expect(refundAmount([entry("capture", 1000), entry("refund", 1000, 2)], 1)).toBe(0);
    expect(refundAmount([entry("capture", 1000)], -5)).toBe(0);
  });

  it("ledgerProblems names a refund beyond what was taken before it, in the order of the entries' times", () => {
    expect(ledgerProblems([entry("capture", 1000), entry("refund", 400, 1), entry("refund", 600, 2)])).toEqual([]);
    expect(ledgerProblems([entry("capture", 1000), entry("refund", 400, 1), entry("refund", 700, 2)])).toEqual([
      { path: "2.amount", message: "refunds 700, more than the 600 taken and not yet refunded" },
    ]);
    // Listed out of order, read by time: the refund came before the capture.
    expect(ledgerProblems([entry("capture", 1000, 5), entry("refund", 1000, 1)])).toEqual([
      { path: "1.amount", message: "refunds 1000, more than the 0 taken and not yet refunded" },
    ]);
    // A fee charged later can be refunded too.
    expect(ledgerProblems([entry("charge", 2500), entry("refund", 2500, 1)])).toEqual([]);
  });

  it("ledgerProblems names bad amounts, kinds, times, references and a movement recorded twice", () => {
    const bad = [
      entry("capture", 0),
      { ...entry("capture", 100), kind: "payout" } as unknown as LedgerEntry,
      { ...entry("capture", 100, 1), at: new Date(Number.NaN) },
      entry("capture", 100, 2, ""),
      entry("capture", 100, 3, "pi_1"),
      entry("capture", 100, 4, "pi_1"),
      entry("refund", 50, 5, "pi_1"), // a refund may name its payment: another kind, not a duplicate
    ];
    expect(ledgerProblems(bad).map((p) => p.path)).toEqual(["0.amount", "1.kind", "2.at", "3.reference", "5.reference"]);
  });
});

describe("cancellationOutcome", () => {
  const startsAt = new Date("2027-03-10T09:00:00Z");
  const paid = [entry("capture", 2000)];
  const at = (iso: string) => new Date(iso);

  it("refunds everything taken when the customer cancels up to the refund deadline, inclusive", () => {
    const policy = deposit({ amount: 2000, refundNoticeHours: 24 });
    expect(refundDeadline(policy, startsAt).toISOString()).toBe("2027-03-09T09:00:00.000Z");
    expect(cancellationOutcome({ policy, ledger: paid, startsAt, cancelledAt: at("2027-03-09T09:00:00Z"), by: "customer" })).toEqual({
      refund: 2000,
      charge: 0,
      kept: 0,
      reason: "cancelled_in_time",
    });
    // What was refunded already is not refunded again.
    const partly = [...paid, entry("refund", 500, 1)];
    expect(cancellationOutcome({ policy, ledger: partly, startsAt, cancelledAt: at("2027-03-01T00:00:00Z"), by: "customer" }).refund).toBe(
      1500,
    );
  });

  it("keeps what was taken after the deadline, and charges the late-cancellation fee in card mode only", () => {
    const policy = deposit({ amount: 2000, refundNoticeHours: 24 });
    const late = at("2027-03-09T09:00:00.001Z");
    expect(cancellationOutcome({ policy, ledger: paid, startsAt, cancelledAt: late, by: "customer" })).toEqual({
      refund: 0,
      charge: 0,
      kept: 2000,
      reason: "cancelled_late",
    });
    const fees = card({ lateCancelFee: 1500, noShowFee: 3000, refundNoticeHours: 24 });
    expect(cancellationOutcome({ policy: fees, ledger: [], startsAt, cancelledAt: late, by: "customer" })).toEqual({
      refund: 0,
      charge: 1500,
      kept: 0,
      reason: "cancelled_late",
    });
    expect(cancellationOutcome({ policy: card({ noShowFee: 3000 }), ledger: [], startsAt, cancelledAt: late, by: "customer" }).charge).toBe(
      0,
    );
    // After the start too.
    expect(
      cancellationOutcome({ policy: fees, ledger: [], startsAt, cancelledAt: at("2027-03-10T10:00:00Z"), by: "customer" }).charge,
    ).toBe(1500);
  });

  it("a notice of 0 hours refunds up to the start itself", () => {
    const policy = { ...full, refundNoticeHours: 0 };
    expect(cancellationOutcome({ policy, ledger: paid, startsAt, cancelledAt: startsAt, by: "customer" }).reason).toBe("cancelled_in_time");
    expect(cancellationOutcome({ policy, ledger: paid, startsAt, cancelledAt: startsAt.getTime() + 1, by: "customer" }).reason).toBe(
      "cancelled_late",
    );
  });

  it("refunds everything taken, fees included, when the salon cancels, whenever it does", () => {
    const fees = card({ lateCancelFee: 1500 });
    const ledger = [entry("charge", 1500)];
    expect(cancellationOutcome({ policy: fees, ledger, startsAt, cancelledAt: at("2027-03-10T08:59:00Z"), by: "provider" })).toEqual({
      refund: 1500,
      charge: 0,
      kept: 0,
      reason: "cancelled_by_provider",
    });
    expect(cancellationOutcome({ policy: full, ledger: [], startsAt, cancelledAt: startsAt, by: "provider" }).refund).toBe(0);
  });

  it("measures the notice in real hours across a clock change (Berlin, 2027-03-28: 02:00 becomes 03:00)", () => {
    const berlin = (iso: string) => DateTime.fromISO(iso, { zone: "Europe/Berlin" }).toJSDate();
    // 10:00 in Berlin on the day the clocks go forward; 24 hours before is 09:00 the day before
    // on the wall clock (CET), not 10:00: that day had only 23 hours.
    const start = berlin("2027-03-28T10:00");
    const policy = deposit({ amount: 2000, refundNoticeHours: 24 });
    expect(refundDeadline(policy, start).toISOString()).toBe("2027-03-27T08:00:00.000Z");
    expect(DateTime.fromJSDate(refundDeadline(policy, start), { zone: "Europe/Berlin" }).toFormat("yyyy-MM-dd HH:mm")).toBe(
      "2027-03-27 09:00",
    );
    const outcome = (local: string) =>
      cancellationOutcome({ policy, ledger: paid, startsAt: start, cancelledAt: berlin(local), by: "customer" }).reason;
    expect(outcome("2027-03-27T09:00")).toBe("cancelled_in_time");
    // 24 wall-clock hours before the start, but only 23 real ones.
    expect(outcome("2027-03-27T10:00")).toBe("cancelled_late");
    expect(outcome("2027-03-27T09:30")).toBe("cancelled_late");

    // And back in autumn (2027-10-31: 03:00 becomes 02:00 again): that day has 25 hours, so 24 hours
    // before 10:00 is 11:00 the day before on the wall clock.
    const autumn = berlin("2027-10-31T10:00");
    expect(DateTime.fromJSDate(refundDeadline(policy, autumn), { zone: "Europe/Berlin" }).toFormat("yyyy-MM-dd HH:mm")).toBe(
      "2027-10-30 11:00",
    );
    const inAutumn = (local: string) =>
      cancellationOutcome({ policy, ledger: paid, startsAt: autumn, cancelledAt: berlin(local), by: "customer" }).reason;
    expect(inAutumn("2027-10-30T10:30")).toBe("cancelled_in_time");
    expect(inAutumn("2027-10-30T11:00")).toBe("cancelled_in_time");
    expect(inAutumn("2027-10-30T11:01")).toBe("cancelled_late");
  });
});

describe("noShowOutcome", () => {
  it("keeps what was taken and charges the no-show fee in card mode, unless waived", () => {
    expect(noShowOutcome(deposit({ amount: 2000 }), [entry("capture", 2000)])).toEqual({
      refund: 0,
      charge: 0,
      kept: 2000,
      reason: "no_show",
    });
    expect(noShowOutcome(card({ noShowFee: 3000, lateCancelFee: 1000 }), [])).toEqual({
      refund: 0,
      charge: 3000,
      kept: 0,
      reason: "no_show",
    });
    expect(noShowOutcome(card({ lateCancelFee: 1000 }), []).charge).toBe(0);
    expect(noShowOutcome(card({ noShowFee: 3000 }), [], { waive: true })).toEqual({ refund: 0, charge: 0, kept: 0, reason: "waived" });
    expect(noShowOutcome(DEFAULT_PAYMENT_POLICY, []).charge).toBe(0);
  });
});

describe("payments, over random histories", () => {
  const price = fc.integer({ min: 0, max: 200_000 });
  const amount = fc.integer({ min: 1, max: 200_000 });
  const policy = fc.record(
    {
      mode: fc.constantFrom("none" as const, "deposit" as const, "full" as const, "card" as const),
      amount,
      percent: fc.integer({ min: -5, max: 110 }),
      noShowFee: amount,
      lateCancelFee: amount,
      refundNoticeHours: fc.integer({ min: -2, max: 730 }),
    },
    { requiredKeys: ["mode", "refundNoticeHours"] },
  );

  // Valid policies built per mode (for a price from 50), each with its price.
  const hours = fc.integer({ min: 0, max: 720 });
  const validPolicy = fc.integer({ min: 50, max: 200_000 }).chain((priceMinor) =>
    fc.record({
      priceMinor: fc.constant(priceMinor),
      policy: fc.oneof(
        fc.record({ mode: fc.constant("none" as const), refundNoticeHours: hours }),
        fc.record({ mode: fc.constant("deposit" as const), amount: fc.integer({ min: 1, max: priceMinor }), refundNoticeHours: hours }),
        fc.record({ mode: fc.constant("deposit" as const), percent: fc.integer({ min: 1, max: 100 }), refundNoticeHours: hours }),
        fc.record({ mode: fc.constant("full" as const), refundNoticeHours: hours }),
        fc
          .record(
            { mode: fc.constant("card" as const), noShowFee: amount, lateCancelFee: amount, refundNoticeHours: hours },
            { requiredKeys: ["mode", "refundNoticeHours"] },
          )
          .filter((p) => p.noShowFee !== undefined || p.lateCancelFee !== undefined),
      ),
    }),
  );

  it("a policy without problems takes between 0 and the price at booking, and something in deposit and full mode", () => {
    const check = (p: PaymentPolicy, servicePrice: number, seats: number) => {
      const bookingPrice = servicePrice * seats;
      const due = amountDueAtBooking(p, bookingPrice, seats);
      expect(Number.isSafeInteger(due)).toBe(true);
      expect(due).toBeGreaterThanOrEqual(0);
      expect(due).toBeLessThanOrEqual(bookingPrice);
      if (p.mode === "deposit" || p.mode === "full") expect(due).toBeGreaterThan(0);
      else expect(due).toBe(0);
    };
    fc.assert(
      fc.property(validPolicy, fc.integer({ min: 1, max: 8 }), ({ policy: p, priceMinor }, seats) => {
        expect(paymentPolicyProblems(p, { priceMinor })).toEqual([]);
        check(p, priceMinor, seats);
      }),
      { numRuns: NUM_RUNS },
    );
    // Any policy at all: the ones it accepts hold to the same.
    fc.assert(
      fc.property(policy, price, fc.integer({ min: 1, max: 8 }), (p, priceMinor, seats) => {
        if (paymentPolicyProblems(p, { priceMinor }).length === 0) check(p, priceMinor, seats);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  // What happens to a booking's money, in any order (some no real booking would see, such as a
  // second cancellation): each outcome's refund and charge are recorded as the provider confirms them.
  const step = fc.oneof(
    fc.record({ kind: fc.constant("capture" as const), amount }),
    fc.record({ kind: fc.constant("charge" as const), amount }),
    fc.record({ kind: fc.constant("refund" as const), amount: fc.integer({ min: -10, max: 300_000 }) }),
    fc.record({
      kind: fc.constant("cancel" as const),
      by: fc.constantFrom("customer" as const, "provider" as const),
      hoursBefore: fc.integer({ min: -48, max: 800 }),
    }),
    fc.record({ kind: fc.constant("noShow" as const), waive: fc.boolean() }),
  );

  it("refunds never exceed what was captured and charged less what was refunded", () => {
    fc.assert(
      fc.property(policy, fc.array(step, { maxLength: 30 }), (p, steps) => {
        const ledger: LedgerEntry[] = [];
        const startsAt = T0 + 30 * 86_400_000;
        steps.forEach((s, i) => {
          const at = new Date(T0 + i * 60_000);
          const before = refundable(ledger);
          const record = (kind: LedgerEntry["kind"], value: number) => {
            if (value > 0) ledger.push({ kind, amount: value, at, reference: `${kind}_${i}` });
          };
          if (s.kind === "capture" || s.kind === "charge") record(s.kind, s.amount);
          else if (s.kind === "refund") record("refund", refundAmount(ledger, s.amount));
          else {
            const outcome =
              s.kind === "cancel"
                ? cancellationOutcome({ policy: p, ledger, startsAt, cancelledAt: startsAt - s.hoursBefore * 3_600_000, by: s.by })
                : noShowOutcome(p, ledger, { waive: s.waive });
            expect(outcome.refund).toBeGreaterThanOrEqual(0);
            expect(outcome.refund).toBeLessThanOrEqual(before);
            expect(outcome.refund + outcome.kept).toBe(before);
            expect(outcome.charge).toBeGreaterThanOrEqual(0);
            if (p.mode !== "card") expect(outcome.charge).toBe(0);
            record("refund", outcome.refund);
            record("charge", outcome.charge);
          }
          expect(refundable(ledger)).toBeGreaterThanOrEqual(0);
          expect(ledgerProblems(ledger)).toEqual([]);
        });
        const taken = ledger.filter((e) => e.kind !== "refund").reduce((sum, e) => sum + e.amount, 0);
        const refunded = ledger.filter((e) => e.kind === "refund").reduce((sum, e) => sum + e.amount, 0);
        expect(refunded).toBeLessThanOrEqual(taken);
        expect(refundable(ledger)).toBe(taken - refunded);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("ledgerProblems finds every ledger whose refunds run ahead of what was taken", () => {
    const movement = fc.record({ kind: fc.constantFrom("capture" as const, "charge" as const, "refund" as const), amount });
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 12 }), (movements) => {
        const ledger = movements.map((m, i) => entry(m.kind, m.amount, i, `r${i}`));
        let balance = 0;
        let overdrawn = false;
        for (const m of movements) {
          balance += m.kind === "refund" ? -m.amount : m.amount;
          if (balance < 0) overdrawn = true;
        }
        expect(ledgerProblems(ledger).length > 0).toBe(overdrawn);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
