// Payments' business rules: a service's payment policy and its checks, what a booking pays when it
// is made, what cancelling or a no-show does to the money, and the booking's ledger. Pure: amounts
// are integers in minor units of the provider's currency (cents), times are instants. The policy is
// copied onto each booking when it is made, so every outcome here reads the booking's copy, and a
// later edit of the service changes no booking.
import { presentOrThrow } from "../errors";

export const PAYMENT_MODES = ["none", "deposit", "full", "card"] as const;
/**
 * What a booking pays when it is made: `none` nothing; `deposit` a part of the price (an amount or a
 * percent); `full` the whole price; `card` nothing, but a card is saved (a SetupIntent) so that the
 * fees of this policy can be charged off session later.
 */
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export interface PaymentPolicy {
  mode: PaymentMode;
  /** A deposit's fixed amount per seat (one seat for a one-to-one service), in minor units. */
  amount?: number;
  /** A deposit as a whole percent (1-100) of the booking's price. */
  percent?: number;
  /** Charged to the saved card when the booking is marked no-show (card mode only). */
  noShowFee?: number;
  /** Charged to the saved card when the customer cancels after the refund deadline (card mode only). */
  lateCancelFee?: number;
  /** How many hours before the start a customer's cancellation still refunds everything (0-720). */
  refundNoticeHours: number;
}

/** A service's policy until its owner sets one: nothing is paid, nothing is charged. */
export const DEFAULT_PAYMENT_POLICY: PaymentPolicy = { mode: "none", refundNoticeHours: 24 };

export const MAX_REFUND_NOTICE_HOURS = 720;
const HOUR_MS = 3_600_000;

export interface PaymentProblem {
  path: string;
  message: string;
}

type Instant = Date | number;
const ms = (instant: Instant): number => (typeof instant === "number" ? instant : instant.getTime());

const isMinorAmount = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value);

/**
 * Every fault of a policy for a service of this price (per seat for classes), each named by its
 * field; an empty list is a valid policy. Amounts are whole minor units; an amount or a fee that is
 * not taken is left out (not 0).
 */
export function paymentPolicyProblems(policy: PaymentPolicy, { priceMinor }: { priceMinor: number }): PaymentProblem[] {
  const problems: PaymentProblem[] = [];
  const problem = (path: string, message: string) => problems.push({ path, message });
  const priceKnown = isMinorAmount(priceMinor) && priceMinor >= 0;
  if (!priceKnown) problem("price", "must be a whole number of minor units, 0 or more");

  if (!(PAYMENT_MODES as readonly string[]).includes(policy.mode)) {
    problem("mode", `must be one of ${PAYMENT_MODES.join(", ")}`);
  }
  const { mode } = policy;

  // Each amount on its own: whole minor units, above 0.
  for (const field of ["amount", "noShowFee", "lateCancelFee"] as const) {
    const value = policy[field];
    if (value !== undefined && (!isMinorAmount(value) || value < 1)) {
      problem(field, "must be a whole number of minor units, 1 or more (leave it out to take nothing)");
    }
  }
  if (policy.percent !== undefined && (!Number.isInteger(policy.percent) || policy.percent < 1 || policy.percent > 100)) {
    problem("percent", "must be a whole number from 1 to 100");
  }
  const notice = policy.refundNoticeHours as number | undefined;
  if (notice === undefined || !Number.isInteger(notice) || notice < 0 || notice > MAX_REFUND_NOTICE_HOURS) {
    problem("refundNoticeHours", `must be a whole number of hours from 0 to ${MAX_REFUND_NOTICE_HOURS}`);
  }

  // What each mode takes.
  if (mode === "deposit") {
    if (policy.amount === undefined && policy.percent === undefined) {
      problem("amount", "a deposit needs an amount or a percent of the price");
    } else if (policy.amount !== undefined && policy.percent !== undefined) {
      problem("percent", "a deposit is an amount or a percent of the price, not both");
    }
    if (priceKnown && isMinorAmount(policy.amount) && policy.amount > priceMinor) {
      problem("amount", "must not exceed the service's price");
    }
    if (priceKnown && priceMinor > 0 && policy.amount === undefined && policy.percent !== undefined) {
      const percent = policy.percent;
      if (Number.isInteger(percent) && percent >= 1 && percent <= 100 && percentOf(priceMinor, percent) === 0) {
        problem("percent", `${percent}% of the service's price rounds to nothing`);
      }
    }
  } else {
    if (policy.amount !== undefined) problem("amount", "is taken only in deposit mode");
    if (policy.percent !== undefined) problem("percent", "is taken only in deposit mode");
  }
  if ((mode === "deposit" || mode === "full") && priceKnown && priceMinor === 0) {
    problem("mode", "a service with no price takes no payment at booking");
  }
  if (mode === "card") {
    if (policy.noShowFee === undefined && policy.lateCancelFee === undefined) {
      problem("mode", "card mode saves a card for fees: give a noShowFee, a lateCancelFee or both");
    }
  } else {
    if (policy.noShowFee !== undefined) problem("noShowFee", "is charged only in card mode (a saved card)");
    if (policy.lateCancelFee !== undefined) problem("lateCancelFee", "is charged only in card mode (a saved card)");
  }
  return problems;
}

/** `percent` of `amount`, rounded half up to whole minor units (exact: integer arithmetic). */
const percentOf = (amount: number, percent: number): number => Math.floor((amount * percent + 50) / 100);

/**
 * What a booking of this price pays when it is made. `priceMinor` is the booking's total price
 * (a class's price per seat times its seats); a deposit's fixed amount is per seat, so it is
 * multiplied by `seats`, and never more than the booking's price. Card mode pays nothing now.
 */
export function amountDueAtBooking(policy: PaymentPolicy, priceMinor: number, seats = 1): number {
  switch (policy.mode) {
    case "none":
    case "card":
      return 0;
    case "full":
      return priceMinor;
    case "deposit":
      if (policy.amount !== undefined) return Math.min(policy.amount * seats, priceMinor);
      return Math.min(percentOf(priceMinor, presentOrThrow(policy.percent, "a deposit policy has an amount or a percent")), priceMinor);
  }
}

/** Who made a booking: customer and public keys pay under the policy; a provider's key books without payment. */
export type BookedWith = "customer" | "public" | "provider";

export interface BookingPaymentTerms {
  /** The service's policy as it was when the booking was made, kept with the booking. */
  policy: PaymentPolicy;
  /** Taken when the booking is made (0: nothing to take). */
  amountDueMinor: number;
  /** A card must be saved (card mode) before the booking stands. */
  saveCard: boolean;
  /** A provider's key made the booking: nothing is taken and no card is asked for. */
  waived: boolean;
}

/**
 * The payment terms a booking is made with: a copy of the service's policy, what is due now and
 * whether a card must be saved. A booking made with a provider's key waives both (the salon booked
 * it for the customer, who pays at the counter); its copy of the policy still decides refunds of
 * anything paid later.
 */
export function paymentTermsAtBooking({
  policy,
  priceMinor,
  seats = 1,
  bookedWith,
}: {
  policy: PaymentPolicy;
  priceMinor: number;
  seats?: number;
  bookedWith: BookedWith;
}): BookingPaymentTerms {
  const copy: PaymentPolicy = { ...policy };
  if (bookedWith === "provider") return { policy: copy, amountDueMinor: 0, saveCard: false, waived: true };
  return { policy: copy, amountDueMinor: amountDueAtBooking(policy, priceMinor, seats), saveCard: policy.mode === "card", waived: false };
}

// --- The ledger ----------------------------------------------------------------------------------

export type LedgerKind = "capture" | "refund" | "charge";

/**
 * One movement of a booking's money, as the provider confirmed it: `capture` a payment taken at
 * booking, `charge` a fee charged to the saved card later, `refund` money given back. `reference`
 * is the payment provider's id of the movement.
 */
export interface LedgerEntry {
  kind: LedgerKind;
  amount: number;
  at: Date;
  reference: string;
}

/** What can still be refunded: everything taken (captures and charges) less everything refunded. */
export function refundable(ledger: readonly LedgerEntry[]): number {
  let balance = 0;
  for (const entry of ledger) balance += entry.kind === "refund" ? -entry.amount : entry.amount;
  return balance;
}

/** A refund of `requestedMinor`, cut to what can still be refunded (never below 0). */
export function refundAmount(ledger: readonly LedgerEntry[], requestedMinor: number): number {
  return Math.max(0, Math.min(requestedMinor, refundable(ledger)));
}

/**
 * Every fault of a ledger, each named by its entry's index: an amount that is not a whole number of
 * minor units above 0, an unknown kind, an entry without a reference or its time, a movement
 * recorded twice (the same kind and reference), and a refund beyond what was taken before it (the
 * entries read in the order of their times, the list's order among equal times).
 */
export function ledgerProblems(ledger: readonly LedgerEntry[]): PaymentProblem[] {
  const problems: PaymentProblem[] = [];
  const seen = new Set<string>();
  ledger.forEach((entry, index) => {
    if (!["capture", "refund", "charge"].includes(entry.kind)) {
      problems.push({ path: `${index}.kind`, message: "must be capture, refund or charge" });
    }
    if (!isMinorAmount(entry.amount) || entry.amount < 1) {
      problems.push({ path: `${index}.amount`, message: "must be a whole number of minor units, 1 or more" });
    }
    if (!(entry.at instanceof Date) || Number.isNaN(entry.at.getTime())) {
      problems.push({ path: `${index}.at`, message: "must be a valid time" });
    }
    if (typeof entry.reference !== "string" || entry.reference === "") {
      problems.push({ path: `${index}.reference`, message: "must name the provider's record of the movement" });
    } else {
      const key = `${entry.kind} ${entry.reference}`;
      if (seen.has(key)) problems.push({ path: `${index}.reference`, message: `the ${entry.kind} ${entry.reference} is recorded twice` });
      seen.add(key);
    }
  });
  const order = ledger.map((entry, index) => ({ entry, index })).sort((a, b) => ms(a.entry.at) - ms(b.entry.at) || a.index - b.index);
  let balance = 0;
  for (const { entry, index } of order) {
    if (entry.kind === "refund") {
      if (entry.amount > balance) {
        problems.push({ path: `${index}.amount`, message: `refunds ${entry.amount}, more than the ${balance} taken and not yet refunded` });
      }
      balance -= entry.amount;
    } else {
      balance += entry.amount;
    }
  }
  return problems;
}

// --- Outcomes ------------------------------------------------------------------------------------

/**
 * What happens to a booking's money: refund this much (never more than can be refunded), charge the
 * saved card this much (a fee), what of the money taken so far the salon keeps, and why.
 */
export interface PaymentOutcome {
  refund: number;
  charge: number;
  kept: number;
  reason: OutcomeReason;
}

export type OutcomeReason =
  /** The customer cancelled by the refund deadline: everything taken is refunded. */
  | "cancelled_in_time"
  /** The customer cancelled after the deadline: what was taken is kept, a late-cancellation fee charged in card mode. */
  | "cancelled_late"
  /** The salon cancelled: everything taken is refunded. */
  | "cancelled_by_provider"
  /** The customer did not come: what was taken is kept, the no-show fee charged in card mode. */
  | "no_show"
  /** The salon waived the fee. */
  | "waived";

/**
 * The last instant a customer's cancellation refunds everything: `refundNoticeHours` real hours
 * before the start (elapsed time, so across a clock change it is not the same wall-clock time).
 */
export function refundDeadline(policy: PaymentPolicy, startsAt: Instant): Date {
  return new Date(ms(startsAt) - policy.refundNoticeHours * HOUR_MS);
}

/**
 * What cancelling does to a booking's money, by the booking's copy of the policy. The salon's
 * cancellation refunds everything taken. The customer's, measured at the instant of cancelling,
 * refunds everything taken up to the refund deadline (inclusive); after it what was taken is kept
 * and, in card mode, the late-cancellation fee is charged.
 */
export function cancellationOutcome({
  policy,
  ledger,
  startsAt,
  cancelledAt,
  by,
}: {
  policy: PaymentPolicy;
  ledger: readonly LedgerEntry[];
  startsAt: Instant;
  cancelledAt: Instant;
  by: "customer" | "provider";
}): PaymentOutcome {
  const all = Math.max(0, refundable(ledger));
  if (by === "provider") return { refund: all, charge: 0, kept: 0, reason: "cancelled_by_provider" };
  if (ms(cancelledAt) <= refundDeadline(policy, startsAt).getTime())
    return { refund: all, charge: 0, kept: 0, reason: "cancelled_in_time" };
  return { refund: 0, charge: feeOf(policy, "lateCancelFee"), kept: all, reason: "cancelled_late" };
}

/**
 * What marking a booking no-show (once it has started: `noShowRefusal` in booking-actions.ts) does
 * to its money: what was taken is kept, and in card mode the no-show fee is charged, unless the
 * salon waives it (the fee only; what was taken is still kept).
 */
export function noShowOutcome(
  policy: PaymentPolicy,
  ledger: readonly LedgerEntry[],
  { waive = false }: { waive?: boolean } = {},
): PaymentOutcome {
  const kept = Math.max(0, refundable(ledger));
  if (waive) return { refund: 0, charge: 0, kept, reason: "waived" };
  return { refund: 0, charge: feeOf(policy, "noShowFee"), kept, reason: "no_show" };
}

const feeOf = (policy: PaymentPolicy, fee: "noShowFee" | "lateCancelFee"): number => (policy.mode === "card" ? (policy[fee] ?? 0) : 0);
