// The Webhooks view offers every event the API accepts: the client's EVENT_NAMES, which
// packages/client/src/events.test.ts checks against the service's own list (WEBHOOK_EVENTS).
import { describe, expect, it } from "vitest";
import { EVENT_NAMES } from "@booking/client";
import { WEBHOOK_EVENT_CHOICES } from "./webhook-events";

describe("WEBHOOK_EVENT_CHOICES", () => {
  it("are every event the API accepts, each once, the undone cancellation too", () => {
    expect(WEBHOOK_EVENT_CHOICES).toEqual(EVENT_NAMES);
    expect(new Set(WEBHOOK_EVENT_CHOICES).size).toBe(WEBHOOK_EVENT_CHOICES.length);
    expect(WEBHOOK_EVENT_CHOICES).toEqual(expect.arrayContaining(["booking.restored", "review.created", "staff.created"]));
  });
});
