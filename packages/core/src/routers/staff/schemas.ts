// Staff shapes as the API speaks them, and the mapping from stored rows.
import { z } from "zod";
import { STAFF_ROLES } from "@booking/db";
import { fromCents, iso, nameText, optionalText, timestamp } from "../../schemas/common";
import { weeklyScheduleInput, weeklyScheduleOutput } from "../../domain/weekly-schedule";
import type { StaffDetail, StaffListRow } from "../../store/staff";

export const staffRole = z.enum(STAFF_ROLES, { error: `must be one of ${STAFF_ROLES.join(", ")}` });

const providerKeysOnly = "Provider keys only (customer and public keys see a member's public fields)";

export const staffListItem = z.object({
  id: z.string().meta({ example: "staff_3kTqZ8mN2pL5vR7xY9wB" }),
  name: z.string(),
  email: z.string().optional().meta({ description: providerKeysOnly }),
  phone: z.string().nullable().optional().meta({ description: providerKeysOnly }),
  role: staffRole,
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
  services: z.array(z.string()).meta({ description: "Ids of the services this member offers" }),
  isActive: z.boolean().optional().meta({ description: providerKeysOnly }),
  totalBookings: z.number().int().optional().meta({ description: providerKeysOnly }),
  rating: z.number().meta({ description: "Mean rating of reviews of this member's bookings; 0 without reviews" }),
  createdAt: timestamp.optional().meta({ description: providerKeysOnly }),
});

/** What customer and public keys see of a member: never their email or phone. */
export const toPublicStaffListItem = (row: StaffListRow): z.infer<typeof staffListItem> => ({
  id: row.id,
  name: row.name,
  role: row.role,
  avatar: row.avatar,
  bio: row.bio,
  services: row.service_ids,
  rating: row.rating,
});

export const staffDetail = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: staffRole,
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
  isActive: z.boolean(),
  services: z.array(z.object({ id: z.string(), name: z.string(), price: z.number() })),
  schedule: weeklyScheduleOutput,
  stats: z.object({
    totalBookings: z.number().int(),
    thisMonth: z.number().int(),
    averageRating: z.number(),
    completedBookings: z.number().int(),
    cancelledBookings: z.number().int(),
  }),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const toStaffListItem = (row: StaffListRow): z.infer<typeof staffListItem> => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  avatar: row.avatar,
  bio: row.bio,
  services: row.service_ids,
  isActive: row.is_active,
  totalBookings: row.total_bookings,
  rating: row.rating,
  createdAt: iso(row.created_at),
});

export const toStaffDetail = (row: StaffDetail): z.infer<typeof staffDetail> => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  avatar: row.avatar,
  bio: row.bio,
  isActive: row.is_active,
  services: row.services.map((s) => ({ id: s.id, name: s.name, price: fromCents(s.price_cents) })),
  schedule: row.schedule,
  stats: row.stats,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/** Fields a client may write on create and update. */
export const staffWritable = {
  name: nameText(200),
  email: z.email({ error: "must be an email address" }).max(320),
  phone: optionalText(40).nullable(),
  role: staffRole,
  password: z.string().min(8, "must be at least 8 characters").max(200, "must be at most 200 characters"),
  services: z.array(z.string().min(1).max(64)).max(200, "at most 200 services"),
  schedule: weeklyScheduleInput,
  avatar: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .max(2000)
    .nullable(),
  bio: optionalText(2000).nullable(),
};
