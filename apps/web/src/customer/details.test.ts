// The booking form's checks: what it refuses, in which words, and what it sends.
import { describe, expect, it } from "vitest";
import { checkDetails, customerOf, EMPTY_DETAILS, fieldErrorsOf } from "./details";

describe("the visitor's details", () => {
  it("asks for a name and a working email; the phone is optional but checked when given", () => {
    expect(checkDetails(EMPTY_DETAILS)).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address: the confirmation goes there.",
    });
    const valid = { name: "Dana", email: "dana@example.com", phone: "", notes: "" };
    expect(checkDetails(valid)).toEqual({});
    expect(checkDetails({ ...valid, email: "dana@example" }).email).toBe("Please enter an email address such as name@example.com.");
    expect(checkDetails({ ...valid, phone: "call me" }).phone).toMatch(/^Please enter a phone number/);
    expect(checkDetails({ ...valid, phone: "+49 (30) 123-45" })).toEqual({});
    expect(checkDetails({ ...valid, name: " ".repeat(3) }).name).toBe("Please enter your name.");
  });

  it("shows the fields the service refused in the form's words", () => {
    expect(
      fieldErrorsOf([
        { path: "customer.email", message: "must be an email address" },
        { path: "dateTime", message: "…" },
      ]),
    ).toEqual({
      email: "Please enter an email address such as name@example.com.",
    });
  });

  it("sends trimmed details, without an empty phone", () => {
    expect(customerOf({ name: " Dana ", email: " dana@example.com ", phone: " ", notes: "" })).toEqual({
      name: "Dana",
      email: "dana@example.com",
    });
  });
});
