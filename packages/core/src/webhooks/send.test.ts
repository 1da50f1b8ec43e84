import { createServer, type Server } from "node:http";
import type { LookupAddress, LookupOptions } from "node:dns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedLookup, TargetRefusedError, type ResolvedAddress } from "../outbound/guard";
import { sendWebhook } from "./send";

function lookupWith(answer: ResolvedAddress[] | Error, options: LookupOptions) {
  const lookup = guardedLookup(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return new Promise<{ error: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family?: number }>((resolve) => {
    lookup("hooks.example.com", options, (error, address, family) => resolve({ error, address, family }));
  });
}

describe("the connect-time lookup", () => {
  it("passes public addresses on, as one address or all of them", async () => {
    expect(await lookupWith([{ address: "93.184.216.34", family: 4 }], {})).toMatchObject({
      error: null,
      address: "93.184.216.34",
      family: 4,
    });
    const both = [
      { address: "2606:2800:220:1::1", family: 6 },
      { address: "93.184.216.34", family: 4 },
    ];
    expect(await lookupWith(both, { all: true })).toMatchObject({ error: null, address: both });
    expect(await lookupWith(both, { family: 4 })).toMatchObject({ error: null, address: "93.184.216.34", family: 4 });
  });

  it.each([
    "127.0.0.1",
    "::ffff:127.0.0.1",
    "::127.0.0.1",
    "::ffff:0:7f00:1",
    "64:ff9b::7f00:1",
    "64:ff9b:1::7f00:1",
    "2002:7f00:1::",
    "10.0.0.1",
    "169.254.169.254",
    "fd00::1",
  ])("refuses to connect when the name resolves to %s, also among public addresses", async (address) => {
    const { error } = await lookupWith(
      [
        { address: "93.184.216.34", family: 4 },
        { address, family: address.includes(":") ? 6 : 4 },
      ],
      { all: true },
    );
    expect(error).toBeInstanceOf(TargetRefusedError);
    expect(error!.message).toMatch(new RegExp(`^hooks\\.example\\.com resolves to ${address.replace(/\./g, "\\.")}: must not point to a`));
  });

  it("passes resolver failures on, and no address is ENOTFOUND", async () => {
    const failure = Object.assign(new Error("getaddrinfo EAI_AGAIN hooks.example.com"), { code: "EAI_AGAIN" });
    expect((await lookupWith(failure, {})).error).toBe(failure);
    expect((await lookupWith([], {})).error?.code).toBe("ENOTFOUND");
  });
});

describe("sendWebhook with a name resolving to loopback", () => {
  let server: Server;
  let port = 0;
  const paths: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      paths.push(req.url ?? "");
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const request = (url: string, allowPrivate: boolean) => ({
    url,
    event: "webhook.test",
    deliveryId: "whd_test",
    body: "{}",
    signature: "sha256=00",
    timeoutMs: 2_000,
    allowPrivate,
  });

  it("refuses the connection (DNS rebinding: the name was public when registered)", async () => {
    const asked: string[] = [];
    const resolver = async (hostname: string) => {
      asked.push(hostname);
      return [{ address: asked.length === 1 ? "93.184.216.34" : "127.0.0.1", family: 4 }];
    };
    await resolver("hooks.example.com"); // the registration-time answer
    const result = await sendWebhook(request(`http://hooks.example.com:${port}/rebound`, false), { resolver });
    expect(result).toMatchObject({ ok: false, statusCode: null, blocked: true });
    expect(result.error).toBe("target refused: hooks.example.com resolves to 127.0.0.1: must not point to a loopback address");
    expect(asked).toEqual(["hooks.example.com", "hooks.example.com"]);
    expect(paths).not.toContain("/rebound");
  });
});
