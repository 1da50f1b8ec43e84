import { describe, expect, it } from "vitest";
import { de } from "./catalogues/de";
import { en } from "./catalogues/en";
import { es } from "./catalogues/es";
import { fr } from "./catalogues/fr";
import { LANGUAGES } from "@booking/i18n";
import { catalogueProblems } from "./index";

describe("catalogues", () => {
  it("every language has English's keys, and each message takes English's arguments", () => {
    expect(catalogueProblems()).toEqual([]);
  });

  it("the check fails on a broken catalogue: missing and unknown keys, renamed or retyped arguments, lost cases, bad syntax", () => {
    const { greeting: _dropped, ...missingGreeting } = de;
    const broken = {
      ...missingGreeting,
      "label.when": "Wann",
      "bookingConfirmed.subject": "Buchung bestätigt: {service}, {when}", // {serviceName} renamed
      "service.withSeats": "{serviceName} ({seats} Personen)", // plural lost
      "alert.via": "{changedBy, select, other {Kundenkonto}}", // the visitor case lost
      "reminder1h.intro": "Ihr Termin {service beginnt", // does not parse
      "extra.key": "Hallo",
    };
    const problems = catalogueProblems({ de: broken });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"greeting" is missing'),
        expect.stringContaining('"bookingConfirmed.subject" takes'),
        expect.stringContaining('"service.withSeats" takes'),
        expect.stringContaining('"alert.via" takes'),
        expect.stringContaining('"reminder1h.intro" does not parse'),
        expect.stringContaining('"extra.key" is not an English key'),
      ]),
    );
    expect(problems).toHaveLength(6);
  });

  it("an empty message is a problem, not a translation", () => {
    expect(catalogueProblems({ fr: { ...fr, signoff: " " } })).toEqual(['fr: "signoff" is empty']);
  });

  it("the shipped catalogues are the four languages, none of them a copy of English", () => {
    expect(LANGUAGES).toEqual(["en", "de", "fr", "es"]);
    for (const catalogue of [de, fr, es]) {
      expect(catalogue["bookingConfirmed.intro"]).not.toBe(en["bookingConfirmed.intro"]);
    }
  });
});
