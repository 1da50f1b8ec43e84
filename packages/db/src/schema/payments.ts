// Payments taken through a card processor: what was asked of it, the money it moved, its events
// (each once), and the calls decided but not yet made. Amounts are minor units.
import type { ColumnType, Generated } from "kysely";
import type { CreatedAt, NullableTimestamp } from "./foundation";

export type PaymentIntentKind = "payment" | "card_setup" | "fee";
export type PaymentIntentPurpose = "deposit" | "full" | "card" | "no_show_fee" | "late_cancel_fee";
export type PaymentIntentStatus = "requires_payment" | "succeeded" | "failed" | "canceled" | "declined";

/** Each object made at the processor for a booking: a payment to take, a card to keep, a fee charged. */
export interface PaymentIntentsTable {
  provider_id: string;
  /** Ours (`pay_…`): the idempotency key of the calls that make it. */
  id: string;
  booking_id: string;
  kind: PaymentIntentKind;
  purpose: PaymentIntentPurpose;
  /** The processor's id (`pi_…`, `seti_…`); null until the processor made it. */
  reference: string | null;
  amount_minor: number;
  currency: string;
  status: PaymentIntentStatus;
  customer_reference: string | null;
  payment_method: string | null;
  /** A failed payment's or declined fee's reason, as the processor said it. */
  failure: string | null;
  /** When its client secret was last asked of the processor again (a held booking's payment resumed through its link). */
  opened_at: Date | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export type LedgerKindColumn = "capture" | "refund" | "charge";

export interface PaymentLedgerTable {
  provider_id: string;
  id: Generated<string>;
  booking_id: string;
  kind: LedgerKindColumn;
  amount_minor: number;
  currency: string;
  /** The processor's id of the movement (a payment's, a refund's): each recorded once per kind. */
  reference: string;
  reason: string | null;
  at: ColumnType<Date, Date | string | undefined, never>;
}

/** Per booking, kept by triggers: refunded + refunding never exceeds captured + charged. */
export interface PaymentBalancesTable {
  provider_id: string;
  booking_id: string;
  captured_minor: ColumnType<number, never, never>;
  charged_minor: ColumnType<number, never, never>;
  refunded_minor: ColumnType<number, never, never>;
  refunding_minor: ColumnType<number, never, never>;
}

export interface PaymentProviderEventsTable {
  provider: string;
  event_id: string;
  type: string;
  reference: string | null;
  outcome: string;
  received_at: CreatedAt;
}

export type PaymentTaskKind = "refund" | "charge" | "cancel_payment";

/** A call to the processor a transaction decided; the worker makes it with the task as idempotency key. */
export interface PaymentTasksTable {
  provider_id: string;
  id: Generated<string>;
  booking_id: string;
  kind: PaymentTaskKind;
  /** The payment refunded or cancelled (its processor id), or the saved card's payment_intents id charged. */
  reference: string | null;
  amount_minor: Generated<number>;
  reason: string;
  status: Generated<"pending" | "done" | "failed">;
  attempts: Generated<number>;
  not_before: Generated<Date>;
  outcome: string | null;
  created_at: CreatedAt;
  done_at: NullableTimestamp;
}

export interface PaymentTables {
  payment_intents: PaymentIntentsTable;
  payment_ledger: PaymentLedgerTable;
  payment_balances: PaymentBalancesTable;
  payment_provider_events: PaymentProviderEventsTable;
  payment_tasks: PaymentTasksTable;
}
