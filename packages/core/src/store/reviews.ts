// Reviews of completed bookings, provider responses and review response templates.
import { sql, type Kysely } from "kysely";
import { isPgError, PG_UNIQUE_VIOLATION, type Database } from "@booking/db";
import { AppError, badRequest, conflict, notFound } from "../errors";
import { newId } from "../ids";
import { offsetOf } from "../schemas/common";
import { fillTemplate, templateApplies } from "../domain/review-templates";
import { recordEvent } from "./events";

export const MAX_RESPONSE_LENGTH = 5000;

export interface ReviewRow {
  id: string;
  booking_id: string;
  customer_id: string;
  customer_name: string;
  rating: number;
  comment: string | null;
  response: string | null;
  responded_at: Date | null;
  created_at: Date;
}

function reviewQuery(db: Kysely<Database>) {
  return db
    .selectFrom("reviews as r")
    .innerJoin("customers as c", (join) => join.onRef("c.provider_id", "=", "r.provider_id").onRef("c.id", "=", "r.customer_id"))
    .select([
      "r.id",
      "r.booking_id",
      "r.customer_id",
      "c.name as customer_name",
      "r.rating",
      "r.comment",
      "r.response",
      "r.responded_at",
      "r.created_at",
    ]);
}

/** A provider's reviews, newest first, with the provider's overall mean rating (1 decimal, 0 without reviews). */
export async function listReviews(
  db: Kysely<Database>,
  providerId: string,
  filter: { page: number; limit: number; rating?: number },
): Promise<{ rows: ReviewRow[]; total: number; averageRating: number }> {
  const stats = await db
    .selectFrom("provider_search")
    .select(["rating", "review_count"])
    .where("provider_id", "=", providerId)
    .executeTakeFirst();
  if (!stats) throw notFound("Provider", providerId);
  let base = db.selectFrom("reviews as r").where("r.provider_id", "=", providerId);
  if (filter.rating !== undefined) base = base.where("r.rating", "=", filter.rating);
  let rowsQuery = reviewQuery(db).where("r.provider_id", "=", providerId);
  if (filter.rating !== undefined) rowsQuery = rowsQuery.where("r.rating", "=", filter.rating);
  const [rows, count] = await Promise.all([
    rowsQuery
      .orderBy("r.created_at", "desc")
      .orderBy("r.id", "desc")
      .limit(filter.limit)
      .offset(offsetOf(filter.page, filter.limit))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total), averageRating: Number(stats.rating) };
}

export interface CreateReviewInput {
  providerId: string;
  customerId: string;
  bookingId: string;
  rating: number;
  comment?: string | null;
}

/**
 * A customer's review of its own completed booking: another's booking (or none) → 404, a booking
 * not completed → 409, a second review of the booking → 409. Records review.created.
 */
export async function createReview(db: Kysely<Database>, input: CreateReviewInput): Promise<ReviewRow> {
  try {
    return await db.transaction().execute(async (trx) => {
      const booking = await trx
        .selectFrom("bookings")
        .select(["id", "customer_id", "status"])
        .where("provider_id", "=", input.providerId)
        .where("id", "=", input.bookingId)
        .executeTakeFirst();
      if (!booking || booking.customer_id !== input.customerId) throw notFound("Booking", input.bookingId);
      if (booking.status !== "completed") {
        throw conflict(`Only completed bookings can be reviewed; booking ${booking.id} is ${booking.status}`, [
          { path: "bookingId", message: `the booking is ${booking.status}, not completed` },
        ]);
      }
      const id = newId("rev");
      await trx
        .insertInto("reviews")
        .values({
          provider_id: input.providerId,
          id,
          booking_id: booking.id,
          customer_id: input.customerId,
          rating: input.rating,
          comment: input.comment ?? null,
        })
        .execute();
      await recordEvent(trx, "review.created", {
        reviewId: id,
        bookingId: booking.id,
        providerId: input.providerId,
        customerId: input.customerId,
        rating: input.rating,
      });
      return reviewQuery(trx).where("r.provider_id", "=", input.providerId).where("r.id", "=", id).executeTakeFirstOrThrow();
    });
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) {
      throw conflict(`Booking ${input.bookingId} has already been reviewed`, [
        { path: "bookingId", message: "the booking already has a review" },
      ]);
    }
    throw error;
  }
}

export type ResponseSource = { response: string } | { templateId: string };

/**
 * The provider's response to one of its reviews, written or from a template (placeholders filled).
 * Responding again replaces the response. A template must suit the review's rating.
 */
export async function respondToReview(
  db: Kysely<Database>,
  providerId: string,
  reviewId: string,
  source: ResponseSource,
): Promise<ReviewRow> {
  return db.transaction().execute(async (trx) => {
    const review = await reviewQuery(trx)
      .where("r.provider_id", "=", providerId)
      .where("r.id", "=", reviewId)
      .forUpdate("r")
      .executeTakeFirst();
    if (!review) throw notFound("Review", reviewId);
    let response: string;
    if ("templateId" in source) {
      const template = await trx
        .selectFrom("review_response_templates")
        .select(["id", "body", "min_rating", "max_rating"])
        .where("provider_id", "=", providerId)
        .where("id", "=", source.templateId)
        .executeTakeFirst();
      if (!template) throw notFound("Review response template", source.templateId);
      if (!templateApplies({ minRating: template.min_rating, maxRating: template.max_rating }, review.rating)) {
        throw badRequest(
          `Template ${template.id} is for ratings ${template.min_rating} to ${template.max_rating}; review ${review.id} is rated ${review.rating}`,
          [
            {
              path: "templateId",
              message: `the template is for ratings ${template.min_rating} to ${template.max_rating}, not ${review.rating}`,
            },
          ],
        );
      }
      response = fillTemplate(template.body, { customerName: review.customer_name, rating: review.rating }).trim();
    } else {
      response = source.response;
    }
    if (response.length > MAX_RESPONSE_LENGTH) {
      throw new AppError("BAD_REQUEST", `The response is longer than ${MAX_RESPONSE_LENGTH} characters`, [
        {
          path: "templateId" in source ? "templateId" : "response",
          message: `must be at most ${MAX_RESPONSE_LENGTH} characters once filled in`,
        },
      ]);
    }
    const updated = await trx
      .updateTable("reviews")
      .set({ response, responded_at: sql`now()`, updated_at: sql`now()` })
      .where("provider_id", "=", providerId)
      .where("id", "=", reviewId)
      .returning(["response", "responded_at"])
      .executeTakeFirstOrThrow();
    return { ...review, response: updated.response, responded_at: updated.responded_at };
  });
}

// -------------------------------------------------------------------------------------------------
// Review response templates.

/** Templates are listed whole (no pagination), so a provider keeps at most this many. */
export const MAX_TEMPLATES_PER_PROVIDER = 200;

export interface TemplateRow {
  id: string;
  name: string;
  body: string;
  min_rating: number;
  max_rating: number;
  created_at: Date;
}

const TEMPLATE_COLUMNS = ["id", "name", "body", "min_rating", "max_rating", "created_at"] as const;

export async function listTemplates(db: Kysely<Database>, providerId: string, filter: { rating?: number }): Promise<TemplateRow[]> {
  let query = db.selectFrom("review_response_templates").select(TEMPLATE_COLUMNS).where("provider_id", "=", providerId);
  if (filter.rating !== undefined) {
    query = query.where("min_rating", "<=", filter.rating).where("max_rating", ">=", filter.rating);
  }
  return query.orderBy("created_at").orderBy("id").execute();
}

export async function createTemplate(
  db: Kysely<Database>,
  providerId: string,
  input: { name: string; body: string; minRating: number; maxRating: number },
): Promise<TemplateRow> {
  return db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom("review_response_templates")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("provider_id", "=", providerId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_TEMPLATES_PER_PROVIDER) {
      throw conflict(`A provider may keep at most ${MAX_TEMPLATES_PER_PROVIDER} review response templates`);
    }
    return trx
      .insertInto("review_response_templates")
      .values({
        provider_id: providerId,
        id: newId("tpl"),
        name: input.name,
        body: input.body,
        min_rating: input.minRating,
        max_rating: input.maxRating,
      })
      .returning(TEMPLATE_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}
