import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam, isoOrNull, timestamp } from "../../schemas/common";
import { sessionRoster } from "../../store/session-roster";
import { bookingStatus } from "../bookings/schemas";
import { session, toSession } from "./schemas";

export const roster = providerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/v1/sessions/{id}/roster",
      tags: ["Sessions"],
      summary: "A class session's roster",
      description:
        "The open session and its bookings, by customer name: each with its customer, the seats it takes and whether the customer " +
        "was checked in (POST /v1/bookings/{id}/check-in). Pending, confirmed, completed and no-show bookings are listed; " +
        "cancelled ones and visitors' bookings still waiting for email verification are not. 404 for a session that is not open.",
    },
  })
  .input(z.object({ id: idParam("id").meta({ example: "ses_7hR2kN5pQ8wT3vX6zB1d" }) }))
  .output(
    envelope(
      z.object({
        session,
        bookings: z.array(
          z.object({
            id: z.string(),
            status: bookingStatus,
            seats: z.number().int(),
            customer: z.object({ id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
            checkedInAt: timestamp.nullable().meta({ description: "When the customer was checked in; null: not yet" }),
          }),
        ),
      }),
    ),
  )
  .query(async ({ ctx, input }) => {
    const found = await sessionRoster(ctx.db, ctx.caller.providerId, input.id);
    return {
      success: true as const,
      data: {
        session: toSession(found.session),
        bookings: found.bookings.map((b) => ({
          id: b.id,
          status: b.status,
          seats: b.seats,
          customer: { id: b.customer_id, name: b.customer_name, email: b.customer_email, phone: b.customer_phone },
          checkedInAt: isoOrNull(b.checked_in_at),
        })),
      },
    };
  });
