// What an operator reads in the logs about each request: every line a request writes carries its
// id (the X-Request-Id it was answered with), the server's level decides what is written, and a
// level changed while the server runs applies to the next requests. Each request's logger is made
// only once it writes a line (request-logger.ts); these are the promises that must not change.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { capturingLogger, startTestApi, type TestApi } from "../helpers";

let t: TestApi;
let apiKey: string;
const { logger, lines } = capturingLogger("info");

beforeAll(async () => {
  t = await startTestApi({ logger });
  apiKey = (await t.newProvider()).apiKey;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  logger.level = "info";
  lines.length = 0;
});

async function get(path: string, requestId: string) {
  const response = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${apiKey}`, "x-request-id": requestId } });
  await response.text();
  expect(response.headers.get("x-request-id")).toBe(requestId);
  // The "request completed" line is written once the answer has gone out.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return response;
}

const linesOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);

describe("request logs", () => {
  it("carry the request's id on every line it writes, at info", async () => {
    const response = await get("/v1/bookings/bk_missing", "req-logs-0001");
    expect(response.status).toBe(404);
    const mine = linesOf("req-logs-0001");
    expect(mine.map((line) => line.msg)).toEqual(["incoming request", "Booking bk_missing not found", "request completed"]);
    expect(mine[1]).toMatchObject({ level: 30, code: "NOT_FOUND", status: 404 });
    expect(mine[2]).toMatchObject({ res: { statusCode: 404 } });
    // Nothing about the request without its id.
    expect(lines.filter((line) => line.reqId === undefined && line.req !== undefined)).toEqual([]);
  });

  it("write nothing below the server's level, and follow a level changed while the server runs", async () => {
    logger.level = "warn";
    expect((await get("/v1/bookings/bk_missing", "req-logs-0002")).status).toBe(404);
    expect(await get("/v1/bookings?limit=1", "req-logs-0003").then((r) => r.status)).toBe(200);
    expect(lines).toEqual([]);

    logger.level = "info";
    await get("/v1/bookings?limit=1", "req-logs-0004");
    expect(linesOf("req-logs-0004").map((line) => line.msg)).toEqual(["incoming request", "request completed"]);

    logger.level = "debug";
    await get("/v1/bookings?limit=1", "req-logs-0005");
    expect(linesOf("req-logs-0005").map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
  });
});
