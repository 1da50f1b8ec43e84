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

  it("clips long names and collapses line breaks", () => {
    expect([...nameForMessages("x".repeat(500))]).toHaveLength(MESSAGE_NAME_LENGTH);
    expect(nameForMessages("Chris\n\nClick here\r\nnow")).toBe("Chris Click here now");
  });

  it("falls back to a greeting word when nothing is left", () => {
    expect(nameForMessages("https://evil.example")).toBe("there");
  });
});
