// The client's run-time list of events a webhook may subscribe to is the service's own: the same
// names in the same order (its type already makes it list every event of the generated document).
import { describe, expect, it } from "vitest";
import { WEBHOOK_EVENTS } from "@booking/core";
import { EVENT_NAMES } from "./index";

describe("EVENT_NAMES", () => {
  it("lists every event the service accepts for a webhook, in its order", () => {
    expect(EVENT_NAMES).toEqual([...WEBHOOK_EVENTS]);
  });
});
