import net from "node:net";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { guardedConnector, literalAddressProblem, TargetRefusedError } from "./guard";

/** Connects through `connector` to `hostname:port`; answers the error, or null when a socket was opened. */
function connectThrough(connector: ReturnType<typeof guardedConnector>, hostname: string, port: number): Promise<Error | null> {
  return new Promise((resolve) => {
    connector({ hostname, host: hostname, protocol: "http:", port: String(port) }, (error, socket) => {
      socket?.destroy();
      resolve(error);
    });
  });
}

describe("guardedConnector", () => {
  it("refuses address literals that are not public at connect time, where no lookup runs", async () => {
    const server = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const connector = guardedConnector({ timeoutMs: 1_000, resolver: async () => [{ address: "127.0.0.1", family: 4 }] });
    try {
      for (const literal of ["127.0.0.1", "[::1]", "::1", "[::ffff:127.0.0.1]", "10.0.0.1", "169.254.169.254"]) {
        const error = await connectThrough(connector, literal, port);
        expect(error, literal).toBeInstanceOf(TargetRefusedError);
      }
      // A name is resolved and its address checked (the resolver gives loopback here).
      expect(await connectThrough(connector, "calendar.example", port)).toBeInstanceOf(TargetRefusedError);
      // A public literal is let through to connect: the guard refuses by address, not by form.
      expect(literalAddressProblem("93.184.216.34")).toBeNull();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("names the address in its refusal", () => {
    expect(literalAddressProblem("[::1]")).toBe("::1: must not point to a loopback address");
    expect(literalAddressProblem("calendar.example")).toBeNull();
  });
});
