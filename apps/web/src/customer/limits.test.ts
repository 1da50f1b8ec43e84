// The limits of the service's public bookings, as the page tells a visitor who reached one.
import { describe, expect, it } from "vitest";
import { limitInWords } from "./limits";

describe("a limit in words", () => {
  it("makes sentences of the limit and what to do, the wait in seconds or minutes", () => {
    expect(limitInWords("At most 3 bookings per minute from one address; retry in 42 s")).toBe(
      "At most 3 bookings per minute from one address. Please try again in 42 seconds.",
    );
    expect(limitInWords("At most 10 bookings per hour from one address; retry in 1500 s")).toBe(
      "At most 10 bookings per hour from one address. Please try again in 25 minutes.",
    );
    expect(
      limitInWords("At most 3 upcoming online bookings per email address with this provider; cancel one or contact the provider"),
    ).toBe("At most 3 upcoming online bookings per email address with this provider. Cancel one or contact the provider.");
    expect(limitInWords("This provider takes at most 30 online bookings an hour; try again later or contact them")).toBe(
      "This provider takes at most 30 online bookings an hour. Try again later or contact them.",
    );
  });
});
