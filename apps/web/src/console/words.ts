// Plain words for what only the console shows: roles and payment methods, in the member's language
// (statuses and errors, which the front desk shows too, are in common/).
import type { MessageKey } from "../i18n/translate";

export const ROLE_NAMES = {
  admin: "console.role.admin",
  manager: "console.role.manager",
  staff: "console.role.staff",
} as const satisfies Record<string, MessageKey>;

/** How a payment was made, in words. */
export const PAYMENT_METHOD_NAMES = {
  cash: "console.payment.method.cash",
  card: "console.payment.method.card",
  online: "console.payment.method.online",
  voucher: "console.payment.method.voucher",
} as const satisfies Record<string, MessageKey>;
