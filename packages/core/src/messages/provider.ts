// The salon owner's email about a booking a customer or visitor made, moved or cancelled: who, what,
// when on the salon's own clock (and the customer's, when they booked from another zone).
import { bookingsListed, bookingWords, groupRows, type MessageFacts } from "./customer";
import { cleanText, composeEmail, withLink, type RenderedEmail } from "./email";
import { message, type MessageKey } from "./format";
import { customerZoneApart, formatLocalDateTime, formatTimeWithZone } from "./time";

export type ProviderAlertKind = "booking.created" | "booking.rescheduled" | "booking.cancelled";

export interface ProviderAlertFacts extends MessageFacts {
  customerEmail: string | null;
  customerPhone: string | null;
  /** For moves: the old time. */
  previousStartsAt: Date | null;
  /** A customer with their key, or a visitor on the booking page. */
  changedBy: "customer" | "visitor";
  /** What the customer wrote with the booking; null or absent: nothing. */
  note?: string | null;
  /** The booking in the provider's console; null or absent: no link. */
  consoleUrl?: string | null;
}

/**
 * The salon owner's email about a booking a customer or visitor made, moved or cancelled, in
 * facts.locale (the salon's language): the customer (name, email, phone), the service, member, and
 * the time in the salon's zone, plus the customer's when they booked from another zone, and what
 * the customer wrote with it. A new pending booking says it waits for the owner's confirmation.
 * A visit's items or a series' occurrences touched at once (facts.visitItems, facts.seriesItems:
 * the facts are the first's) are one email, a row per booking: its service, its time from start to
 * end on the salon's clock, its member. With `consoleUrl`, a link opens the booking in the console.
 */
export function renderProviderAlert(kind: ProviderAlertKind, facts: ProviderAlertFacts): RenderedEmail {
  const words = bookingWords(facts);
  const { locale, reason } = words;
  const when = formatTimeWithZone(facts.startsAt, facts.providerZone, locale);
  const previous = facts.previousStartsAt ? formatTimeWithZone(facts.previousStartsAt, facts.providerZone, locale) : null;
  const values = { ...words.values, when, previous: previous ?? "", state: facts.status === "pending" ? "pending" : "other" };
  const say = (key: MessageKey, extra: Record<string, string> = {}) => message(locale, key, { ...values, ...extra });

  // A visit or series touched at once is one email listing each booking (facts are its first's).
  const group = bookingsListed(facts);
  const paragraphs = [
    group
      ? message(locale, `alert.${group.kind}.intro.${kind}`, { ...values, count: group.items.length })
      : say(kind === "booking.rescheduled" && previous === null ? `alert.${kind}.introNoPrevious` : `alert.${kind}.intro`),
  ];
  if (kind === "booking.created" && facts.status === "pending")
    paragraphs.push(say(group ? "alert.booking.created.pendingMany" : "alert.booking.created.pending"));
  if (kind === "booking.cancelled" && reason.expired) paragraphs.push(say("alert.booking.cancelled.notConfirmedInTime"));
  else if (kind === "booking.cancelled" && reason.text) paragraphs.push(say("alert.booking.cancelled.reason", { reason: reason.text }));

  const details: [string, string][] = [[say("alert.label.customer"), values.customerName]];
  const email = cleanText(facts.customerEmail ?? "");
  const phone = cleanText(facts.customerPhone ?? "");
  if (email) details.push([say("alert.label.email"), email]);
  if (phone) details.push([say("alert.label.phone"), phone]);
  if (group) {
    // Each booking on the salon's clock: its service, its time from start to end, its member.
    details.push(...groupRows(group.items, { customer: null, provider: facts.providerZone }, locale));
    if (previous !== null && kind === "booking.rescheduled") details.push([say("alert.label.previous"), previous]);
  } else {
    details.push([say("label.service"), values.service], [say("label.when"), when]);
    const customerZone = customerZoneApart(facts.startsAt, words.zones, locale);
    if (customerZone !== null) details.push([say("alert.label.customerTime"), formatTimeWithZone(facts.startsAt, customerZone, locale)]);
    if (previous !== null && kind === "booking.rescheduled") details.push([say("alert.label.previous"), previous]);
    details.push([say("label.staff"), values.staffName]);
  }
  details.push(
    [say("alert.label.via"), message(locale, "alert.via", { changedBy: facts.changedBy })],
    [say("label.reference"), values.bookingId],
  );
  // The note keeps its lines apart in words, never as lines of the email of their own.
  const note = cleanText(facts.note ?? "");
  if (note) details.push([say("alert.label.note"), note]);

  const rendered = composeEmail({
    locale,
    // The owner's own clock goes without saying in the subject; the body names the zone.
    subject: say(`alert.${kind}.subject`, { when: formatLocalDateTime(facts.startsAt, facts.providerZone, locale) }),
    heading: say(`alert.${kind}.heading`),
    greeting: null,
    paragraphs,
    details,
    linkSlot: Boolean(facts.consoleUrl),
    closing: [say("alert.footer")],
  });
  return facts.consoleUrl ? withLink(rendered, "console", facts.consoleUrl, locale) : rendered;
}
