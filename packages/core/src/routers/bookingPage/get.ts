import { z } from "zod";
import { anyKeyProcedure } from "../../trpc";
import { envelope } from "../../schemas/common";
import { weeklyScheduleOutput } from "../../domain/weekly-schedule";
import { BUSINESS_HOURS_EXAMPLE } from "../settings/schemas";
import { bookingPageProfile } from "../../store/providers";
import { LANGUAGES } from "@booking/i18n";

export const get = anyKeyProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/v1/booking-page",
      tags: ["Booking page"],
      summary: "What a booking page shows of its provider",
      description:
        "The provider's name, location, street address and phone number (null when not given), opening hours (null when it has none " +
        "of its own), time zone and language, for a " +
        "booking page to greet its visitors (any key, public keys " +
        "included): the page shows times in the visitor's zone and says the provider's when it differs.",
    },
  })
  .input(z.object({}))
  .output(
    envelope(
      z.object({
        id: z.string().meta({ description: "The provider's id", example: "6f1c2a9e-3b7d-4e21-9a55-0c8e4d7b1f32" }),
        name: z.string().meta({ example: "Salon Nord" }),
        location: z.string().meta({ example: "Hamburg" }),
        address: z
          .string()
          .nullable()
          .meta({ description: "The provider's street address; null: none given", example: "Lange Reihe 12, 20099 Hamburg" }),
        phone: z.string().nullable().meta({ description: "The provider's phone number; null: none given", example: "+49 40 1234567" }),
        businessHours: weeklyScheduleOutput.nullable().meta({
          description:
            "The provider's opening hours per weekday, in its time zone (a day null: closed that weekday); null: none of its own " +
            "(its members' hours alone decide when it can be booked)",
          example: BUSINESS_HOURS_EXAMPLE,
        }),
        timezone: z.string().meta({ description: "The provider's IANA time zone", example: "Europe/Berlin" }),
        locale: z
          .enum(LANGUAGES)
          .meta({ description: "The provider's language, for visitors whose browser asks for none the page speaks", example: "de" }),
        payments: z
          .object({
            provider: z.literal("stripe"),
            publishableKey: z.string().meta({ description: "For Stripe.js in the page (public by design)", example: "pk_test_51QxY8n" }),
          })
          .nullable()
          .meta({
            description:
              "How the page takes payments for services with a payment policy (a booking of one answers 202 with a client secret); " +
              "null: this service takes no payments online, and such services are booked through the salon",
            example: null,
          }),
      }),
    ),
  )
  .query(async ({ ctx }) => ({
    success: true as const,
    data: { ...(await bookingPageProfile(ctx.db, ctx.caller.providerId)), payments: ctx.payments?.browser ?? null },
  }));
