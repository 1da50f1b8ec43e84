// A service's payment policy as both the booking page and the console read it.
import type { RouterOutputs } from "@booking/client";

export type PaymentPolicy = RouterOutputs["services"]["list"]["data"][number]["payment"];

/** Whether a booking of the service pays or keeps a card online (the booking page's payment step). */
export const takesPayment = (policy: PaymentPolicy | undefined): boolean => policy !== undefined && policy.mode !== "none";

/**
 * Whether the salon may record a payment at the desk for a booking: one not paid yet that will
 * happen or happened (a cancelled booking is owed nothing; a held one is not a booking yet).
 */
export const recordsPaymentAtDesk = (booking: { status: string; payment: { status: string } }): boolean =>
  booking.payment.status === "unpaid" && booking.status !== "cancelled" && booking.status !== "held";
