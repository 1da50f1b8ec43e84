// The rules a refusal names: every `details[].rule` the service answers, so a client (the console)
// can say each refusal in its own words and language, with the times a detail carries
// (`details[].from`, `details[].to`) on the salon's clock. A rule is a contract: once answered,
// never renamed.
export const REFUSAL_RULES = [
  // The booking rules a time must meet (booking-rules.ts).
  "staff_inactive",
  "service_not_offered",
  "in_past",
  "notice",
  "horizon",
  "closed",
  "time_off",
  "busy",
  "day_off",
  "outside_hours",
  "in_break",
  // The salon's own opening hours: closed that weekday, before opening, after closing, in its break.
  "outside_business_hours",
  "off_grid",
  "resources",
  "seats",
  "no_session",
  "session_overlap",
  // A customer's or visitor's booking meeting another booking's processing time, not offered online.
  "processing",
  // The time is taken: another booking of the member, or no member who offers the service is free.
  "booked",
  "no_member_free",
  // A change the booking's status does not allow (a final booking, a move of a closed one).
  "transition",
  // A no-show before the booking has started.
  "not_started",
  // Undoing a cancellation: too late, not cancelled, it held rooms, equipment or class seats, the
  // customer cancelled it themselves, or the money it took online was given back.
  "restore_window",
  "restore_not_cancelled",
  "restore_holds_units",
  "restore_customer_cancelled",
  "restore_refunded",
  // A customer changing their own booking after the salon's cancellation notice.
  "self_service_deadline",
  // A service that takes a payment, booked by a customer or visitor where no payment can be taken online.
  "payment_required",
] as const;

export type RefusalRule = (typeof REFUSAL_RULES)[number];
