// The typed client the pages call the API with, against the real API: the calls of one render go
// out batched, and the API refuses a native tRPC batch of more than 50 calls whole (400). A render
// that asks for more at once (a console page of 50 waitlist entries, each with its customer's
// name, and the list itself) must still be answered: 60 calls made in one tick go out as a batch
// of 50 and one of 10, and every call answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookingClient } from "@booking/client";
import { startTestApi, type TestApi } from "@booking/api/testing";

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi({ addressLimits: { perAddress: 10_000 } });
});
afterAll(async () => {
  await t?.close();
});

describe("the pages' client and the API's batch limit", () => {
  it("splits 60 calls made in one tick into batches of at most 50, every call answered", async () => {
    const { apiKey } = await t.newProvider({ name: "Salon Nord" });
    /** The calls of each request, from its path (`/trpc/a,b,c?batch=1`). */
    const batches: number[] = [];
    const client = createBookingClient({
      url: t.url,
      apiKey,
      fetch: (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        batches.push(url.pathname.replace(/^\/trpc\//, "").split(",").length);
        return fetch(input, init);
      },
    });
    const answers = await Promise.all(Array.from({ length: 60 }, () => client.user.me.query({})));
    expect(answers.map((me) => me.provider.name)).toEqual(Array.from({ length: 60 }, () => "Salon Nord"));
    expect(batches).toEqual([50, 10]);
  });
});
