import { describe, expect, it } from "vitest";
import { allQueueNames, queueKeyPrefix, webhookDeliveryQueueIndex, webhookDeliveryQueueNames } from "./queues";

describe("webhook delivery queues", () => {
  it("keeps the one queue's name when deliveries are not split", () => {
    expect(webhookDeliveryQueueNames(1)).toEqual(["webhook-delivery"]);
    expect(webhookDeliveryQueueNames(3)).toEqual(["webhook-delivery", "webhook-delivery-2", "webhook-delivery-3"]);
    expect(allQueueNames(2)).toEqual(["webhook-delivery", "webhook-delivery-2", "notifications", "reminders", "calendars"]);
  });

  it("sends a provider's deliveries to one queue, the same in every process, and spreads providers", () => {
    expect(webhookDeliveryQueueIndex("prv_anything", 1)).toBe(0);
    // Fixed values: a change of the hash would move providers between queues on upgrade.
    expect([1, 2, 3, 4].map((i) => webhookDeliveryQueueIndex(`prv_${i}`, 4))).toEqual([3, 2, 1, 0]);
    const counts = new Array<number>(8).fill(0);
    for (let i = 0; i < 8_000; i++) counts[webhookDeliveryQueueIndex(`prv_${i.toString(36)}x`, 8)]! += 1;
    for (const count of counts) expect(count).toBeGreaterThan(800);
  });
});

describe("queue key prefixes", () => {
  it("put each queue under a hash tag of its own", () => {
    expect(queueKeyPrefix("{booking}", "notifications")).toBe("{booking:notifications}");
    expect(queueKeyPrefix("staging", "webhook-delivery-2")).toBe("{staging:webhook-delivery-2}");
    expect(queueKeyPrefix("{booking}", "reminders")).not.toBe(queueKeyPrefix("{booking}", "notifications"));
  });
});
