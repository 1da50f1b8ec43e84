import { describe, expect, it } from "vitest";
import { MESSAGE_NAME_LENGTH, nameForMessages } from "./visitor-text";

describe("nameForMessages", () => {
  it("keeps ordinary names, accents and initials", () => {
    expect(nameForMessages("Chris Müller")).toBe("Chris Müller");
    expect(nameForMessages("J. R. R. Tolkien")).toBe("J. R. R. Tolkien");
    expect(nameForMessages("Anne-Marie O'Neil")).toBe("Anne-Marie O'Neil");
    expect(nameForMessages("李小龍")).toBe("李小龍");
  });

  it("takes out anything that reads as a link or an address", () => {
    for (const spam of [
      "Win a prize at https://evil.example/claim now",
      "Win a prize at http://evil.example now",
      "Win a prize at www.evil.example now",
      "Win a prize at evil.example now",
      "Win a prize at bit.ly/x1y2 now",
      "Win a prize at EVIL.EXAMPLE/path?q=1 now",
      "Win a prize at prize@evil.example now",
      "Win a prize at mailto:prize@evil.example now",
      "Win a prize at hxxps://evil.example now",
    ]) {
      const name = nameForMessages(spam);
      expect(name, spam).not.toMatch(/evil|bit\.ly|example|@/i);
      expect(name, spam).toBe("Win a prize at now");
    }
  });

  it("takes out a link however it is wrapped or dotted, and keeps names with brackets, quotes and initials", () => {
    for (const name of ["Dr. A. Smith", "O'Brien", "Zoë (Zo)", "Gal·la Puig", "«Mimi» Dupont", "“Bob” Jones", "Jean-Luc d’Arc"]) {
      expect(nameForMessages(name)).toBe(name);
    }
    for (const wrapped of [
      "(evil.example/x)",
      '"http://x.y"',
      "‹www.x.y›",
      "»x.y/z«",
      "evil．example",
      "evil。example",
      "ｅｖｉｌ．ｅｘａｍｐｌｅ／ｘ",
      "evil[.]example",
      "evil(dot)example",
      "ev\u200bil.example",
      "「https://evil.example」。",
      "(('evil.example'))",
      "evil.example(1)",
      "prize＠evil.example",
      "192.168.0.1/admin",
      "xn--80ak6aa92e.xn--p1ai",
    ]) {
      expect(nameForMessages(`Win ${wrapped} now`), wrapped).toBe("Win now");
    }
  });

  it("clips long names and collapses line breaks", () => {
    expect([...nameForMessages("x".repeat(500))]).toHaveLength(MESSAGE_NAME_LENGTH);
    expect(nameForMessages("Chris\n\nClick here\r\nnow")).toBe("Chris Click here now");
  });

  it("takes out a word that clipping turns into a link", () => {
    const name = `${"x".repeat(47)} evil.example1`;
    expect(nameForMessages(name)).toBe("x".repeat(47));
  });

  it("handles a long crafted name in linear time", () => {
    const crafted = "(".repeat(50_000) + "a.".repeat(50_000) + "\u200b".repeat(50_000);
    const started = performance.now();
    nameForMessages(crafted);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("falls back to a greeting word when nothing is left", () => {
    expect(nameForMessages("https://evil.example")).toBe("there");
  });
});
