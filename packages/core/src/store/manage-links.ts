// Manage links: whoever holds one may view, move, cancel and download one booking, without an API
// key. The token is 32 random base62 characters (about 190 bits), handed out once (in the booking's
// answer, in each message to the customer) and stored only as its SHA-256 digest, like API keys. A
// link works until 7 days after the booking's end, so a moved booking keeps its links alive.
import { sql, type Kysely, type RawBuilder, type Transaction } from "kysely";
import { executeNamed, type Database } from "@booking/db";
import { hashApiKey } from "../auth/api-keys";
import { randomBase62 } from "../ids";
import { bookingCalendarFile, type CalendarBooking } from "../calendar-file";
import { seriesCalendarFile } from "../series-calendar-file";
import { seriesCalendarFacts } from "./series-calendar";
import { supportedLanguage } from "@booking/i18n";
import { nameForMessages } from "../domain/visitor-text";
import { membersNamed } from "../domain/two-person";
import { mintVerificationCode } from "./bookings/holds";
import { liveOfferExpiry } from "./waitlist-offers";

const TOKEN_LENGTH = 32;
export const MANAGE_TOKEN_PATTERN = /^[\da-z]{32}$/i;
/** How long after the booking's end its links keep working. */
export const MANAGE_LINK_GRACE_DAYS = 7;

export interface ManageLink {
  token: string;
  url: string;
}

/** The page a link opens: the booking page's manage view (the token rides in the fragment, which no server logs). */
export const manageUrl = (publicUrl: string, token: string) => `${publicUrl}/book/#manage=${token}`;

/**
 * The link of a hold's verification email: a new manage link whose page verifies the hold with a
 * new code (both minted now; the code replaces any sent before). Null when the booking is no longer held.
 */
export async function verificationLink(db: Kysely<Database>, publicUrl: string, providerId: string, bookingId: string, now: Date) {
  const code = await mintVerificationCode(db, providerId, bookingId, now);
  if (!code) return null;
  const link = await issueManageLink(db, publicUrl, providerId, bookingId);
  return `${link.url}&verify=${code}`;
}

/**
 * The links of a waitlist offer's email: a new manage link to the offer's held booking, once with
 * `&offer=claim` and once with `&offer=decline` (the page the customer opens says which answer they
 * chose; it shows the offer's Claim and Decline either way, and neither acts before a click there).
 * Null when the booking is no longer a live offer's hold (claimed, declined or lapsed meanwhile).
 */
export async function offerLinks(db: Kysely<Database>, publicUrl: string, providerId: string, bookingId: string, now: Date) {
  if ((await liveOfferExpiry(db, providerId, bookingId, now)) === null) return null;
  const link = await issueManageLink(db, publicUrl, providerId, bookingId);
  return { claim: `${link.url}&offer=claim`, decline: `${link.url}&offer=decline` };
}

/** A new link to one booking (each message gets its own; earlier ones keep working). */
export async function issueManageLink(
  db: Kysely<Database> | Transaction<Database>,
  publicUrl: string,
  providerId: string,
  bookingId: string,
): Promise<ManageLink> {
  const { link, rowFor } = newManageLink(publicUrl, providerId);
  await executeNamed(db, rowFor(bookingId));
  return link;
}

/**
 * A new link to a booking about to be written: its token and address now, and the statement that
 * stores it once the booking's id is known (a new booking writes it in its own statement).
 */
export function newManageLink(
  publicUrl: string,
  providerId: string,
): { link: ManageLink; rowFor: (bookingId: string) => RawBuilder<unknown> } {
  const token = randomBase62(TOKEN_LENGTH);
  const tokenHash = hashApiKey(token);
  return {
    link: { token, url: manageUrl(publicUrl, token) },
    rowFor: (bookingId) =>
      sql`INSERT INTO manage_tokens (token_hash, provider_id, booking_id) VALUES (${tokenHash}, ${providerId}, ${bookingId})`,
  };
}

/**
 * The booking a token manages, while its link is valid; null for a malformed, unknown or expired
 * token (one indexed lookup whatever the case, so the answer's timing says nothing about which).
 */
export async function bookingOfToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ providerId: string; bookingId: string } | null> {
  const hash = hashApiKey(MANAGE_TOKEN_PATTERN.test(token) ? token : "");
  const result = await sql<{ provider_id: string; booking_id: string }>`
    SELECT mt.provider_id, mt.booking_id
      FROM manage_tokens mt
      JOIN bookings b ON b.provider_id = mt.provider_id AND b.id = mt.booking_id
     WHERE mt.token_hash = ${hash} AND b.ends_at + make_interval(days => ${MANAGE_LINK_GRACE_DAYS}) > ${now}`.execute(db);
  const row = result.rows[0];
  return row ? { providerId: row.provider_id, bookingId: row.booking_id } : null;
}

/**
 * What an email to the customer carries besides its words: who it comes from (the provider's name)
 * and where replies go (its replyTo setting); for an upcoming booking a new manage link (minted
 * now, so no stored message holds a usable token); and the booking as a calendar invitation
 * (METHOD:REQUEST, or METHOD:CANCEL in a cancellation's email: one UID, the SEQUENCE the database counts).
 * An occurrence of a series carries the whole series instead, as it now stands (one event with its
 * recurrence: seriesCalendarFile), cancelled only when none of its occurrences is left.
 * Null when the booking is gone.
 */
export async function customerEmailExtras(
  db: Kysely<Database>,
  options: { publicUrl: string; organizerEmail: string; manageLink: boolean; calendar: "REQUEST" | "CANCEL" | null },
  providerId: string,
  bookingId: string,
) {
  const row = await executeNamed(
    db,
    sql<{
      id: string;
      status: string;
      calendar_sequence: number;
      starts_at: Date;
      ends_at: Date;
      service_name: string;
      staff_name: string;
      second_staff_name: string | null;
      provider_name: string;
      location: string;
      reply_to: string | null;
      customer_email: string | null;
      customer_name: string;
      visitor_name: string | null;
      locale: string | null;
      provider_locale: string;
      series_id: string | null;
    }>`
    SELECT b.id, b.status, b.calendar_sequence, b.starts_at, b.ends_at, sv.name AS service_name, st.name AS staff_name, st2.name AS second_staff_name,
           p.name AS provider_name, p.location, p.reply_to, b.locale, p.locale AS provider_locale, c.email AS customer_email, c.name AS customer_name, b.visitor_name,
           b.series_id
      FROM bookings b
      JOIN services sv ON sv.provider_id = b.provider_id AND sv.id = b.service_id
      JOIN staff st ON st.provider_id = b.provider_id AND st.id = b.staff_id
      LEFT JOIN staff st2 ON st2.provider_id = b.provider_id AND st2.id = b.second_staff_id
      JOIN customers c ON c.provider_id = b.provider_id AND c.id = b.customer_id
      JOIN providers p ON p.id = b.provider_id
     WHERE b.provider_id = ${providerId} AND b.id = ${bookingId}`,
  );
  const booking = row.rows[0];
  if (!booking) return null;
  const link = options.manageLink ? await issueManageLink(db, options.publicUrl, providerId, bookingId) : null;
  const language = supportedLanguage(booking.locale, booking.provider_locale);
  const invitation = (method: "REQUEST" | "CANCEL"): NonNullable<CalendarBooking["invitation"]> => ({
    method,
    organizer: { name: booking.provider_name, email: options.organizerEmail },
    attendee: booking.customer_email
      ? {
          // A visitor is named as they typed, cleaned for messages (no links, no line breaks).
          name: booking.visitor_name !== null ? nameForMessages(booking.visitor_name) : booking.customer_name,
          email: booking.customer_email,
        }
      : null,
  });
  const series = options.calendar && booking.series_id !== null ? await seriesCalendarFacts(db, providerId, booking.series_id) : null;
  let calendar: { filename: string; content: string; contentType: string } | null = null;
  if (series && options.calendar) {
    const standing = series.occurrences.some((o) => o.status !== "cancelled");
    const method = options.calendar === "CANCEL" && !standing ? "CANCEL" : "REQUEST";
    calendar = {
      filename: method === "CANCEL" ? `cancelled-series-${series.id}.ics` : `series-${series.id}.ics`,
      content: seriesCalendarFile({
        ...series,
        providerName: booking.provider_name,
        providerLocation: booking.location,
        language,
        manageUrl: link?.url,
        invitation: invitation(method),
      }),
      contentType: `text/calendar; charset=utf-8; method=${method}`,
    };
  } else if (options.calendar) {
    const method = options.calendar;
    calendar = {
      filename: method === "CANCEL" ? `cancelled-${booking.id}.ics` : `booking-${booking.id}.ics`,
      content: bookingCalendarFile({
        id: booking.id,
        // A cancellation's invitation cancels, whatever became of the booking since.
        status: method === "CANCEL" ? "cancelled" : booking.status,
        sequence: booking.calendar_sequence,
        start: booking.starts_at,
        end: booking.ends_at,
        serviceName: booking.service_name,
        staffName: membersNamed(booking.staff_name, booking.second_staff_name),
        providerName: booking.provider_name,
        providerLocation: booking.location,
        language,
        manageUrl: link?.url,
        invitation: invitation(method),
      }),
      contentType: `text/calendar; charset=utf-8; method=${method}`,
    };
  }
  return {
    providerName: booking.provider_name,
    replyTo: booking.reply_to,
    /** The language of the booking's messages (what its customer's page spoke, else the provider's). */
    locale: language,
    manageUrl: link?.url ?? null,
    calendar,
  };
}
