// Session shapes: a class session of one service, member and start, with its seats.
import { z } from "zod";
import { heldResource } from "../../events";
import { iso, timestamp } from "../../schemas/common";
import type { SessionRow } from "../../store/bookings/sessions";

export const session = z.object({
  id: z.string().meta({ example: "ses_7hR2kN5pQ8wT3vX6zB1d" }),
  serviceId: z.string(),
  staffId: z.string(),
  start: timestamp.meta({
    description: "The session's start (UTC): what its bookings send as dateTime",
    example: "2026-11-23T17:00:00.000Z",
  }),
  end: timestamp.meta({ description: "Its end (UTC), the service's buffers not included", example: "2026-11-23T18:00:00.000Z" }),
  capacity: z.number().int().meta({ description: "Seats in the session (the service's capacity when it was opened)", example: 12 }),
  seatsTaken: z.number().int().meta({ description: "Seats taken by its held, pending and confirmed bookings", example: 5 }),
  seatsLeft: z.number().int().meta({ example: 7 }),
  published: z
    .boolean()
    .meta({ description: "Published by the provider (kept while empty); false: opened by its first booking, closed when left empty" }),
  resources: z.array(heldResource).meta({ description: "The resources' units the session holds (once, whatever its seats)" }),
  createdAt: timestamp,
});

export const toSession = (row: SessionRow): z.infer<typeof session> => ({
  id: row.id,
  serviceId: row.service_id,
  staffId: row.staff_id,
  start: iso(row.starts_at),
  end: iso(row.ends_at),
  capacity: row.capacity,
  seatsTaken: row.seats_taken,
  seatsLeft: row.capacity - row.seats_taken,
  published: row.published,
  resources: row.resources,
  createdAt: iso(row.created_at),
});
