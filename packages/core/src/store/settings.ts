// A provider's own settings, as its provider keys read and change them. Changing them tells every
// API process (through the key-cache channel) to forget cached callers of the provider, whose
// time zone and slot length ride along with each key.
import { sql, type Kysely } from "kysely";
import type { AssignmentRule, ConfirmationMode, Database, Provider, PublicVerification, WeeklySchedule } from "@booking/db";
import { notifyProviderChanged } from "../auth/api-keys";
import { badRequest, notFound } from "../errors";
import type { BookingLimits } from "../domain/booking-rules";
import { supportedLanguage, type Language } from "@booking/i18n";
import { isNotifyOnEvent, type NotifyOnEvent } from "../domain/provider-notices";
import { normalizeReminderOffsets } from "../domain/reminders";
import { openFromNow, recordOpening } from "./waitlist-openings";

/** The provider's own reminder words per language; null: the standard words. */
export type ReminderTexts = Record<Language, string | null>;

const SETTINGS_COLUMNS = [
  "name",
  "category",
  "location",
  "timezone",
  "currency",
  "slot_minutes",
  "min_notice_minutes",
  "max_advance_days",
  "cancellation_notice_minutes",
  "assignment",
  "public_verification",
  "hold_minutes",
  "public_max_upcoming_per_email",
  "public_bookings_per_hour",
  "confirmation",
  "pending_expires_after_hours",
  "notify_email",
  "notify_on",
  "reply_to",
  "address",
  "phone",
  "locale",
  "reminder_offsets_minutes",
  "reminder_texts",
  "business_hours",
  "processing_gaps_online",
  "waitlist_offer_minutes",
  "payment_hold_minutes",
] as const;

export interface ProviderSettings {
  name: string;
  category: string;
  location: string;
  timezone: string;
  currency: string;
  slotMinutes: number;
  minNoticeMinutes: number;
  maxAdvanceDays: number;
  cancellationNoticeMinutes: number;
  assignment: AssignmentRule;
  publicVerification: PublicVerification;
  holdMinutes: number;
  /** Minutes a waitlist offer holds a freed time for the customer offered it. */
  waitlistOfferMinutes: number;
  /** Minutes a booking that must pay keeps its time while the customer pays. */
  paymentHoldMinutes: number;
  publicMaxUpcomingPerEmail: number;
  publicBookingsPerHour: number;
  confirmation: ConfirmationMode;
  pendingExpiresAfterHours: number | null;
  notifyEmail: string | null;
  notifyOn: NotifyOnEvent[];
  replyTo: string | null;
  address: string | null;
  phone: string | null;
  locale: Language;
  reminderOffsetsMinutes: number[];
  reminderTexts: ReminderTexts;
  /** The salon's own opening hours, narrowing every member's; null: none. */
  businessHours: WeeklySchedule | null;
  /** Whether customers and visitors are offered times inside another booking's processing time (provider keys always are). */
  processingGapsOnline: boolean;
}

/** A change of settings: any subset; reminder words change per language given (null or empty: the standard words). */
export type SettingsChange = Partial<Omit<ProviderSettings, "reminderTexts">> & {
  reminderTexts?: Partial<Record<Language, string | null | undefined>>;
};

const textOf = (texts: Record<string, unknown>, language: Language): string | null => {
  const text = texts[language];
  return typeof text === "string" && text !== "" ? text : null;
};

type SettingsRow = Pick<Provider, (typeof SETTINGS_COLUMNS)[number]>;

const toSettings = (row: SettingsRow): ProviderSettings => ({
  name: row.name,
  category: row.category,
  location: row.location,
  timezone: row.timezone,
  currency: row.currency.trim(),
  slotMinutes: row.slot_minutes,
  minNoticeMinutes: row.min_notice_minutes,
  maxAdvanceDays: row.max_advance_days,
  cancellationNoticeMinutes: row.cancellation_notice_minutes,
  assignment: row.assignment,
  publicVerification: row.public_verification,
  holdMinutes: row.hold_minutes,
  waitlistOfferMinutes: row.waitlist_offer_minutes,
  paymentHoldMinutes: row.payment_hold_minutes,
  publicMaxUpcomingPerEmail: row.public_max_upcoming_per_email,
  publicBookingsPerHour: row.public_bookings_per_hour,
  confirmation: row.confirmation,
  pendingExpiresAfterHours: row.pending_expires_after_hours,
  notifyEmail: row.notify_email,
  notifyOn: row.notify_on.filter(isNotifyOnEvent),
  replyTo: row.reply_to,
  address: row.address,
  phone: row.phone,
  locale: supportedLanguage(row.locale),
  reminderOffsetsMinutes: row.reminder_offsets_minutes,
  reminderTexts: {
    en: textOf(row.reminder_texts, "en"),
    de: textOf(row.reminder_texts, "de"),
    fr: textOf(row.reminder_texts, "fr"),
    es: textOf(row.reminder_texts, "es"),
  },
  businessHours: row.business_hours,
  processingGapsOnline: row.processing_gaps_online,
});

export async function getSettings(db: Kysely<Database>, providerId: string): Promise<ProviderSettings> {
  const row = await db.selectFrom("providers").select(SETTINGS_COLUMNS).where("id", "=", providerId).executeTakeFirst();
  if (!row) throw notFound("Provider", providerId);
  return toSettings(row);
}

/**
 * Applies a partial change. The minimum notice must leave some time before the horizon (else no
 * customer could book at all): checked against the values after the change, so either may move.
 */
export async function updateSettings(
  db: Kysely<Database>,
  providerId: string,
  change: SettingsChange,
  now: Date,
): Promise<ProviderSettings> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("providers").select(SETTINGS_COLUMNS).where("id", "=", providerId).forUpdate().executeTakeFirst();
    if (!current) throw notFound("Provider", providerId);
    // Partial lets a field be present as undefined (as a caller may pass it): such a field keeps its value.
    const { reminderTexts: textsChange, ...rest } = change;
    const given: [string, ProviderSettings[keyof ProviderSettings] | undefined][] = Object.entries(rest);
    const before = toSettings(current);
    const next = { ...before, ...Object.fromEntries(given.filter(([, v]) => v !== undefined)) };
    // Reminder words change per language given; the others keep theirs.
    const texts: Record<string, string> = {};
    for (const [language, text] of Object.entries({ ...before.reminderTexts, ...textsChange })) {
      if (typeof text === "string" && text.trim() !== "") texts[language] = text.trim();
    }
    if (next.minNoticeMinutes >= next.maxAdvanceDays * 24 * 60) {
      throw badRequest(
        `minNoticeMinutes (${next.minNoticeMinutes}) must be shorter than the horizon of maxAdvanceDays (${next.maxAdvanceDays} days), or customers could book no time`,
        [{ path: change.minNoticeMinutes !== undefined ? "minNoticeMinutes" : "maxAdvanceDays", message: "leaves no bookable time" }],
      );
    }
    const row = await trx
      .updateTable("providers")
      .set({
        name: next.name,
        category: next.category,
        location: next.location,
        timezone: next.timezone,
        currency: next.currency,
        slot_minutes: next.slotMinutes,
        min_notice_minutes: next.minNoticeMinutes,
        max_advance_days: next.maxAdvanceDays,
        cancellation_notice_minutes: next.cancellationNoticeMinutes,
        assignment: next.assignment,
        public_verification: next.publicVerification,
        hold_minutes: next.holdMinutes,
        waitlist_offer_minutes: next.waitlistOfferMinutes,
        payment_hold_minutes: next.paymentHoldMinutes,
        public_max_upcoming_per_email: next.publicMaxUpcomingPerEmail,
        public_bookings_per_hour: next.publicBookingsPerHour,
        confirmation: next.confirmation,
        pending_expires_after_hours: next.pendingExpiresAfterHours,
        notify_email: next.notifyEmail,
        notify_on: next.notifyOn,
        reply_to: next.replyTo,
        // Empty text clears them.
        address: next.address === "" ? null : next.address,
        phone: next.phone === "" ? null : next.phone,
        locale: next.locale,
        reminder_offsets_minutes: normalizeReminderOffsets(next.reminderOffsetsMinutes),
        reminder_texts: JSON.stringify(texts),
        // Existing bookings keep their times: the hours only decide new bookings and moves.
        business_hours: next.businessHours === null ? null : JSON.stringify(next.businessHours),
        processing_gaps_online: next.processingGapsOnline,
        updated_at: sql`now()`,
      })
      .where("id", "=", providerId)
      .returning(SETTINGS_COLUMNS)
      .executeTakeFirstOrThrow();
    await notifyProviderChanged(trx, providerId);
    // Wider opening hours may free times someone waits for.
    if (change.businessHours !== undefined) {
      await recordOpening(trx, providerId, { staffId: null, serviceId: null, ...openFromNow(now), reason: "hours_changed" }, now);
    }
    return toSettings(row);
  });
}

/** The provider's minimum notice and booking horizon, which customers' and visitors' bookings are held to. */
export async function bookingLimits(db: Kysely<Database>, providerId: string): Promise<BookingLimits> {
  const row = await db
    .selectFrom("providers")
    .select(["min_notice_minutes", "max_advance_days"])
    .where("id", "=", providerId)
    .executeTakeFirstOrThrow();
  return { minNoticeMinutes: row.min_notice_minutes, maxAdvanceDays: row.max_advance_days };
}
