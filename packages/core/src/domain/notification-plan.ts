// Who is told what about a booking, on which channel, in which words: the one place these are
// decided (pure). Callers load the booking and the recipient's preferences, ask for a plan and
// store or send what it says; they decide nothing themselves.
//
// Each notice has a kind, named in one way (camelCase, after what it tells: newBooking,
// bookingConfirmed, reminder24h, …); the kind is stored with its claim and messages and names
// their catalogue texts. Events keep their own names (booking.created, …), and so do the types
// smart notifications are listed under in the API (notificationTypeOf): both are contracts.
//
// - booking.created → newBooking, to the provider: a smart notification ("New booking") when
//   push.newBooking is on; and bookingReceived, when the customer booked for themselves (their
//   key, a booking page), to the customer: word that it was received (smart notification, email
//   as email.bookingConfirmed allows).
// - booking.rescheduled → bookingRescheduled, to the customer: the new time and member (smart
//   notification, email and SMS as email/sms.bookingConfirmed allow).
// - booking.confirmed → bookingConfirmed, to the customer: email and SMS as
//   email/sms.bookingConfirmed allow, and a smart notification when either is on.
// - booking.cancelled → bookingCancelled, to the customer: email as email.bookingCancelled allows,
//   and a smart notification when it is on; nothing at all when the cancellation said notifyCustomer: false.
// - booking.restored → bookingRestored, to the customer: word that the cancellation was undone and
//   the booking stands again (smart notification, email and SMS as email/sms.bookingConfirmed
//   allow); nothing at all when the cancellation said notifyCustomer: false (they never heard of it).
// - booking.no_show (internal: the salon marked the booking missed) → bookingNoShow, to the
//   customer, only when the salon asked to tell them (notifyCustomer, off unless sent): word that
//   the appointment was marked missed, with the salon's words when it gave some (smart
//   notification, email as email.bookingCancelled allows); no SMS, no calendar change.
// - booking.completed → reviewRequest, to the customer (smart notification, email as
//   email.reviewRequest allows).
// - reminder24h, reminder1h (at the provider's reminder times, by default 24 h and 1 h before the
//   start; the "1h" kind for any time up to 90 minutes before; see reminders.ts) → the customer: a
//   smart notification, email as email.reminder24h / email.reminder1h allow, SMS as sms.reminder1h
//   allows; in the provider's own words for the language when it set some (reminderTexts).
// - booking.held (internal: a visitor's booking waiting for email verification) → holdVerification,
//   to the visitor: an email with the verification link, whatever the preferences (they asked for
//   it just now), and no smart notification (a hold that lapses leaves no trace).
// - waitlist.offered (a freed time held for the first customer in line it suits) → waitlistOffer,
//   to that customer: an email with the service, the time, the member and until when it is held,
//   and a link to claim it and one to decline it, whatever the preferences (they asked to be told
//   by joining the line); no smart notification (an offer passed on leaves no trace). Nothing once
//   the offer was claimed, declined or lapsed before the worker sends it.
// - A visit (several services back to back, each item a booking with its own events): the
//   customer's bookingReceived, bookingConfirmed, bookingRescheduled and bookingCancelled come once
//   for the items the change touched together (all of them when the visit was booked; those
//   confirmed, moved or cancelled in one go), from the earliest of them, listing each (a move: each
//   with its new time and member); the other items' notices are skipped. Items confirmed, moved or
//   cancelled one at a time are told one at a time. The provider's newBooking
//   stays one per item (each is a booking on its calendar).
// - A recurring series (each occurrence a booking of its own) is told the same way: one
//   bookingReceived for the occurrences booked together when the series was made, one
//   bookingConfirmed, bookingRescheduled or bookingCancelled for those confirmed, moved or
//   cancelled in one go (a series' cancel, a move of following or all occurrences), from the
//   earliest, listing every date; the others skipped, and occurrences changed one at a time told
//   one at a time. Its email carries the whole series as one calendar event.
// Everything is written by messages/ in the recipient's language: the provider's own (its locale
// setting), a customer's the booking's (else the provider's). Smart notifications say the time on
// the provider's clock (formatLocalTime); emails and SMS every time with its zone: the customer's,
// and the provider's when it differs.
import { supportedLanguage, type Language } from "@booking/i18n";
import { zoneOffsetAt } from "./local-time";
import {
  CUSTOMER_MESSAGE_KINDS,
  renderBookingNotification,
  renderCustomerEmail,
  renderCustomerSms,
  renderProviderAlert,
  type CustomerMessageKind,
  type MessageFacts,
} from "../messages";
import { isNotifyOnEvent, providerAlertOf, type NotifyOnEvent } from "./provider-notices";
import type { RecordedEventName, RecordedPayloads } from "../events";
import type { NotificationPreferences } from "./notification-preferences";

/** A recorded event as the planner reads it (see readStoredEvent): its name narrows its data. */
export type NoticeEvent = { [K in RecordedEventName]: { event: K; data: RecordedPayloads[K] } }[RecordedEventName];

/** The kinds of notices about a booking (the provider's email about its customers' doings is "providerAlert"). */
export const NOTICE_KINDS = ["newBooking", ...CUSTOMER_MESSAGE_KINDS] as const;
export type NoticeType = (typeof NOTICE_KINDS)[number];
export type MessageChannel = "email" | "sms";
export type NoticeChannel = MessageChannel | "push";
export type NoticeAudience = "provider" | "customer";

/** The booking as notices speak of it. */
export interface BookingFacts {
  bookingId: string;
  customerId: string;
  customerName: string;
  serviceId: string;
  serviceName: string;
  staffId: string;
  staffName: string;
  startsAt: Date;
  /** The provider's IANA time zone: times are written as the provider's clock shows them. */
  timezone: string;
  cancelReason: string | null;
  /** false when the cancellation asked not to tell the customer. */
  notifyCustomer: boolean;
  /** The customer made the booking themselves (with their key or a booking page); unknown counts as no. */
  bookedByCustomer?: boolean;
  /** Made on a booking page (a public key): the name is what the visitor typed, cleaned for messages. */
  bookedWithPublicKey?: boolean;
  /** A held booking: when its hold lapses. */
  holdExpiresAt?: Date | null;
  /** What messages beyond the smart notification tell (loadNoticeBooking gives them all). */
  endsAt?: Date;
  status?: string;
  seats?: number;
  /** The zone and language of the customer's page when they booked or last moved it; null: not said. */
  customerTimezone?: string | null;
  locale?: string | null;
  /** The provider's language setting: its own notices speak it, and a customer's when the booking did not say. */
  providerLocale?: string | null;
  /** What the customer wrote with the booking (the provider's email about it shows it). */
  notes?: string | null;
  /** The provider's own reminder words per language, said in reminders in place of the standard ones. */
  reminderTexts?: Readonly<Record<string, string>> | null;
  /** The booking is an item of a visit: every item of it (this one too), in time order. */
  visitItems?: readonly VisitItemFacts[] | null;
  /** The booking is an occurrence of a series: every booked occurrence of it (this one too), in time order. */
  seriesOccurrences?: readonly VisitItemFacts[] | null;
  /** How the booking is paid online, by its copy of its service's policy (null or absent: it is not). */
  paymentMode?: OnlinePaymentMode | null;
  /** What is paid online when the booking is made or claimed (a deposit, or the price in advance); null or absent: nothing. */
  paymentDue?: AmountDue | null;
}

/** An amount in minor units of its currency. */
export interface AmountDue {
  amountMinor: number;
  currency: string;
}

/** The ways a booking may be paid online (a deposit, the price in advance, a card kept for fees). */
export type OnlinePaymentMode = "deposit" | "full" | "card";

/**
 * One booking of a group told of together (an item of a visit, an occurrence of a series), as
 * read with the booking when its notice is decided.
 */
export interface VisitItemFacts {
  bookingId: string;
  serviceName: string;
  staffName: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  /** When it was last confirmed (items confirmed together share it); null: never. */
  confirmedAt: Date | null;
  /** When it was last moved (items moved together share it); null or absent: never. */
  rescheduledAt?: Date | null;
  cancelledAt: Date | null;
  /** When it was booked (bookings made in one transaction share it); absent: not asked (a visit's items are all booked at once). */
  createdAt?: Date | null;
}

/** Who signs the messages and where the customer is reached; needed for anything beyond the event's own notification. */
export interface NoticeContact {
  providerName: string;
  providerLocation?: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
}

export interface PlannedNotification {
  title: string;
  body: string;
  data: Record<string, unknown>;
}

export interface PlannedMessage {
  channel: MessageChannel;
  address: string;
  subject: string;
  text: string;
  /** An email's HTML part. */
  html?: string | null;
}

export interface NoticePlan {
  /** Also the type of the smart notification and of the channel messages. */
  type: NoticeType;
  audience: NoticeAudience;
  /** The smart notification, or null when none is due. */
  notification: PlannedNotification | null;
  /**
   * Who stores the smart notification: "event" — the transaction that records the event (the
   * recipient sees it the moment the change commits); "claim" — the worker, with the notice's claim.
   */
  notificationStoredWith: "event" | "claim" | "none";
  /** One message per channel the recipient allows and has an address for (none without a contact). */
  messages: PlannedMessage[];
  /**
   * The message channels this notice uses that the recipient's preferences turned off: no message
   * is made for them (operators count these apart from messages sent, logged or failed).
   */
  skippedByPreference: MessageChannel[];
}

type Flag<G extends keyof NotificationPreferences> = keyof NotificationPreferences[G];

interface NoticeRule {
  audience: NoticeAudience;
  /** The preference flag that allows each channel; a channel without one is never used. */
  channels: { email?: Flag<"email">; sms?: Flag<"sms">; push?: Flag<"push"> };
  /**
   * "event": stored with the event, and only when one of the channels is allowed (its `data.channels`
   * lists them). "claim": stored by the worker whenever the notice is claimed. "none": never stored.
   */
  notificationStoredWith: "event" | "claim" | "none";
  /** Sent whatever the recipient's preferences (they asked for it just now). */
  always?: true;
}

const RULES: Record<NoticeType, NoticeRule> = {
  newBooking: { audience: "provider", channels: { push: "newBooking" }, notificationStoredWith: "event" },
  bookingConfirmed: {
    audience: "customer",
    channels: { email: "bookingConfirmed", sms: "bookingConfirmed" },
    notificationStoredWith: "event",
  },
  bookingCancelled: { audience: "customer", channels: { email: "bookingCancelled" }, notificationStoredWith: "event" },
  bookingReceived: { audience: "customer", channels: { email: "bookingConfirmed" }, notificationStoredWith: "claim" },
  bookingRescheduled: {
    audience: "customer",
    channels: { email: "bookingConfirmed", sms: "bookingConfirmed" },
    notificationStoredWith: "claim",
  },
  bookingRestored: {
    audience: "customer",
    channels: { email: "bookingConfirmed", sms: "bookingConfirmed" },
    notificationStoredWith: "claim",
  },
  bookingNoShow: { audience: "customer", channels: { email: "bookingCancelled" }, notificationStoredWith: "claim" },
  reminder24h: { audience: "customer", channels: { email: "reminder24h" }, notificationStoredWith: "claim" },
  reminder1h: { audience: "customer", channels: { email: "reminder1h", sms: "reminder1h" }, notificationStoredWith: "claim" },
  reviewRequest: { audience: "customer", channels: { email: "reviewRequest" }, notificationStoredWith: "claim" },
  holdVerification: { audience: "customer", channels: { email: "bookingConfirmed" }, notificationStoredWith: "none", always: true },
  waitlistOffer: { audience: "customer", channels: { email: "bookingConfirmed" }, notificationStoredWith: "none", always: true },
};

const EVENT_NOTICES: Partial<Record<RecordedEventName, NoticeType>> = {
  "booking.created": "newBooking",
  "booking.confirmed": "bookingConfirmed",
  "booking.cancelled": "bookingCancelled",
  "booking.completed": "reviewRequest",
};

/** The notice an event calls for in its own transaction (or the only one it calls for), or null. */
export function noticeTypeOfEvent(event: RecordedEventName): NoticeType | null {
  return EVENT_NOTICES[event] ?? null;
}

/** Events whose worker notice is another than the one stored with the event (a second recipient). */
const WORKER_NOTICES: Partial<Record<RecordedEventName, NoticeType>> = {
  "booking.created": "bookingReceived",
  "booking.rescheduled": "bookingRescheduled",
  "booking.restored": "bookingRestored",
  "booking.no_show": "bookingNoShow",
  "booking.held": "holdVerification",
  "waitlist.offered": "waitlistOffer",
};

/**
 * The notice the worker handles for an event (messages to send, or a notification stored with the
 * claim), or null: the relay records such notices as owed and hands them to the worker.
 */
export function workerNoticeOfEvent(event: RecordedEventName): NoticeType | null {
  const type = WORKER_NOTICES[event] ?? noticeTypeOfEvent(event);
  if (!type) return null;
  const rule = RULES[type];
  return rule.notificationStoredWith === "claim" || rule.always || (rule.channels.email ?? rule.channels.sms) ? type : null;
}

/**
 * The type each notice's smart notification is listed under in the API (a contract, named before
 * the kinds were): the event it tells of (a customer's word of receipt is their booking.created),
 * or the reminder's, review request's or verification's own.
 */
const NOTIFICATION_TYPES = {
  newBooking: "booking.created",
  bookingReceived: "booking.created",
  bookingConfirmed: "booking.confirmed",
  bookingRescheduled: "booking.rescheduled",
  bookingRestored: "booking.restored",
  bookingCancelled: "booking.cancelled",
  bookingNoShow: "booking.no_show",
  reminder24h: "reminder24h",
  reminder1h: "reminder1h",
  reviewRequest: "reviewRequest",
  holdVerification: "holdVerification",
  waitlistOffer: "waitlistOffer",
} as const satisfies Record<NoticeType, string>;

/** The type a notice's smart notification is listed under (see NOTIFICATION_TYPES). */
export function notificationTypeOf<T extends NoticeType>(type: T): (typeof NOTIFICATION_TYPES)[T] {
  return NOTIFICATION_TYPES[type];
}

/** Whose preferences decide a notice (and who receives it). */
export function noticeAudience(type: NoticeType): NoticeAudience {
  return RULES[type].audience;
}

/** Who stores a notice's smart notification (see NoticePlan.notificationStoredWith). */
export function notificationStoredWith(type: NoticeType): "event" | "claim" | "none" {
  return RULES[type].notificationStoredWith;
}

/**
 * The one notice about a waitlist entry rather than a booking: the email with the link that
 * verifies a visitor's entry (event waitlist.unverified), sent whatever the preferences (the
 * visitor asked for it) and worded by renderEntryVerificationEmail.
 */
export const ENTRY_VERIFICATION_NOTICE = "waitlistVerification";

/** Whether the worker has part in an event's notices (see workerNoticeOfEvent; an entry's verification too). */
export function workerHandlesEvent(event: RecordedEventName): boolean {
  return event === "waitlist.unverified" || workerNoticeOfEvent(event) !== null;
}

/**
 * Whether the relay owes the worker an event's notice: as workerHandlesEvent, but a new booking's
 * word of receipt only when its customer made it (the provider's bookings need none), so that
 * most bookings cost the worker nothing.
 */
export function workerOwesNotice(event: RecordedEventName, bookedByCustomer: boolean): boolean {
  if (event === "waitlist.unverified") return true;
  const type = workerNoticeOfEvent(event);
  return type !== null && (type !== "bookingReceived" || bookedByCustomer);
}

/** The claim key of an event's notice: one claim per event, however many jobs run for it. */
export function eventNoticeClaimKey(eventId: string, type: NoticeType | "providerAlert" | typeof ENTRY_VERIFICATION_NOTICE): string {
  return `${eventId}/${type}`;
}

// British English short names (as Intl gives them, so "Sept" where the runtime's data says so),
// read once: formatting each notice through a date library cost ~50 µs a booking.
const shortName = (option: "weekday" | "month", at: number) =>
  new Intl.DateTimeFormat("en-GB", { [option]: "short", timeZone: "UTC" }).format(at);
/** Sunday first, as Date#getUTCDay counts (7 January 2024 was a Sunday). */
const WEEKDAYS = Array.from({ length: 7 }, (_, day) => shortName("weekday", Date.UTC(2024, 0, 7 + day)));
const MONTHS = Array.from({ length: 12 }, (_, month) => shortName("month", Date.UTC(2024, month, 15)));
const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * The other languages' date and 24-hour clock as Intl writes them ("Mo., 23. Nov. 2026, 10:00"),
 * applied to the wall-clock time read as UTC: one formatter per language, whatever the zone.
 */
const wallClocks = new Map<Language, Intl.DateTimeFormat>();

function wallClock(language: Language): Intl.DateTimeFormat {
  let format = wallClocks.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      timeZone: "UTC",
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    wallClocks.set(language, format);
  }
  return format;
}

/**
 * The time on the provider's clock (UTC when the zone is unknown), in `language`'s words: English
 * "Mon 23 Nov 2026, 10:00" (as it has always read), German "Mo., 23. Nov. 2026, 10:00", …
 */
export function formatLocalTime(at: Date, timezone: string, language: Language = "en"): string {
  const offset = zoneOffsetAt(at.getTime(), timezone);
  const wall = new Date(at.getTime() + (Number.isNaN(offset) ? 0 : offset));
  if (language !== "en") return wallClock(language).format(wall);
  const year = String(wall.getUTCFullYear()).padStart(4, "0");
  return `${WEEKDAYS[wall.getUTCDay()]} ${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${year}, ${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}`;
}

/** The message channels of a notice whose preference flag is off. */
function channelsTurnedOff(rule: NoticeRule, preferences: NotificationPreferences): MessageChannel[] {
  const off: MessageChannel[] = [];
  if (rule.always) return off;
  if (rule.channels.email && !preferences.email[rule.channels.email]) off.push("email");
  if (rule.channels.sms && !preferences.sms[rule.channels.sms]) off.push("sms");
  return off;
}

function allowedChannels(rule: NoticeRule, preferences: NotificationPreferences): NoticeChannel[] {
  const channels: NoticeChannel[] = [];
  const { email, sms, push } = rule.channels;
  if (email && (rule.always || preferences.email[email])) channels.push("email");
  if (sms && preferences.sms[sms]) channels.push("sms");
  if (push && preferences.push[push]) channels.push("push");
  return channels;
}

/** The language a notice speaks: the provider's own setting, or the customer's booking's (else the provider's). */
export function noticeLanguage(type: NoticeType, b: BookingFacts): Language {
  return RULES[type].audience === "provider" ? supportedLanguage(b.providerLocale) : supportedLanguage(b.locale, b.providerLocale);
}

/** A notice's smart notification words, in its recipient's language, the time on the provider's clock. */
function texts(type: NoticeType, b: BookingFacts, providerName: string) {
  const language = noticeLanguage(type, b);
  return renderBookingNotification(type, language, {
    customerName: b.customerName,
    serviceName: b.serviceName,
    staffName: b.staffName,
    providerName,
    when: formatLocalTime(b.startsAt, b.timezone, language),
    // A series' occurrences told together: how many (the salon's notice says "booked N times").
    occurrences: b.seriesOccurrences?.length ?? 1,
    bookingId: b.bookingId,
    status: b.status,
    reason: b.cancelReason,
  });
}

/**
 * The first booking speaking for the bookings told together (a visit's items, a series'
 * occurrences): the smart notification names their services and members (listed as the language
 * lists, each once), the messages list each booking.
 */
function groupAsOne(
  booking: BookingFacts,
  group: ToldTogether,
  language: Language = supportedLanguage(booking.locale, booking.providerLocale),
): BookingFacts {
  const list = (names: string[]) => new Intl.ListFormat(language, { style: "long", type: "conjunction" }).format([...new Set(names)]);
  const { items } = group;
  return {
    ...booking,
    serviceName: list(items.map((item) => item.serviceName)),
    staffName: list(items.map((item) => item.staffName)),
    visitItems: group.kind === "visit" ? items : null,
    seriesOccurrences: group.kind === "series" ? items : null,
  };
}

/** What the smart notification carries besides its texts, so a client can link to the booking. */
function notificationData(type: NoticeType, b: BookingFacts, channels: NoticeChannel[]): Record<string, unknown> {
  const base = { bookingId: b.bookingId, dateTime: b.startsAt.toISOString() };
  switch (type) {
    case "newBooking":
      return { ...base, customerId: b.customerId, serviceId: b.serviceId, staffId: b.staffId, channels };
    case "bookingConfirmed":
      return { ...base, channels };
    case "bookingCancelled":
    case "bookingNoShow": {
      const reason = b.cancelReason?.trim();
      return { ...base, ...(reason ? { reason } : {}), channels };
    }
    case "bookingReceived":
    case "bookingRescheduled":
    case "bookingRestored":
    case "reminder24h":
    case "reminder1h":
    case "reviewRequest":
    case "holdVerification":
    case "waitlistOffer":
      return { bookingId: b.bookingId, serviceId: b.serviceId, staffId: b.staffId, dateTime: b.startsAt.toISOString() };
  }
}

/** The customer's message of a notice type, or null for the provider's own notice. */
function customerMessageKind(type: NoticeType): CustomerMessageKind | null {
  return type === "newBooking" ? null : type;
}

/**
 * What a customer's message tells: in the language the booking was made in (else the provider's),
 * with times in the zone it was made in and the provider's.
 */
export function messageFacts(b: BookingFacts, contact: NoticeContact): MessageFacts {
  const locale = supportedLanguage(b.locale, b.providerLocale);
  return {
    bookingId: b.bookingId,
    customerName: b.customerName,
    serviceName: b.serviceName,
    staffName: b.staffName,
    providerName: contact.providerName,
    providerLocation: contact.providerLocation ?? null,
    startsAt: b.startsAt,
    endsAt: b.endsAt ?? b.startsAt,
    providerZone: b.timezone,
    customerZone: b.customerTimezone ?? null,
    locale,
    status: b.status ?? "pending",
    cancelReason: b.cancelReason,
    holdExpiresAt: b.holdExpiresAt ?? null,
    seats: b.seats,
    ownWords: b.reminderTexts?.[locale] ?? null,
    visitItems: b.visitItems ?? null,
    seriesItems: b.seriesOccurrences ?? null,
    paymentMode: b.paymentMode ?? null,
    paymentDue: b.paymentDue ?? null,
  };
}

/**
 * The bookings of a group one notice tells of together: those the same change touched (booked
 * together, or confirmed, or moved, or cancelled, at the same instant). "single": the booking is told of
 * alone (in no group, another kind, or the only one touched); "skip": an earlier booking's notice
 * tells of this one.
 */
function toldTogether(
  type: NoticeType,
  bookingId: string,
  items: readonly VisitItemFacts[] | null | undefined,
): readonly VisitItemFacts[] | "single" | "skip" {
  const self = items?.find((item) => item.bookingId === bookingId);
  if (!items || !self) return "single";
  const sameInstant = (a: Date | null | undefined, b: Date | null | undefined) => !!a && !!b && a.getTime() === b.getTime();
  const together =
    type === "bookingReceived" || type === "newBooking"
      ? items.filter((item) => self.createdAt === undefined || sameInstant(item.createdAt, self.createdAt))
      : type === "bookingConfirmed"
        ? items.filter((item) => sameInstant(item.confirmedAt, self.confirmedAt))
        : type === "bookingRescheduled"
          ? items.filter((item) => sameInstant(item.rescheduledAt, self.rescheduledAt))
          : type === "bookingCancelled"
            ? items.filter((item) => sameInstant(item.cancelledAt, self.cancelledAt))
            : [];
  if (together.length < 2) return "single";
  return together[0]?.bookingId === bookingId ? together : "skip";
}

/**
 * A booking's facts as confirming `bookingIds` of its visit or series together at `at` leaves them,
 * for a notice planned before their history lines say so: the earliest of them tells of them all
 * (see toldTogether), the others are skipped.
 */
export function confirmedTogether(booking: BookingFacts, bookingIds: ReadonlySet<string>, at: Date): BookingFacts {
  const confirmed = (items: readonly VisitItemFacts[] | null | undefined) =>
    items?.map((item) => (bookingIds.has(item.bookingId) ? { ...item, confirmedAt: at } : item)) ?? null;
  return { ...booking, visitItems: confirmed(booking.visitItems), seriesOccurrences: confirmed(booking.seriesOccurrences) };
}

/** A visit's items one notice tells of together (the whole visit when it was booked): see toldTogether. */
export function visitNoticeItems(type: NoticeType, booking: BookingFacts): readonly VisitItemFacts[] | "single" | "skip" {
  return toldTogether(type, booking.bookingId, booking.visitItems);
}

/** A series' occurrences one notice tells of together (those booked when the series was made): see toldTogether. */
export function seriesNoticeItems(type: NoticeType, booking: BookingFacts): readonly VisitItemFacts[] | "single" | "skip" {
  return toldTogether(type, booking.bookingId, booking.seriesOccurrences);
}

/** The bookings told together with this one and the group they are of; "single" or "skip" as toldTogether says. */
type ToldTogether = { kind: "visit" | "series"; items: readonly VisitItemFacts[] };
function groupNotice(type: NoticeType, booking: BookingFacts): ToldTogether | "single" | "skip" {
  const visit = visitNoticeItems(type, booking);
  if (visit !== "single") return visit === "skip" ? visit : { kind: "visit", items: visit };
  const series = seriesNoticeItems(type, booking);
  if (series !== "single") return series === "skip" ? series : { kind: "series", items: series };
  return "single";
}

/**
 * The plan of one notice, from the booking and the preferences of its recipient (see
 * noticeAudience); null when the recipient is not to be told at all. Without `contact` (the
 * event's own transaction) only a notification stored with the event is planned: the messages,
 * and the notifications the worker stores, need the provider's name and the customer's addresses.
 */
export function planNotice(
  type: NoticeType,
  booking: BookingFacts,
  preferences: NotificationPreferences,
  contact: NoticeContact | null,
): NoticePlan | null {
  // A cancellation the customer was not to hear of, and its undoing, tell them nothing; nor does a
  // no-show the salon did not ask to tell them of.
  if ((type === "bookingCancelled" || type === "bookingRestored" || type === "bookingNoShow") && !booking.notifyCustomer) return null;
  // Bookings the provider made were agreed with the customer already: no word of their receipt.
  if (type === "bookingReceived" && booking.bookedByCustomer !== true) return null;
  // A visit's items or a series' occurrences touched together are told of once, by the earliest (see toldTogether).
  const group = groupNotice(type, booking);
  if (group === "skip") return null;
  booking =
    group === "single"
      ? { ...booking, visitItems: null, seriesOccurrences: null }
      : groupAsOne(booking, group, noticeLanguage(type, booking));
  const rule = RULES[type];
  const channels = allowedChannels(rule, preferences);
  // The texts of notifications stored with the event do not name the provider (no contact there).
  const words = contact || rule.notificationStoredWith === "event" ? texts(type, booking, contact?.providerName ?? "") : null;
  const notificationDue =
    rule.notificationStoredWith === "none" ? false : rule.notificationStoredWith === "claim" ? contact !== null : channels.length > 0;
  const messages: PlannedMessage[] = [];
  const kind = customerMessageKind(type);
  if (contact && words && kind) {
    const facts = messageFacts(booking, contact);
    if (channels.includes("email") && contact.customerEmail) {
      const email = renderCustomerEmail(kind, facts);
      messages.push({ channel: "email", address: contact.customerEmail, subject: email.subject, text: email.text, html: email.html });
    }
    const sms = channels.includes("sms") && contact.customerPhone ? renderCustomerSms(kind, facts) : null;
    if (sms && contact.customerPhone) {
      // SMS have no subject line; the notification's title stands for it in the records.
      messages.push({ channel: "sms", address: contact.customerPhone, subject: words.title, text: sms });
    }
  }
  return {
    type,
    audience: rule.audience,
    notification:
      notificationDue && words ? { title: words.title, body: words.body, data: notificationData(type, booking, channels) } : null,
    notificationStoredWith: rule.notificationStoredWith,
    messages,
    skippedByPreference: channelsTurnedOff(rule, preferences),
  };
}

/**
 * The plan of an event's notice (null: none, or the recipient is not to be told): by default the
 * one stored with the event; the worker asks for its own (workerNoticeOfEvent). The event's own
 * word on notifying the customer and on the reason wins over the stored booking's.
 */
export function planEventNotice(
  event: NoticeEvent,
  booking: BookingFacts,
  preferences: NotificationPreferences,
  contact: NoticeContact | null,
  type: NoticeType | null = noticeTypeOfEvent(event.event),
): NoticePlan | null {
  if (!type) return null;
  const cancellation = event.event === "booking.cancelled" ? event.data : null;
  // An undone cancellation is told as the cancellation was (the event says whether it was).
  const restored = event.event === "booking.restored" ? event.data : null;
  // A no-show is told only when the salon asked, in its own words (the booking keeps none).
  const noShow = event.event === "booking.no_show" ? event.data : null;
  // An offer is held until the event says (its hold's own expiry, as the offer was made).
  const offered = event.event === "waitlist.offered" ? event.data : null;
  return planNotice(
    type,
    cancellation
      ? { ...booking, notifyCustomer: cancellation.notifyCustomer, cancelReason: cancellation.reason ?? booking.cancelReason }
      : restored
        ? { ...booking, notifyCustomer: restored.notifyCustomer }
        : noShow
          ? { ...booking, notifyCustomer: noShow.notifyCustomer, cancelReason: noShow.reason }
          : offered
            ? { ...booking, holdExpiresAt: new Date(offered.expiresAt) }
            : booking,
    preferences,
    contact,
  );
}

/**
 * What a customer's email of this notice carries besides its words: the ones about an upcoming
 * booking (received, confirmed, moved, reminders) its manage link and its calendar invitation; a
 * cancellation the calendar's cancellation; a no-show (its time is past), a review request, a
 * hold's verification or a waitlist offer (its links are its own: see offerLinks) neither.
 */
export function emailExtrasOf(type: string): { manageLink: boolean; calendar: "REQUEST" | "CANCEL" | null } {
  const upcoming = ["bookingConfirmed", "bookingReceived", "bookingRescheduled", "bookingRestored", "reminder24h", "reminder1h"].includes(
    type,
  );
  return { manageLink: upcoming, calendar: upcoming ? "REQUEST" : type === "bookingCancelled" ? "CANCEL" : null };
}

/** The provider's email settings, as the provider alert reads them. */
export interface ProviderNoticeSettings {
  notifyEmail: string | null;
  notifyOn: readonly string[];
}

/** Where the console opens a booking (its address's fragment names the booking). */
function consoleBookingUrl(publicUrl: string, bookingId: string): string {
  const base = publicUrl.endsWith("/") ? publicUrl.slice(0, -1) : publicUrl;
  return `${base}/console/#/booking/${encodeURIComponent(bookingId)}`;
}

/** Which bookings of a visit or series an owner's email tells of together: those its change touched, as the customer's notice takes them. */
const ALERT_GROUPED_AS: Record<NotifyOnEvent, NoticeType> = {
  "booking.created": "newBooking",
  "booking.rescheduled": "bookingRescheduled",
  "booking.cancelled": "bookingCancelled",
};

/**
 * The provider's email about an event a customer or visitor caused (a booking made, moved or
 * cancelled: see providerAlertOf), in the provider's language, with the time on its clock, the
 * customer's note and (given the service's public URL) a link to the booking in the console; null
 * when none is due.
 */
export function planProviderAlert(
  event: NoticeEvent,
  booking: BookingFacts,
  contact: NoticeContact,
  settings: ProviderNoticeSettings,
  publicUrl: string | null = null,
): PlannedMessage | null {
  const bookedBy = booking.bookedWithPublicKey ? "public" : booking.bookedByCustomer ? "customer" : "provider";
  const changedBy = providerAlertOf(event, bookedBy, settings);
  if (!changedBy || !settings.notifyEmail || !isNotifyOnEvent(event.event)) return null;
  // A visit's items or a series' occurrences the customer booked, moved or cancelled together are
  // one email, by the earliest, listing each (not one email per booking: 52 for a year's series).
  const group = groupNotice(ALERT_GROUPED_AS[event.event], booking);
  if (group === "skip") return null;
  booking =
    group === "single"
      ? { ...booking, visitItems: null, seriesOccurrences: null }
      : groupAsOne(booking, group, supportedLanguage(booking.providerLocale));
  const facts = messageFacts(booking, contact);
  const email = renderProviderAlert(event.event, {
    ...facts,
    locale: supportedLanguage(booking.providerLocale),
    // The event's own word on the reason wins over the stored booking's.
    cancelReason: event.event === "booking.cancelled" ? (event.data.reason ?? facts.cancelReason) : facts.cancelReason,
    customerEmail: contact.customerEmail,
    customerPhone: contact.customerPhone,
    previousStartsAt: event.event === "booking.rescheduled" ? new Date(event.data.previousDateTime) : null,
    changedBy,
    note: booking.notes ?? null,
    consoleUrl: publicUrl === null ? null : consoleBookingUrl(publicUrl, booking.bookingId),
  });
  return { channel: "email", address: settings.notifyEmail, subject: email.subject, text: email.text, html: email.html };
}

/**
 * Whether a notice was caused by a visitor's own request about a booking made on a booking page
 * (its verification, its word of receipt, a move or cancellation through its manage link): anyone
 * can type any address there, so such messages are limited per recipient address, across providers.
 */
export function causedByVisitor(type: NoticeType, booking: BookingFacts, event?: NoticeEvent): boolean {
  if (!booking.bookedWithPublicKey) return false;
  if (type === "holdVerification" || type === "bookingReceived") return true;
  if (event?.event === "booking.rescheduled" || event?.event === "booking.cancelled") return event.data.changedBy === "customer";
  return false;
}
