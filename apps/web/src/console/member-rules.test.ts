import { describe, expect, it } from "vitest";
import { mayInvite } from "./member-rules";

describe("mayInvite", () => {
  it("lets an admin invite anyone", () => {
    for (const role of ["admin", "manager", "staff"] as const) expect(mayInvite("admin", { role })).toBe(true);
  });

  it("lets a manager invite managers and staff, never an admin (the service answers 403)", () => {
    expect(mayInvite("manager", { role: "admin" })).toBe(false);
    expect(mayInvite("manager", { role: "manager" })).toBe(true);
    expect(mayInvite("manager", { role: "staff" })).toBe(true);
  });

  it("lets the staff role invite no one", () => {
    for (const role of ["admin", "manager", "staff"] as const) expect(mayInvite("staff", { role })).toBe(false);
  });
});
