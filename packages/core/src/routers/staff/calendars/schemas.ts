import { z } from "zod";
import { CALENDAR_STATUSES, type CalendarConnection } from "@booking/db";
import { idParam, isoOrNull, requiredText, timestamp } from "../../../schemas/common";

export const calendarConnection = z.object({
  id: z.string().meta({ example: "cal_5Tq8mN2pL4vR7xY9wB1c" }),
  staffId: z.string().meta({ example: "staff_7Rt2Lm9Qx4Vb6Nz1Hc8P" }),
  kind: z.literal("caldav").meta({ description: "How the calendar is reached: CalDAV, the only kind" }),
  url: z.string().meta({
    description: "The CalDAV calendar collection",
    example: "https://caldav.fastmail.com/dav/calendars/user/ann@fastmail.com/Default/",
  }),
  username: z.string().meta({ example: "ann@fastmail.com" }),
  importBusy: z.boolean().meta({ description: "The calendar's events block the member's availability" }),
  exportBookings: z.boolean().meta({
    description:
      "The member's pending, confirmed and completed bookings are written into the calendar; cancelled and missed ones are removed",
  }),
  status: z.enum(CALENDAR_STATUSES).meta({
    description:
      "`syncing` until the first read (and after a change of url or account), `ok` after a good one, `failing` while the server cannot be read",
  }),
  lastSyncedAt: timestamp.nullable().meta({ description: "The last good read" }),
  error: z.string().nullable().meta({ description: "Why the last read failed (never a credential); null when it did not" }),
});

export const toCalendarConnection = (row: CalendarConnection): z.infer<typeof calendarConnection> => ({
  id: row.id,
  staffId: row.staff_id,
  kind: "caldav",
  url: row.url,
  username: row.username,
  importBusy: row.import_busy,
  exportBookings: row.export_bookings,
  status: row.status,
  lastSyncedAt: isoOrNull(row.last_synced_at),
  error: row.error,
});

/** The fields a connection is written with; the URL is checked against the webhook target rules by the procedures. */
export const calendarWritable = {
  url: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL of a CalDAV calendar collection" })
    .max(2048, "must be at most 2048 characters")
    .meta({ example: "https://caldav.fastmail.com/dav/calendars/user/ann@fastmail.com/Default/" }),
  username: requiredText(320).meta({ example: "ann@fastmail.com" }),
  password: z
    .string({ error: "must be the account's password (an app password)" })
    .min(1, "must not be empty")
    .max(1024, "must be at most 1024 characters")
    .meta({ description: "An app password of the account; sealed at rest, never returned", example: "abcd-efgh-ijkl-mnop" }),
  importBusy: z.boolean({ error: "must be true or false" }),
  exportBookings: z.boolean({ error: "must be true or false" }),
};

export const connectionPath = { id: idParam("id"), calId: idParam("calId").meta({ example: "cal_5Tq8mN2pL4vR7xY9wB1c" }) };
