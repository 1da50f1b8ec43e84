// A service's payment policy as both the booking page and the console read it.
import type { RouterOutputs } from "@booking/client";

export type PaymentPolicy = RouterOutputs["services"]["list"]["data"][number]["payment"];

/** Whether a booking of the service pays or keeps a card online (the booking page's payment step). */
export const takesPayment = (policy: PaymentPolicy | undefined): boolean => policy !== undefined && policy.mode !== "none";
