import { describe, expect, it } from "vitest";
import { accessOfStaffRole } from "./console-roles";

const ME = "staff_me";

describe("accessOfStaffRole (a staff-role member in the console)", () => {
  it("lets them read who they are and the services", () => {
    for (const path of ["user.me", "services.list", "services.get"]) expect(accessOfStaffRole(path, {}, ME).kind).toBe("allowed");
  });

  it("lets them read their own schedule, overrides and time off, not another member's", () => {
    for (const path of ["staff.get", "staff.schedule", "staff.timeOff.list", "staff.overrides.list"]) {
      expect(accessOfStaffRole(path, { id: ME }, ME).kind).toBe("allowed");
      expect(accessOfStaffRole(path, { id: "staff_other" }, ME).kind).toBe("denied");
      expect(accessOfStaffRole(path, undefined, ME).kind).toBe("denied");
    }
  });

  it("lists bookings only with their own staffId", () => {
    expect(accessOfStaffRole("bookings.list", { staffId: ME, status: "pending" }, ME).kind).toBe("allowed");
    expect(accessOfStaffRole("bookings.list", {}, ME)).toMatchObject({ kind: "denied", message: expect.stringContaining("staffId") });
    expect(accessOfStaffRole("bookings.list", { staffId: "staff_other" }, ME).kind).toBe("denied");
  });

  it("reads a booking, and confirms, completes or marks it no-show, when it turns out to be theirs", () => {
    expect(accessOfStaffRole("bookings.get", { id: "bk_1" }, ME)).toEqual({ kind: "own booking", bookingId: "bk_1" });
    expect(accessOfStaffRole("bookings.history", { id: "bk_1" }, ME)).toEqual({ kind: "own booking", bookingId: "bk_1" });
    for (const status of ["confirmed", "completed", "no_show"]) {
      expect(accessOfStaffRole("bookings.update", { id: "bk_1", status }, ME)).toEqual({ kind: "own booking", bookingId: "bk_1" });
    }
  });

  it("never cancels, moves or annotates a booking", () => {
    expect(accessOfStaffRole("bookings.update", { id: "bk_1", status: "cancelled" }, ME).kind).toBe("denied");
    expect(accessOfStaffRole("bookings.update", { id: "bk_1", dateTime: "2027-01-11T10:00:00Z" }, ME).kind).toBe("denied");
    expect(accessOfStaffRole("bookings.update", { id: "bk_1", status: "confirmed", notes: "x" }, ME).kind).toBe("denied");
    expect(accessOfStaffRole("bookings.delete", { id: "bk_1" }, ME).kind).toBe("denied");
  });

  it("denies everything else, writes and other reads alike", () => {
    for (const path of [
      "services.create",
      "staff.update",
      "staff.list",
      "customers.list",
      "settings.get",
      "user.webhooks.list",
      "bookings.create",
    ]) {
      expect(accessOfStaffRole(path, { id: ME }, ME).kind).toBe("denied");
    }
  });
});
