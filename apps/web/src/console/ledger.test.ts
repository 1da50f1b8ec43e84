// A booking's money moved online in a member's words, and what the salon keeps of it.
import { describe, expect, it } from "vitest";
import { translator } from "../i18n/translate";
import { ledgerKept, ledgerReasonWords } from "./ledger";

describe("the ledger", () => {
  it("keeps captures and fees less refunds, to the cent", () => {
    expect(ledgerKept([])).toBe(0);
    expect(
      ledgerKept([
        { kind: "capture", amount: 19.99 },
        { kind: "refund", amount: 9.99 },
        { kind: "charge", amount: 0.1 },
      ]),
    ).toBe(10.1);
  });

  it("says each reason in the member's language, and an unknown one as given", () => {
    expect(ledgerReasonWords("cancelled_in_time", translator("en").t)).toBe("cancelled in time");
    expect(ledgerReasonWords("no_show_fee", translator("de").t)).toBe("Gebühr fürs Nichterscheinen");
    expect(ledgerReasonWords("by_hand", translator("es").t)).toBe("devuelto por el salón");
    expect(ledgerReasonWords("something_new", translator("fr").t)).toBe("something_new");
  });
});
