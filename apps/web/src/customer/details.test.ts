// The booking form's checks: what it refuses, with which message of the catalogue, and what it sends.
import { describe, expect, it } from "vitest";
import { translator } from "../i18n/translate";
import { checkDetails, customerOf, EMPTY_DETAILS, fieldErrorsOf } from "./details";

describe("the visitor's details", () => {
  it("asks for a name and a working email; the phone is optional but checked when given", () => {
    expect(checkDetails(EMPTY_DETAILS)).toEqual({
      name: "field.name.missing",
      email: "field.email.missing",
    });
    const valid = { name: "Dana", email: "dana@example.com", phone: "", notes: "" };
    expect(checkDetails(valid)).toEqual({});
    expect(checkDetails({ ...valid, email: "dana@example" }).email).toBe("field.email.invalid");
    expect(checkDetails({ ...valid, phone: "call me" }).phone).toBe("field.phone.invalid");
    expect(checkDetails({ ...valid, phone: "+49 (30) 123-45" })).toEqual({});
    expect(checkDetails({ ...valid, name: " ".repeat(3) }).name).toBe("field.name.missing");
  });

  it("shows the fields the service refused in the form's words", () => {
    expect(
      fieldErrorsOf([
        { path: "customer.email", message: "must be an email address" },
        { path: "dateTime", message: "…" },
      ]),
    ).toEqual({
      email: "field.email.invalid",
    });
    // In the page's words: English's, for one.
    expect(translator("en").t("field.email.invalid")).toBe("Please enter an email address such as name@example.com.");
  });

  it("sends trimmed details, without an empty phone", () => {
    expect(customerOf({ name: " Dana ", email: " dana@example.com ", phone: " ", notes: "" })).toEqual({
      name: "Dana",
      email: "dana@example.com",
    });
  });
});
