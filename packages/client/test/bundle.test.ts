// The client carries no server code at run time: `AppRouter` is a type-only import, so a browser
// bundle of @booking/client holds the client's own code, @trpc/client with the few helpers it
// shares with @trpc/server (observables, error shapes), and openapi-fetch — nothing else.
import { describe, expect, it } from "vitest";
import { bundleClient } from "../scripts/bundle";

const ALLOWED = [
  /^src\//,
  /node_modules\/@trpc\/client\//,
  /node_modules\/@trpc\/server\/dist\/(?:observable|codes|getErrorShape|asyncGeneratorDelegate|index|rpc|unstable-core-do-not-import)[-.]/,
  /node_modules\/openapi-fetch\//,
];
const SERVER =
  /packages\/(?:core|db|jobs)\/|apps\/|\/(?:zod|kysely|pg|fastify|trpc-to-openapi|luxon|@node-rs|nanoid)\/|resolveResponse|initTRPC|adapters/;

describe("the client bundle", () => {
  it("contains no server modules and stays small", async () => {
    const { metafile, bytes } = await bundleClient();
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.filter((input) => /packages\/(?:core|db|jobs)\/|apps\//.test(input))).toEqual([]);
    const output = Object.values(metafile.outputs)[0]!;
    const included = Object.entries(output.inputs)
      .filter(([, info]) => info.bytesInOutput > 0)
      .map(([input]) => input);
    expect(included.filter((input) => SERVER.test(input))).toEqual([]);
    expect(included.filter((input) => !ALLOWED.some((pattern) => pattern.test(input)))).toEqual([]);
    expect(included.some((input) => input.startsWith("src/"))).toBe(true);
    expect(bytes).toBeLessThan(48 * 1024);
  });
});
