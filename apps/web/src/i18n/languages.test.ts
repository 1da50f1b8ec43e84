// Which language a visitor sees: the address's, else the browser's first we have, and how the
// switcher writes its choice into the address.
import { describe, expect, it } from "vitest";
import { addressLanguage, browserLanguage, withLanguage } from "./languages";

describe("the page's language", () => {
  it("follows the browser's first language we have, by its primary subtag", () => {
    expect(browserLanguage(["de-AT", "en-US"])).toBe("de");
    expect(browserLanguage(["it-IT", "fr-CA", "de"])).toBe("fr");
    expect(browserLanguage(["ES"])).toBe("es");
    expect(browserLanguage(["en-GB"])).toBe("en");
    expect(browserLanguage(["it", "ja-JP"])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });

  it("takes ?lang= from the address when it names one of the four", () => {
    expect(addressLanguage("?key=pk_x&lang=de")).toBe("de");
    expect(addressLanguage("?lang=FR")).toBe("fr");
    expect(addressLanguage("?lang=it")).toBeNull();
    expect(addressLanguage("")).toBeNull();
  });

  it("writes the chosen language into the address, keeping the key and the fragment", () => {
    expect(withLanguage({ pathname: "/book/", search: "?key=pk_abc", hash: "" }, "de")).toBe("/book/?key=pk_abc&lang=de");
    expect(withLanguage({ pathname: "/book/", search: "?key=pk_abc&lang=de", hash: "" }, "es")).toBe("/book/?key=pk_abc&lang=es");
    expect(withLanguage({ pathname: "/book/", search: "", hash: "#manage=abc" }, "fr")).toBe("/book/?lang=fr#manage=abc");
  });
});
