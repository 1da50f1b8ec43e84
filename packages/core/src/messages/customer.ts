// The customer's emails and text messages about their booking, in their language, every time with
// its zone (and on the salon's clock too when that reads differently).
import { composeEmail, cleanText, type RenderedEmail } from "./email";
import { message, type MessageKey } from "./format";
import { supportedLanguage, type Language } from "@booking/i18n";
import { bookingTimeInWords, formatTimeWithZone, readerZone, timeSpanInWords } from "./time";
import { reasonInWords } from "./reasons";

/** A customer's messages, one kind for each notice a customer is sent (named as the notices are). */
export const CUSTOMER_MESSAGE_KINDS = [
  "bookingReceived",
  "bookingConfirmed",
  "bookingRescheduled",
  "bookingRestored",
  "bookingCancelled",
  "bookingNoShow",
  "reminder24h",
  "reminder1h",
  "reviewRequest",
  "holdVerification",
  "waitlistOffer",
] as const;
export type CustomerMessageKind = (typeof CUSTOMER_MESSAGE_KINDS)[number];

export interface MessageFacts {
  bookingId: string;
  customerName: string;
  serviceName: string;
  staffName: string;
  providerName: string;
  providerLocation: string | null;
  startsAt: Date;
  endsAt: Date;
  /** The salon's IANA zone. */
  providerZone: string;
  /** The IANA zone the booking was made in, null if unknown. */
  customerZone: string | null;
  locale: Language;
  /** The booking's status now. */
  status: string;
  cancelReason: string | null;
  holdExpiresAt: Date | null;
  /** Class bookings: the seats taken (more than one is said). */
  seats?: number;
  /**
   * Reminders: the salon's own words in this language, said in place of the standard first
   * paragraph (and text message); {service}, {when}, {staffName}, {providerName} and
   * {customerName} in them are filled in. Null or absent: the standard words.
   */
  ownWords?: string | null;
  /**
   * A visit's items told in one message (several services back to back), in time order; the
   * booking's own facts are its first item's. Absent or a single item: the booking alone.
   */
  visitItems?: readonly VisitItemWords[] | null;
  /**
   * A series' occurrences told in one message (the same appointment on several dates), in time
   * order; the booking's own facts are its first's. Absent or a single one: the booking alone.
   */
  seriesItems?: readonly VisitItemWords[] | null;
  /** How the booking is paid online (a waitlist offer says it is paid when claimed); null or absent: it is not. */
  paymentMode?: "deposit" | "full" | "card" | null;
  /** What is paid online when claiming (a deposit or the price, minor units of `currency`); null or absent: nothing. */
  paymentDue?: AmountWords | null;
}

/** An amount in minor units of its currency. */
interface AmountWords {
  amountMinor: number;
  currency: string;
}

/** An amount in minor units as the reader writes money (15,00 € in German, €15.00 in English). */
const moneyInWords = (due: AmountWords, locale: Language) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: due.currency }).format(due.amountMinor / 100);

/** One item of a visit, or occurrence of a series, as a message lists it. */
export interface VisitItemWords {
  serviceName: string;
  staffName: string;
  startsAt: Date;
  endsAt: Date;
}

/** The kinds that tell of a whole visit or series in one message when given its bookings. */
const VISIT_KINDS = ["bookingReceived", "bookingConfirmed", "bookingRescheduled", "bookingCancelled"] as const;
type VisitKind = (typeof VISIT_KINDS)[number];

/** The bookings one message lists: a visit's items or a series' occurrences, and which. */
interface GroupWords {
  kind: "visit" | "series";
  items: readonly VisitItemWords[];
}

/** The text message of a visit or series told at once, for the kinds that have a text message. */
const GROUP_SMS_KEYS: Partial<Record<CustomerMessageKind, Record<GroupWords["kind"], MessageKey>>> = {
  bookingConfirmed: { visit: "sms.visitConfirmed", series: "sms.seriesConfirmed" },
  bookingRescheduled: { visit: "sms.visitRescheduled", series: "sms.seriesRescheduled" },
};

/** The visit's items or series' occurrences when this message lists them (two or more, of a kind that does), else null. */
function groupOf(kind: CustomerMessageKind, facts: MessageFacts): GroupWords | null {
  return (VISIT_KINDS as readonly string[]).includes(kind) ? bookingsListed(facts) : null;
}

/** The visit's items or series' occurrences the facts carry to be listed (two or more), else null. */
export function bookingsListed(facts: MessageFacts): GroupWords | null {
  if (facts.visitItems && facts.visitItems.length > 1) return { kind: "visit", items: facts.visitItems };
  if (facts.seriesItems && facts.seriesItems.length > 1) return { kind: "series", items: facts.seriesItems };
  return null;
}

/**
 * A detail row per booking of a group: its service, its time from start to end on `zones`' clocks
 * (the owner's email passes the salon's alone), its member.
 */
export function groupRows(
  items: readonly VisitItemWords[],
  zones: { customer: string | null; provider: string },
  locale: Language,
): [string, string][] {
  return items.map((item) => [
    cleanText(item.serviceName),
    message(locale, "visit.item", {
      span: timeSpanInWords(item.startsAt, item.endsAt, zones, locale),
      staffName: cleanText(item.staffName),
    }),
  ]);
}

/** Names joined as the language lists them ("Cut, Colour and Blow-dry"). */
function listInWords(names: readonly string[], locale: Language): string {
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(names);
}

/** The reason the system records when a pending booking lapses unconfirmed; said in words of its own. */
export const NOT_CONFIRMED_IN_TIME = "not confirmed in time";

/** The booking's words shared by every message about it: names cleaned, times written. */
export function bookingWords(facts: MessageFacts) {
  const locale = supportedLanguage(facts.locale);
  const serviceName = cleanText(facts.serviceName);
  const zones = { customer: facts.customerZone, provider: facts.providerZone };
  const seats = facts.seats ?? 1;
  const values = {
    bookingId: cleanText(facts.bookingId),
    customerName: cleanText(facts.customerName),
    serviceName,
    service: seats > 1 ? message(locale, "service.withSeats", { serviceName, seats }) : serviceName,
    staffName: cleanText(facts.staffName),
    providerName: cleanText(facts.providerName),
    // Sentences and subjects say the time on the reader's clock only, with its zone; the facts
    // below them say it on the salon's clock too, when that reads differently.
    when: formatTimeWithZone(facts.startsAt, readerZone(zones), locale),
  };
  const location = facts.providerLocation === null ? "" : cleanText(facts.providerLocation);
  return {
    locale,
    zones,
    values,
    /** The time as bookingTimeInWords says it: the customer's clock and, when it differs, the salon's. */
    fullWhen: bookingTimeInWords(facts.startsAt, zones, locale),
    where: location ? `${values.providerName}, ${location}` : values.providerName,
    /** The cancellation's reason as given, or "expired" for the system's own. */
    reason: reasonOf(facts.cancelReason, locale),
  };
}

function reasonOf(cancelReason: string | null, locale: Language): { expired: boolean; text: string } {
  const text = cleanText(cancelReason ?? "");
  // The salon's standard reasons are said in the reader's language; the member's own words as written.
  return { expired: text.toLowerCase() === NOT_CONFIRMED_IN_TIME, text: reasonInWords(text, locale) };
}

/** Emails about a booking still to come carry the manage (or verification) link; the others none. */
const CARRIES_LINK: Record<CustomerMessageKind, boolean> = {
  bookingReceived: true,
  bookingConfirmed: true,
  bookingRescheduled: true,
  bookingRestored: true,
  bookingCancelled: false,
  bookingNoShow: false,
  reminder24h: true,
  reminder1h: true,
  reviewRequest: false,
  holdVerification: true,
  waitlistOffer: true,
};

/** The paragraphs after the intro, kind by kind. */
function moreParagraphs(kind: CustomerMessageKind, facts: MessageFacts, words: ReturnType<typeof bookingWords>): string[] {
  const { locale, values, reason } = words;
  const say = (key: MessageKey, extra: Record<string, string> = {}) => message(locale, key, { ...values, ...extra });
  switch (kind) {
    case "bookingCancelled": {
      const why = reason.expired
        ? [say("bookingCancelled.notConfirmedInTime")]
        : reason.text
          ? [say("bookingCancelled.reason", { reason: reason.text })]
          : [];
      return [...why, say("bookingCancelled.outro")];
    }
    case "bookingNoShow": {
      // The salon's own words as written (cleaned), then the invitation to book again.
      const own = cleanText(facts.cancelReason ?? "");
      return [...(own ? [say("bookingNoShow.message", { reason: own })] : []), say("bookingNoShow.outro")];
    }
    case "reminder24h":
      return [say("reminder24h.outro")];
    case "reviewRequest":
      return [say("reviewRequest.ask")];
    case "holdVerification": {
      const deadline = facts.holdExpiresAt
        ? say("holdVerification.until", { until: formatTimeWithZone(facts.holdExpiresAt, readerZone(words.zones), locale) })
        : say("holdVerification.noDeadline");
      return [deadline, say("holdVerification.ignore")];
    }
    case "waitlistOffer": {
      // Until when the offer's hold keeps the time, on the reader's clock with its zone.
      const deadline = facts.holdExpiresAt
        ? say("waitlistOffer.until", { until: formatTimeWithZone(facts.holdExpiresAt, readerZone(words.zones), locale) })
        : say("waitlistOffer.noDeadline");
      // A service paid online: the claim asks for the payment, and the booking is made once paid.
      const amount = facts.paymentDue ? moneyInWords(facts.paymentDue, locale) : "";
      const pays = facts.paymentMode ? [say(`waitlistOffer.pays.${facts.paymentMode}`, { amount })] : [];
      return [deadline, ...pays, say("waitlistOffer.decline")];
    }
    case "bookingReceived":
    case "bookingConfirmed":
    case "bookingRescheduled":
    case "bookingRestored":
    case "reminder1h":
      return [];
  }
}

const OWN_WORD_VALUES = ["service", "when", "staffName", "providerName", "customerName"] as const;

/** The salon's own reminder words, cleaned, with their {placeholders} filled in; null when there are none. */
function ownWordsOf(kind: CustomerMessageKind, facts: MessageFacts, values: ReturnType<typeof bookingWords>["values"]): string | null {
  if ((kind !== "reminder24h" && kind !== "reminder1h") || !facts.ownWords) return null;
  let text = cleanText(facts.ownWords);
  for (const name of OWN_WORD_VALUES) text = text.split(`{${name}}`).join(values[name]);
  return text || null;
}

/** A customer's email about their booking, in their language (facts.locale). */
export function renderCustomerEmail(kind: CustomerMessageKind, facts: MessageFacts): RenderedEmail {
  const group = groupOf(kind, facts);
  if (group) return renderGroupEmail(kind as VisitKind, facts, group);
  const words = bookingWords(facts);
  const { locale, values } = words;
  // A word of receipt says "confirmed" only when it is; anything else waits for the salon.
  const state = facts.status === "confirmed" ? "confirmed" : "pending";
  const all = { ...values, state };
  return composeEmail({
    locale,
    subject: message(locale, `${kind}.subject`, all),
    heading: message(locale, `${kind}.heading`, all),
    greeting: message(locale, "greeting", all),
    paragraphs: [ownWordsOf(kind, facts, values) ?? message(locale, `${kind}.intro`, all), ...moreParagraphs(kind, facts, words)],
    details: [
      [message(locale, "label.service"), values.service],
      [message(locale, "label.when"), words.fullWhen],
      [message(locale, "label.staff"), values.staffName],
      [message(locale, "label.where"), words.where],
      [message(locale, "label.reference"), values.bookingId],
    ],
    linkSlot: CARRIES_LINK[kind],
    closing: [message(locale, "signoff"), values.providerName],
  });
}

/**
 * A customer's email about a whole visit or series: one intro, then a row per booking (its
 * service, its time from start to end with zones, its member), the place and the first booking's
 * reference. A series names its service once, in the intro, and each date once.
 */
function renderGroupEmail(kind: VisitKind, facts: MessageFacts, group: GroupWords): RenderedEmail {
  const words = bookingWords(facts);
  const { locale, values } = words;
  const { items } = group;
  const state = facts.status === "confirmed" ? "confirmed" : "pending";
  const names = items.map((item) => cleanText(item.serviceName));
  const serviceNames = listInWords(group.kind === "series" ? [...new Set(names)] : names, locale);
  const all = { ...values, serviceName: serviceNames, state, count: items.length };
  const rows = groupRows(items, words.zones, locale);
  const more = kind === "bookingCancelled" ? moreParagraphs(kind, facts, words) : [];
  return composeEmail({
    locale,
    subject: message(locale, `${kind}.subject`, all),
    heading: message(locale, `${kind}.heading`, all),
    greeting: message(locale, "greeting", all),
    paragraphs: [message(locale, `${group.kind}.intro.${kind}`, all), ...more],
    details: [...rows, [message(locale, "label.where"), words.where], [message(locale, "label.reference"), values.bookingId]],
    linkSlot: CARRIES_LINK[kind],
    closing: [message(locale, "signoff"), values.providerName],
  });
}

const SMS_KEYS: Partial<Record<CustomerMessageKind, MessageKey>> = {
  bookingConfirmed: "sms.bookingConfirmed",
  bookingRescheduled: "sms.bookingRescheduled",
  bookingRestored: "sms.bookingRestored",
  reminder1h: "sms.reminder1h",
};

const SMS_LIMIT = 320;
/** Longest a name runs in a text message that would not fit otherwise. */
const SMS_NAME_LIMIT = 40;

/**
 * Typographic characters outside the GSM alphabet make a phone count every character as two
 * bytes (70 a part instead of 160): plain equivalents instead.
 */
function plainForSms(text: string): string {
  return text
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/[‘’]/g, "'")
    .replace(/[\u2212–—]/g, "-")
    .replace(/…/g, "...");
}

/** At most `limit` UTF-16 units (what a phone's count and String.length see), never half a character. */
function clip(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let kept = "";
  for (const char of text) {
    if (kept.length + char.length > limit - 3) break;
    kept += char;
  }
  return `${kept}...`;
}

/**
 * The text message of a kind that has one ("bookingConfirmed", "bookingRescheduled", "bookingRestored", "reminder1h"),
 * else null: the salon's name first, at most 320 characters. Too long, it drops the salon's clock,
 * then clips long names, then the end.
 */
export function renderCustomerSms(kind: CustomerMessageKind, facts: MessageFacts): string | null {
  const key = SMS_KEYS[kind];
  if (!key) return null;
  const words = bookingWords(facts);
  const group = groupOf(kind, facts);
  const groupKey = group ? GROUP_SMS_KEYS[kind]?.[group.kind] : undefined;
  if (group && groupKey) {
    // A visit or series in one text (confirmed or moved): each service with its member and start, on the reader's clock.
    const listed = listInWords(
      group.items.map((item) =>
        message(words.locale, "visit.item", {
          span: `${cleanText(item.serviceName)} ${formatTimeWithZone(item.startsAt, readerZone(words.zones), words.locale)}`,
          staffName: cleanText(item.staffName),
        }),
      ),
      words.locale,
    );
    return clip(
      plainForSms(
        message(words.locale, groupKey, {
          providerName: words.values.providerName,
          items: listed,
        }),
      ),
      SMS_LIMIT,
    );
  }
  const { locale, values } = words;
  const own = ownWordsOf(kind, facts, values);
  if (own !== null) return clip(plainForSms(`${values.providerName}: ${own}`), SMS_LIMIT);
  // A customer who booked from home may read it at the salon: both clocks while they fit.
  const attempts = [
    { ...values, when: words.fullWhen },
    values,
    {
      ...values,
      providerName: clip(values.providerName, SMS_NAME_LIMIT),
      service: clip(values.service, SMS_NAME_LIMIT),
      staffName: clip(values.staffName, SMS_NAME_LIMIT),
    },
  ];
  let sms = "";
  for (const attempt of attempts) {
    sms = plainForSms(message(locale, key, attempt));
    if (sms.length <= SMS_LIMIT) return sms;
  }
  return clip(sms, SMS_LIMIT);
}

/** What the email that verifies a visitor's waitlist entry says. */
export interface EntryVerificationFacts {
  customerName: string;
  serviceName: string;
  providerName: string;
  /** Until when the link works. */
  verifyBy: Date;
  providerZone: string;
  customerZone: string | null;
  /** The language the visitor joined in (else the salon's). */
  locale: string;
}

/**
 * The email asking a visitor to confirm their place on a waitlist (joined from the booking page of
 * a salon that verifies emails): which line, at which salon, until when the link works; the link
 * itself is added at send time (withLink "verifyEntry").
 */
export function renderEntryVerificationEmail(facts: EntryVerificationFacts): RenderedEmail {
  const locale = supportedLanguage(facts.locale);
  const values = {
    customerName: cleanText(facts.customerName),
    serviceName: cleanText(facts.serviceName),
    providerName: cleanText(facts.providerName),
    until: formatTimeWithZone(facts.verifyBy, readerZone({ customer: facts.customerZone, provider: facts.providerZone }), locale),
  };
  return composeEmail({
    locale,
    subject: message(locale, "waitlistVerification.subject", values),
    heading: message(locale, "waitlistVerification.heading", values),
    greeting: message(locale, "greeting", values),
    paragraphs: [
      message(locale, "waitlistVerification.intro", values),
      message(locale, "waitlistVerification.until", values),
      message(locale, "waitlistVerification.ignore", values),
    ],
    details: [
      [message(locale, "label.service"), values.serviceName],
      [message(locale, "label.where"), values.providerName],
    ],
    linkSlot: true,
    closing: [message(locale, "signoff"), values.providerName],
  });
}
