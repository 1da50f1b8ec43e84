// The calls to the payment provider that transactions decided (payments/ledger.ts): refunds, fees
// charged to a saved card, payments cancelled once their hold is gone. The worker takes each due
// task with a lease (its next try pushed back first, so a worker that dies mid-call leaves it to
// be tried again), calls the provider with the task as idempotency key (a second try moves no
// money twice), and records the outcome with the money in the ledger in one transaction. A
// provider that cannot be reached is tried again with growing waits; a refusal ends the task.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database, Selectable } from "@booking/db";
import { newId } from "../../ids";
import { PaymentProviderRejected, PaymentProviderUnavailable, type PaymentProvider } from "../../payments/provider";
import { recordEvent } from "../events";
import { recordMovement } from "./ledger";
import { renderNotification } from "../../messages";
import { insertSmartNotifications, PROVIDER_RECIPIENT } from "../notifications";
import { providerLanguage } from "../providers";

type Task = Selectable<Database["payment_tasks"]>;

/** Tries of one task before it is given up (about three and a half hours of waits). */
export const MAX_TASK_ATTEMPTS = 10;
/** How long a taken task is left to its worker before another may try it. */
const LEASE_MS = 60_000;
/** The wait before try n+1: 5 s, 15 s, 45 s… at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(5_000 * 3 ** Math.max(0, attempts - 1), 3_600_000);

export interface TaskRun {
  id: string;
  kind: Task["kind"];
  outcome: "done" | "failed" | "retry";
  /** The provider could not be reached (for the metrics: failing provider calls). */
  unavailable: boolean;
}

/** Runs up to `limit` due tasks one after another; answers what became of each. */
export async function runPaymentTasks(db: Kysely<Database>, payments: PaymentProvider, limit = 50): Promise<TaskRun[]> {
  const runs: TaskRun[] = [];
  while (runs.length < limit) {
    const task = await takeDueTask(db);
    if (!task) break;
    runs.push(await runTask(db, payments, task));
  }
  return runs;
}

async function takeDueTask(db: Kysely<Database>): Promise<Task | undefined> {
  const { rows } = await sql<Task>`
    UPDATE payment_tasks SET attempts = attempts + 1, not_before = now() + ${`${LEASE_MS} milliseconds`}::interval
     WHERE id = (SELECT id FROM payment_tasks WHERE status = 'pending' AND not_before <= now()
                  ORDER BY not_before, id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING *`.execute(db);
  return rows[0];
}

async function runTask(db: Kysely<Database>, payments: PaymentProvider, task: Task): Promise<TaskRun> {
  const run = (outcome: TaskRun["outcome"], unavailable = false): TaskRun => ({ id: task.id, kind: task.kind, outcome, unavailable });
  const idempotencyKey = `task_${task.id}`;
  try {
    switch (task.kind) {
      case "refund": {
        const refund = await payments.refund({
          reference: task.reference ?? "",
          amountMinor: task.amount_minor,
          reason: task.reason,
          idempotencyKey,
          bookingId: task.booking_id,
          providerId: task.provider_id,
        });
        await finish(db, task, "done", refund.reference, (trx) => refunded(trx, task, refund.reference));
        return run("done");
      }
      case "cancel_payment": {
        const intent = await db
          .selectFrom("payment_intents")
          .select(["reference", "status", "kind"])
          .where("id", "=", task.reference ?? "")
          .executeTakeFirst();
        if (intent?.reference && intent.status === "requires_payment") {
          if (intent.kind === "card_setup") await payments.cancelCardSetup(intent.reference, idempotencyKey);
          else await payments.cancelPayment(intent.reference, idempotencyKey);
        }
        await finish(db, task, "done", intent?.reference ? "canceled" : "nothing to cancel", async (trx) => {
          await trx
            .updateTable("payment_intents")
            .set({ status: "canceled", updated_at: sql`now()` })
            .where("id", "=", task.reference ?? "")
            .where("status", "=", "requires_payment")
            .execute();
        });
        return run("done");
      }
      case "charge":
        return run(await chargeFee(db, payments, task, idempotencyKey));
    }
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable && task.attempts < MAX_TASK_ATTEMPTS) {
      await db
        .updateTable("payment_tasks")
        .set({ not_before: new Date(Date.now() + retryDelayMs(task.attempts)), outcome: `unavailable: ${error.reason}` })
        .where("id", "=", task.id)
        .where("status", "=", "pending")
        .execute();
      return run("retry", true);
    }
    // A cancel the provider refuses because the payment moved on (paid meanwhile: its webhook tells) is done.
    if (task.kind === "cancel_payment" && error instanceof PaymentProviderRejected) {
      await finish(db, task, "done", `not cancelled: ${error.code}`);
      return run("done");
    }
    const why =
      error instanceof PaymentProviderRejected ? error.code : error instanceof PaymentProviderUnavailable ? error.reason : "error";
    await finish(db, task, "failed", `failed: ${why}`, (trx) => tellSalon(trx, task, why));
    return run("failed", error instanceof PaymentProviderUnavailable);
  }
}

/**
 * Ends a task in one transaction with what it changed, once: a task another worker finished
 * meanwhile (its lease ran out mid-call) is left as that one recorded it. The status changes
 * before the ledger: a refund leaves `refunding` for `refunded` without passing the balance's limit.
 */
async function finish(
  db: Kysely<Database>,
  task: Task,
  status: "done" | "failed",
  outcome: string,
  effect?: (trx: Transaction<Database>) => Promise<void>,
) {
  await db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable("payment_tasks")
      .set({ status, outcome, done_at: sql`now()` })
      .where("id", "=", task.id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) === 1) await effect?.(trx);
  });
}

/** A refund made: in the ledger, on the booking when it gave everything back, and told (payment.refunded). */
async function refunded(trx: Transaction<Database>, task: Task, reference: string) {
  const intent = await trx
    .selectFrom("payment_intents")
    .select("currency")
    .where("reference", "=", task.reference ?? "")
    .executeTakeFirst();
  const currency = intent?.currency ?? "";
  const now = new Date();
  await recordMovement(trx, {
    providerId: task.provider_id,
    bookingId: task.booking_id,
    kind: "refund",
    amountMinor: task.amount_minor,
    currency,
    reference,
    reason: task.reason,
    at: now,
  });
  const booking = await trx
    .selectFrom("bookings")
    .select(["customer_id", "payment_status"])
    .where("provider_id", "=", task.provider_id)
    .where("id", "=", task.booking_id)
    .executeTakeFirst();
  if (!booking) return;
  const { rows } = await sql<{ left: string }>`
    SELECT captured_minor + charged_minor - refunded_minor AS left FROM payment_balances
     WHERE provider_id = ${task.provider_id} AND booking_id = ${task.booking_id}`.execute(trx);
  if (booking.payment_status === "paid" && Number(rows[0]?.left ?? 0) === 0) {
    await trx
      .updateTable("bookings")
      .set({ payment_status: "refunded", refunded_at: now, updated_at: sql`now()` })
      .where("provider_id", "=", task.provider_id)
      .where("id", "=", task.booking_id)
      .execute();
  }
  await recordEvent(trx, "payment.refunded", {
    bookingId: task.booking_id,
    providerId: task.provider_id,
    customerId: booking.customer_id,
    status: "refunded",
    amount: task.amount_minor / 100,
    currency,
    method: "card",
    refundedAt: now.toISOString(),
    reason: task.reason,
  });
}

/** A fee charged to the card the booking saved. A decline is recorded (the fee stays unpaid) and ends the task. */
async function chargeFee(db: Kysely<Database>, payments: PaymentProvider, task: Task, idempotencyKey: string): Promise<"done" | "failed"> {
  const card = await db
    .selectFrom("payment_intents")
    .select(["customer_reference", "payment_method", "currency"])
    .where("id", "=", task.reference ?? "")
    .executeTakeFirstOrThrow();
  const charge = await payments.chargeSavedCard({
    customerReference: card.customer_reference ?? "",
    paymentMethod: card.payment_method ?? "",
    amountMinor: task.amount_minor,
    currency: card.currency,
    bookingId: task.booking_id,
    providerId: task.provider_id,
    reason: task.reason,
    idempotencyKey,
  });
  const purpose = task.reason === "late_cancel_fee" ? "late_cancel_fee" : "no_show_fee";
  const status = charge.status === "succeeded" ? "succeeded" : charge.status === "pending" ? "requires_payment" : "declined";
  const ended = charge.status === "declined" ? "failed" : "done";
  await finish(
    db,
    task,
    ended,
    charge.status === "declined" ? `declined: ${charge.declineCode ?? charge.code}` : charge.reference,
    async (trx) => {
      await trx
        .insertInto("payment_intents")
        .values({
          provider_id: task.provider_id,
          id: newId("pay"),
          booking_id: task.booking_id,
          kind: "fee",
          purpose,
          reference: charge.reference ?? null,
          amount_minor: task.amount_minor,
          currency: card.currency,
          status,
          customer_reference: card.customer_reference,
          payment_method: card.payment_method,
          failure: charge.status === "declined" ? (charge.declineCode ?? charge.code) : null,
        })
        .onConflict((oc) => oc.column("reference").doNothing())
        .execute();
      if (charge.status === "declined") await tellSalon(trx, task, charge.declineCode ?? charge.code);
      if (charge.status === "succeeded") {
        await recordMovement(trx, {
          providerId: task.provider_id,
          bookingId: task.booking_id,
          kind: "charge",
          amountMinor: task.amount_minor,
          currency: card.currency,
          reference: charge.reference,
          reason: purpose,
          at: new Date(),
        });
      }
    },
  );
  return ended;
}

/** The salon is told of a refund or fee the provider would not make (an in-app notification in its language). */
async function tellSalon(trx: Transaction<Database>, task: Task, why: string) {
  const provider = await trx.selectFrom("providers").select("currency").where("id", "=", task.provider_id).executeTakeFirst();
  const amount = `${(task.amount_minor / 100).toFixed(2)} ${provider?.currency.trim() ?? ""}`.trim();
  const words = renderNotification("paymentFailed", await providerLanguage(trx, task.provider_id), {
    amount,
    bookingId: task.booking_id,
    why,
  });
  await insertSmartNotifications(trx, [
    {
      providerId: task.provider_id,
      recipient: PROVIDER_RECIPIENT,
      type: "paymentFailed",
      title: words.title,
      body: words.body,
      data: { bookingId: task.booking_id, kind: task.kind, reason: task.reason, failure: why },
    },
  ]);
}
