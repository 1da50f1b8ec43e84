// Query parameters shared by the search procedures.
import { z } from "zod";
import { queryNumber } from "../../schemas/common";

export const searchText = (label: string, max = 200) =>
  z
    .string({ error: `${label} must be a text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value === "" ? undefined : value));

export const priceQuery = (label: string) =>
  queryNumber(label).min(0, `${label} must not be negative`).max(10_000_000, `${label} is too large`);

/** Adds a 400 detail on maxPrice when the range is empty. */
export function checkPriceRange(value: { minPrice?: number; maxPrice?: number }, ctx: z.RefinementCtx): void {
  if (value.minPrice !== undefined && value.maxPrice !== undefined && value.minPrice > value.maxPrice) {
    ctx.addIssue({ code: "custom", path: ["maxPrice"], message: "maxPrice must not be less than minPrice" });
  }
}

/** Major units to minor units for comparisons with stored cents: a bound of 19.999 keeps 19.99 in range. */
export const minCents = (price: number | undefined) => (price === undefined ? undefined : Math.ceil(price * 100 - 1e-6));
export const maxCents = (price: number | undefined) => (price === undefined ? undefined : Math.floor(price * 100 + 1e-6));
