import { describe, expect, it } from "vitest";
import { accessOfStaffRole, refusalOfKeyChange, refusalOfStaffChange, type StaffMemberNow } from "./console-roles";

const ME = "staff_me";

describe("accessOfStaffRole (a staff-role member in the console, on the procedure's parsed input)", () => {
  it("lets them call what is open to everyone signed in", () => {
    expect(accessOfStaffRole("open", undefined, ME).kind).toBe("allowed");
  });

  it("lets them read their own schedule, overrides and time off, not another member's", () => {
    expect(accessOfStaffRole("own member", { id: ME }, ME).kind).toBe("allowed");
    expect(accessOfStaffRole("own member", { id: "staff_other" }, ME).kind).toBe("denied");
    expect(accessOfStaffRole("own member", undefined, ME).kind).toBe("denied");
  });

  it("lists bookings only with their own staffId", () => {
    expect(accessOfStaffRole("own bookings list", { staffId: ME, status: "pending" }, ME).kind).toBe("allowed");
    expect(accessOfStaffRole("own bookings list", {}, ME)).toMatchObject({ kind: "denied", message: expect.stringContaining("staffId") });
    expect(accessOfStaffRole("own bookings list", { staffId: "staff_other" }, ME).kind).toBe("denied");
  });

  it("reads a booking, and confirms, completes or marks it no-show, when it turns out to be theirs", () => {
    expect(accessOfStaffRole("own booking", { id: "bk_1" }, ME)).toEqual({ kind: "own booking", bookingId: "bk_1" });
    for (const status of ["confirmed", "completed", "no_show"]) {
      expect(accessOfStaffRole("own booking status", { id: "bk_1", status }, ME)).toEqual({ kind: "own booking", bookingId: "bk_1" });
      // Fields the schema left unset are no change.
      expect(accessOfStaffRole("own booking status", { id: "bk_1", status, notes: undefined }, ME).kind).toBe("own booking");
    }
    // A no-show with its word to the customer.
    const noShow = { id: "bk_1", status: "no_show", reason: "We missed you", notifyCustomer: true };
    expect(accessOfStaffRole("own booking status", noShow, ME).kind).toBe("own booking");
    expect(accessOfStaffRole("own booking status", { ...noShow, status: "completed" }, ME).kind).toBe("denied");
    expect(accessOfStaffRole("own booking status", { id: "bk_1", notifyCustomer: true }, ME).kind).toBe("denied");
  });

  it("never cancels, moves or annotates a booking", () => {
    expect(accessOfStaffRole("own booking status", { id: "bk_1", status: "cancelled" }, ME).kind).toBe("denied");
    expect(accessOfStaffRole("own booking status", { id: "bk_1", dateTime: "2027-01-11T10:00:00Z" }, ME).kind).toBe("denied");
    expect(accessOfStaffRole("own booking status", { id: "bk_1", status: "confirmed", notes: "x" }, ME).kind).toBe("denied");
    expect(accessOfStaffRole("own booking status", { id: "bk_1", status: "confirmed", notes: null }, ME).kind).toBe("denied");
  });

  it("denies every procedure without a policy, writes and other reads alike", () => {
    expect(accessOfStaffRole(undefined, { id: ME }, ME).kind).toBe("denied");
  });
});

describe("refusalOfStaffChange (what a manager may not do to members)", () => {
  const manager = { staffId: "staff_mia", role: "manager" as const };
  const self: StaffMemberNow = { id: "staff_mia", role: "manager", email: "mia@example.com", isActive: true };
  const admin: StaffMemberNow = { id: "staff_ada", role: "admin", email: "ada@example.com", isActive: true };
  const stylist: StaffMemberNow = { id: "staff_ann", role: "staff", email: "ann@example.com", isActive: true };

  it("gives no one the admin role, new members included", () => {
    expect(refusalOfStaffChange(manager, self, { role: "admin" })).toMatch(/admin/);
    expect(refusalOfStaffChange(manager, stylist, { role: "admin" })).toMatch(/admin/);
    expect(refusalOfStaffChange(manager, undefined, { role: "admin" })).toMatch(/admin/);
    expect(refusalOfStaffChange(manager, undefined, { role: "staff", password: "a passphrase" })).toBeUndefined();
  });

  it("does not change their own role, but may send it back unchanged", () => {
    expect(refusalOfStaffChange(manager, self, { role: "staff" })).toMatch(/own role/);
    expect(refusalOfStaffChange(manager, self, { role: "manager", isActive: true })).toBeUndefined();
  });

  it("leaves an admin's role, email, password, standing and existence to admins", () => {
    for (const change of [
      { role: "staff" as const },
      { email: "someone@example.com" },
      { password: "a new passphrase" },
      { isActive: false },
      { deleted: true as const },
    ]) {
      expect(refusalOfStaffChange(manager, admin, change), JSON.stringify(change)).toMatch(/admin/);
    }
    // The same values sent back, or the admin's hours, are no change of that kind.
    expect(refusalOfStaffChange(manager, admin, { role: "admin", isActive: true, email: "ADA@example.com" })).toBeUndefined();
    expect(refusalOfStaffChange(manager, admin, {})).toBeUndefined();
  });

  it("runs the members below admins", () => {
    expect(refusalOfStaffChange(manager, stylist, { role: "manager", password: "a passphrase", isActive: false })).toBeUndefined();
    expect(refusalOfStaffChange(manager, stylist, { deleted: true })).toBeUndefined();
  });

  it("holds admins to nothing", () => {
    const owner = { staffId: "staff_ada", role: "admin" as const };
    expect(refusalOfStaffChange(owner, admin, { role: "staff" })).toBeUndefined();
    expect(refusalOfStaffChange(owner, undefined, { role: "admin" })).toBeUndefined();
  });
});

describe("refusalOfKeyChange", () => {
  it("lets managers make and revoke public keys only; admins and keys any", () => {
    expect(refusalOfKeyChange({ role: "manager" }, "public")).toBeUndefined();
    expect(refusalOfKeyChange({ role: "manager" }, "provider")).toMatch(/admin/);
    expect(refusalOfKeyChange({ role: "manager" }, "customer")).toMatch(/admin/);
    expect(refusalOfKeyChange({ role: "admin" }, "provider")).toBeUndefined();
    expect(refusalOfKeyChange(null, "provider")).toBeUndefined();
  });
});
