import { describe, expect, it } from "vitest";
import { linkedBookingOf } from "./linked-booking";

describe("the booking a console address names", () => {
  it("reads the id of #/booking/<id>", () => {
    expect(linkedBookingOf("#/booking/bk_3fQ2mN9pL4")).toBe("bk_3fQ2mN9pL4");
  });
  it("is null for anything else", () => {
    expect(linkedBookingOf("")).toBeNull();
    expect(linkedBookingOf("#/invite/abc")).toBeNull();
    expect(linkedBookingOf("#/booking/")).toBeNull();
    expect(linkedBookingOf("#/booking/bk_1/extra")).toBeNull();
    expect(linkedBookingOf("#/booking/<script>")).toBeNull();
  });
});
