// Manage links: whoever holds one may view, move, cancel and download one booking, without an API
// key. The token is 32 random base62 characters (about 190 bits), handed out once (in the booking's
// answer, in each message to the customer) and stored only as its SHA-256 digest, like API keys. A
// link works until 7 days after the booking's end, so a moved booking keeps its links alive.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "@booking/db";
import { hashApiKey } from "../auth/api-keys";
import { randomBase62 } from "../ids";
import { bookingCalendarFile } from "../calendar-file";
import { mintVerificationCode } from "./bookings/holds";

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

/** The line a verification email ends with. */
export const verificationLinkLine = (url: string) => `\nConfirm your booking: ${url}\n`;

/** A new link to one booking (each message gets its own; earlier ones keep working). */
export async function issueManageLink(
  db: Kysely<Database> | Transaction<Database>,
  publicUrl: string,
  providerId: string,
  bookingId: string,
): Promise<ManageLink> {
  const token = randomBase62(TOKEN_LENGTH);
  await db
    .insertInto("manage_tokens")
    .values({ token_hash: hashApiKey(token), provider_id: providerId, booking_id: bookingId })
    .execute();
  return { token, url: manageUrl(publicUrl, token) };
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
 * What a message to the customer about an upcoming booking carries besides its text: a new
 * manage link (minted now, so no stored message holds a usable token) and the booking as a
 * calendar file. Null when the booking is gone.
 */
export async function customerMessageExtras(db: Kysely<Database>, publicUrl: string, providerId: string, bookingId: string) {
  const row = await sql<{
    id: string;
    status: string;
    calendar_sequence: number;
    starts_at: Date;
    ends_at: Date;
    service_name: string;
    staff_name: string;
    provider_name: string;
    location: string;
  }>`
    SELECT b.id, b.status, b.calendar_sequence, b.starts_at, b.ends_at, sv.name AS service_name, st.name AS staff_name, p.name AS provider_name, p.location
      FROM bookings b
      JOIN services sv ON sv.provider_id = b.provider_id AND sv.id = b.service_id
      JOIN staff st ON st.provider_id = b.provider_id AND st.id = b.staff_id
      JOIN providers p ON p.id = b.provider_id
     WHERE b.provider_id = ${providerId} AND b.id = ${bookingId}`.execute(db);
  const booking = row.rows[0];
  if (!booking) return null;
  const link = await issueManageLink(db, publicUrl, providerId, bookingId);
  const calendar = bookingCalendarFile({
    id: booking.id,
    status: booking.status,
    sequence: booking.calendar_sequence,
    start: booking.starts_at,
    end: booking.ends_at,
    serviceName: booking.service_name,
    staffName: booking.staff_name,
    providerName: booking.provider_name,
    providerLocation: booking.location,
    manageUrl: link.url,
  });
  return {
    manageUrl: link.url,
    calendar: { filename: `booking-${booking.id}.ics`, content: calendar, contentType: "text/calendar; charset=utf-8" },
  };
}
