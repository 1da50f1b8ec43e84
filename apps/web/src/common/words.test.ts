// The staff's words for what the service sends: statuses in the member's language (one the page
// does not know yet as the service names it), and no answer at all told in the page's own words.
import { describe, expect, it } from "vitest";
import { translator } from "../i18n/translate";
import { problemOf } from "./errors";
import { statusName } from "./words";

describe("a booking's status in words", () => {
  it("is said in the member's language", () => {
    expect(statusName("no_show", translator("en").t)).toBe("No-show");
    expect(statusName("pending", translator("de").t)).toBe("Wartet auf Bestätigung");
    expect(statusName("confirmed", translator("fr").t)).toBe("Confirmée");
    expect(statusName("cancelled", translator("es").t)).toBe("Cancelada");
  });

  it("is the service's own name for a status the page does not know yet", () => {
    expect(statusName("archived", translator("de").t)).toBe("archived");
  });
});

describe("a problem in words", () => {
  it("tells a call that got no answer as the network's, in the member's language", () => {
    const unreachable = new TypeError("Failed to fetch");
    expect(problemOf(unreachable, translator("en").t)).toBe("The service cannot be reached; check the connection and try again.");
    expect(problemOf(unreachable, translator("de").t)).toMatch(/^Der Dienst ist nicht erreichbar/);
  });
});
