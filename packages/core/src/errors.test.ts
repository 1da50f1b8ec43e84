import { describe, expect, it } from "vitest";
import { describeError } from "./errors";

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
