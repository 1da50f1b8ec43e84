// Payments taken through a card processor (Stripe). A booking that must pay is held until the
// processor says it was paid; the money it moves is kept in a ledger the database guards:
// - payment_intents: each object made at the processor for a booking (a payment to take, a card to
//   keep, a fee charged off session), by its reference; independent of the booking row, so that a
//   payment arriving for a booking gone is still recognised (and refunded);
// - payment_ledger: captures, refunds and charges in minor units, each processor object once;
// - payment_balances: per booking, what was captured, charged, refunded and is being refunded,
//   kept by a trigger on the ledger and on refund tasks; its CHECK is what makes a refund beyond
//   the money taken impossible, whatever the code does;
// - payment_provider_events: each processor event id once (deliveries repeat and arrive out of order);
// - payment_tasks: the calls to the processor a transaction decided (refund, charge a fee, cancel an
//   unpaid payment), made by the worker afterwards with the task as idempotency key.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE providers
      ADD COLUMN payment_hold_minutes integer NOT NULL DEFAULT 30 CHECK (payment_hold_minutes BETWEEN 10 AND 60)`.execute(db);
  // A held booking waiting for its payment (not for an email): it is cancelled, not deleted, when
  // its hold lapses, so that a payment arriving late finds it.
  await sql`ALTER TABLE bookings ADD COLUMN awaiting_payment boolean NOT NULL DEFAULT false`.execute(db);
  await sql`
    CREATE TABLE payment_intents (
      provider_id uuid NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
      id text PRIMARY KEY,
      booking_id text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('payment', 'card_setup', 'fee')),
      purpose text NOT NULL CHECK (purpose IN ('deposit', 'full', 'card', 'no_show_fee', 'late_cancel_fee')),
      reference text UNIQUE,
      amount_minor integer NOT NULL CHECK (amount_minor >= 0),
      currency text NOT NULL,
      status text NOT NULL CHECK (status IN ('requires_payment', 'succeeded', 'failed', 'canceled', 'declined')),
      customer_reference text,
      payment_method text,
      failure text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX payment_intents_booking_idx ON payment_intents (provider_id, booking_id)`.execute(db);
  await sql`
    CREATE TABLE payment_balances (
      provider_id uuid NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
      booking_id text NOT NULL,
      captured_minor bigint NOT NULL DEFAULT 0 CHECK (captured_minor >= 0),
      charged_minor bigint NOT NULL DEFAULT 0 CHECK (charged_minor >= 0),
      refunded_minor bigint NOT NULL DEFAULT 0 CHECK (refunded_minor >= 0),
      refunding_minor bigint NOT NULL DEFAULT 0 CHECK (refunding_minor >= 0),
      PRIMARY KEY (provider_id, booking_id),
      CONSTRAINT payment_refunds_within_captures CHECK (refunded_minor + refunding_minor <= captured_minor + charged_minor)
    )`.execute(db);
  await sql`
    CREATE TABLE payment_ledger (
      provider_id uuid NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
      id bigserial PRIMARY KEY,
      booking_id text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('capture', 'refund', 'charge')),
      amount_minor integer NOT NULL CHECK (amount_minor > 0),
      currency text NOT NULL,
      reference text NOT NULL,
      reason text,
      at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (kind, reference)
    )`.execute(db);
  await sql`CREATE INDEX payment_ledger_booking_idx ON payment_ledger (provider_id, booking_id, id)`.execute(db);
  await sql`
    CREATE TABLE payment_provider_events (
      provider text NOT NULL,
      event_id text NOT NULL,
      type text NOT NULL,
      reference text,
      outcome text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider, event_id)
    )`.execute(db);
  await sql`
    CREATE TABLE payment_tasks (
      provider_id uuid NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
      id bigserial PRIMARY KEY,
      booking_id text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('refund', 'charge', 'cancel_payment')),
      reference text,
      amount_minor integer NOT NULL DEFAULT 0 CHECK (amount_minor >= 0),
      reason text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      not_before timestamptz NOT NULL DEFAULT now(),
      outcome text,
      created_at timestamptz NOT NULL DEFAULT now(),
      done_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX payment_tasks_pending_idx ON payment_tasks (not_before, id) WHERE status = 'pending'`.execute(db);
  // The balances follow the ledger and the refunds decided, in the same statement: a refund decided
  // beyond what is left fails its transaction on the CHECK.
  // UPDATE first, INSERT only for a booking's first movement: an INSERT … ON CONFLICT would check
  // the proposed row (a refund with nothing captured) against the CHECK before finding the conflict.
  await sql`
    CREATE FUNCTION payment_ledger_to_balance() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE payment_balances SET
        captured_minor = captured_minor + CASE WHEN NEW.kind = 'capture' THEN NEW.amount_minor ELSE 0 END,
        charged_minor = charged_minor + CASE WHEN NEW.kind = 'charge' THEN NEW.amount_minor ELSE 0 END,
        refunded_minor = refunded_minor + CASE WHEN NEW.kind = 'refund' THEN NEW.amount_minor ELSE 0 END
       WHERE provider_id = NEW.provider_id AND booking_id = NEW.booking_id;
      IF NOT FOUND THEN
        INSERT INTO payment_balances (provider_id, booking_id, captured_minor, charged_minor, refunded_minor)
        VALUES (NEW.provider_id, NEW.booking_id,
                CASE WHEN NEW.kind = 'capture' THEN NEW.amount_minor ELSE 0 END,
                CASE WHEN NEW.kind = 'charge' THEN NEW.amount_minor ELSE 0 END,
                CASE WHEN NEW.kind = 'refund' THEN NEW.amount_minor ELSE 0 END);
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER payment_ledger_balance AFTER INSERT ON payment_ledger
      FOR EACH ROW EXECUTE FUNCTION payment_ledger_to_balance()`.execute(db);
  await sql`
    CREATE FUNCTION payment_refund_task_to_balance() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' AND NEW.kind = 'refund' THEN
        UPDATE payment_balances SET refunding_minor = refunding_minor + NEW.amount_minor
         WHERE provider_id = NEW.provider_id AND booking_id = NEW.booking_id;
        IF NOT FOUND THEN
          INSERT INTO payment_balances (provider_id, booking_id, refunding_minor) VALUES (NEW.provider_id, NEW.booking_id, NEW.amount_minor);
        END IF;
      ELSIF TG_OP = 'UPDATE' AND NEW.kind = 'refund' AND OLD.status = 'pending' AND NEW.status <> 'pending' THEN
        UPDATE payment_balances SET refunding_minor = refunding_minor - NEW.amount_minor
         WHERE provider_id = NEW.provider_id AND booking_id = NEW.booking_id;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER payment_refund_task_balance AFTER INSERT OR UPDATE OF status ON payment_tasks
      FOR EACH ROW EXECUTE FUNCTION payment_refund_task_to_balance()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS payment_tasks, payment_provider_events, payment_ledger, payment_balances, payment_intents`.execute(db);
  await sql`DROP FUNCTION IF EXISTS payment_ledger_to_balance(), payment_refund_task_to_balance()`.execute(db);
  await sql`ALTER TABLE bookings DROP COLUMN IF EXISTS awaiting_payment`.execute(db);
  await sql`ALTER TABLE providers DROP COLUMN IF EXISTS payment_hold_minutes`.execute(db);
}
