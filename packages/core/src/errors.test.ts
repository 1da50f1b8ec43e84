import { describe, expect, it } from "vitest";
import { AppError, describeError, errorBody } from "./errors";

const pgError = (code: string) => Object.assign(new Error("violates something"), { code });

describe("describeError", () => {
  it("answers a foreign key violation (a referenced record deleted meanwhile) with 409, not 500", () => {
    expect(describeError(pgError("23503"))).toMatchObject({ status: 409, code: "CONFLICT" });
  });

  it("never passes a database message on", () => {
    for (const code of ["23503", "23505", "23P01", "40001", "22P02", "XX000"]) {
      expect(describeError(pgError(code)).message).not.toMatch(/violates/);
    }
  });
});

describe("error answers stay small whatever the input", () => {
  it("lists at most 20 details, the last saying how many more there were", () => {
    const details = Array.from({ length: 5_000 }, (_, i) => ({ path: `field${i}`, message: `unknown field "field${i}"` }));
    const described = describeError(new AppError("BAD_REQUEST", "Invalid input", details));
    expect(described.details).toHaveLength(20);
    expect(described.details![18]).toEqual(details[18]);
    expect(described.details![19]).toEqual({ path: "(more)", message: "and 4981 more problems not listed" });
  });

  it("keeps 20 details or fewer as they are", () => {
    const details = Array.from({ length: 20 }, (_, i) => ({ path: `f${i}`, message: "is required" }));
    expect(describeError(new AppError("BAD_REQUEST", "Invalid input", details)).details).toEqual(details);
  });

  it("clips long messages and paths so that an error body stays within 16 KB", () => {
    const long = "x".repeat(100_000);
    const details = Array.from({ length: 50 }, () => ({ path: long, message: long }));
    const described = describeError(new AppError("BAD_REQUEST", long, details));
    expect(JSON.stringify(errorBody(described, "rest")).length).toBeLessThan(16 * 1024);
    expect(described.message.endsWith("…")).toBe(true);
  });
});
