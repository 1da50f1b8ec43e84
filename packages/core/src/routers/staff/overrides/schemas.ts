import { z } from "zod";
import type { DaySchedule } from "@booking/db";
import { iso, timestamp } from "../../../schemas/common";
import type { OverrideRow } from "../../../store/staff-policies";

export const override = z.object({
  staffId: z.string().meta({ example: "staff_7Rt2Lm9Qx4Vb6Nz1Hc8P" }),
  date: z.string().meta({ example: "2026-12-24" }),
  off: z.boolean().meta({ description: "True: the member does not work that date" }),
  start: z.string().nullable().meta({ description: "Local HH:MM; null when off", example: "09:00" }),
  end: z.string().nullable().meta({ description: "Local HH:MM; null when off", example: "13:00" }),
  breaks: z.array(z.object({ start: z.string(), end: z.string() })),
  updatedAt: timestamp,
});

export const toOverride = (row: OverrideRow): z.infer<typeof override> => {
  const hours: DaySchedule | null = row.hours;
  return {
    staffId: row.staff_id,
    date: row.date,
    off: hours === null,
    start: hours?.start ?? null,
    end: hours?.end ?? null,
    breaks: hours?.breaks ?? [],
    updatedAt: iso(row.updated_at),
  };
};
