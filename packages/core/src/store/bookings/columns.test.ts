// Type-level checks of the booking columns (`pnpm typecheck` runs them): the view the answers map
// from is what its query selects, typed by the table.
import { describe, expectTypeOf, it } from "vitest";
import type { BookedBy, BookingStatus, PaymentMethod, PaymentStatus } from "@booking/db";
import type { BookingView } from "./reads";

describe("a booking as the answers read it", () => {
  it("takes each column's type from the table", () => {
    expectTypeOf<BookingView["status"]>().toEqualTypeOf<BookingStatus>();
    expectTypeOf<BookingView["payment_status"]>().toEqualTypeOf<PaymentStatus>();
    expectTypeOf<BookingView["payment_method"]>().toEqualTypeOf<PaymentMethod | null>();
    expectTypeOf<BookingView["booked_by"]>().toEqualTypeOf<BookedBy>();
    expectTypeOf<BookingView["starts_at"]>().toEqualTypeOf<Date>();
    expectTypeOf<BookingView["cancelled_at"]>().toEqualTypeOf<Date | null>();
  });

  it("has the joined names under their aliases, and nothing the query does not select", () => {
    expectTypeOf<BookingView["customer_name"]>().toEqualTypeOf<string>();
    expectTypeOf<BookingView["service_duration"]>().toEqualTypeOf<number>();
    expectTypeOf<BookingView>().not.toHaveProperty("verification_hash");
    expectTypeOf<BookingView>().not.toHaveProperty("occupied_from");
  });
});
