// Large JSON answers are written into one reused buffer and compressed from it (src/compression.ts,
// src/json-bytes.ts). Whatever the mix of requests in flight — br, gzip, identity, encodings the
// client refuses, answers too large for the buffer, small ones — each client reads its own answer,
// exactly as it would have been without compression.
import http from "node:http";
import net from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let s: Salon;
let publicKey: string;
/** A service no member offers yet: its days have no starts. */
let unofferedServiceId: string;
let address = 0;

beforeAll(async () => {
  t = await startTestApi({ trustProxy: 1 });
  t.clock.set("2026-12-01T06:00:00Z");
  // 15-hour days on a 5-minute grid: 20 days of starts are about 180 KB, a month about 270 KB.
  const longDay = { start: "07:00", end: "22:00" };
  s = await createSalon(
    t,
    "Europe/Berlin",
    Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, longDay])),
  );
  expect((await s.api.patch("/v1/settings", { slotMinutes: 5 })).status).toBe(200);
  unofferedServiceId = ((await s.api.post("/v1/services", { name: "New treatment", duration: 30, price: 20 })).body.data as { id: string })
    .id;
  publicKey = (await createApiKey(t.db, { providerId: s.providerId, audience: "public", plan: "default" })).apiKey;
  for (const day of ["02", "03", "04", "07", "08", "09", "10", "11", "14", "15"]) {
    const res = await s.book({ dateTime: `2026-12-${day}T10:00:00.000Z` });
    expect(res.status, res.text).toBe(201);
  }
});

afterAll(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  encoding: string | undefined;
  contentLength: number | undefined;
  wireBytes: number;
  text: string;
}

/**
 * A GET as sent on the wire, its body decoded as the encoding it names: availability with the
 * salon's public key (each from an address of its own, as visitors are), anything else with its
 * provider key.
 */
function get(path: string, acceptEncoding: string, agent?: http.Agent, key?: string): Promise<Answer> {
  const bearer = key ?? (/^\/(?:v1|trpc)\/availability/.test(path) ? publicKey : s.apiKey);
  address += 1;
  const headers = {
    authorization: `Bearer ${bearer}`,
    "accept-encoding": acceptEncoding,
    "x-forwarded-for": `198.51.${address >> 8}.${address & 255}`,
  };
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, t.url), { agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const wire = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          const body = encoding === "br" ? zlib.brotliDecompressSync(wire) : encoding === "gzip" ? zlib.gunzipSync(wire) : wire;
          const length = response.headers["content-length"];
          resolve({
            status: response.statusCode ?? 0,
            encoding,
            contentLength: length === undefined ? undefined : Number(length),
            wireBytes: wire.length,
            text: body.toString("utf8"),
          });
        });
      })
      .on("error", reject);
  });
}

const month = (from: string, to: string, staffId?: string) =>
  `/v1/availability?serviceId=${s.serviceId}&from=${from}&to=${to}${staffId ? `&staffId=${staffId}` : ""}`;
/** The same over native tRPC, alone and as the typed client asks it (a batch of one). */
const trpcMonth = (from: string, to: string) =>
  `/trpc/availability.get?input=${encodeURIComponent(JSON.stringify({ serviceId: s.serviceId, from, to }))}`;
const trpcBatchedMonth = (from: string, to: string) =>
  `/trpc/availability.get?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { serviceId: s.serviceId, from, to } }))}`;

describe("compressed answers", () => {
  it("gives every client its own answer, whatever else is being answered at once", async () => {
    const paths = [
      // 20 days from different days: answers of about the same size that differ.
      ...Array.from({ length: 6 }, (_, i) =>
        month(`2026-12-${String(2 + i).padStart(2, "0")}`, `2026-12-${String(21 + i).padStart(2, "0")}`),
      ),
      // One member's 20 days (smaller), two weeks, a page of bookings, 20 days over native tRPC.
      month("2026-12-02", "2026-12-21", s.annId),
      month("2026-12-02", "2026-12-15"),
      trpcMonth("2026-12-03", "2026-12-22"),
      trpcBatchedMonth("2026-12-04", "2026-12-23"),
      "/v1/bookings?limit=100",
    ];
    const expected = new Map<string, string>();
    for (const path of paths) {
      const plain = await get(path, "identity");
      expect(plain.status, plain.text.slice(0, 200)).toBe(200);
      expect(plain.encoding).toBeUndefined();
      expected.set(path, plain.text);
    }
    // What the buffer is for: answers larger than V8's large strings start at, within 256 KB.
    expect(Buffer.byteLength(expected.get(paths[0]!)!)).toBeGreaterThan(128 * 1024);
    expect(Buffer.byteLength(expected.get(paths[0]!)!)).toBeLessThan(256 * 1024);

    // What each Accept-Encoding gets: br first where both are taken; nothing refused, nothing not offered.
    const encodingFor: Record<string, string | undefined> = {
      br: "br",
      gzip: "gzip",
      identity: undefined,
      "gzip, deflate, br": "br",
      "br;q=0, gzip;q=0": undefined,
      deflate: undefined,
    };
    const encodings = Object.keys(encodingFor);
    const agents = Array.from({ length: 8 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    try {
      const requests = Array.from({ length: 120 }, (_, i) => ({
        path: paths[i % paths.length]!,
        acceptEncoding: encodings[i % encodings.length]!,
      }));
      const answers = await Promise.all(requests.map((r, i) => get(r.path, r.acceptEncoding, agents[i % agents.length])));
      for (const [i, answer] of answers.entries()) {
        const { path, acceptEncoding } = requests[i]!;
        expect(answer.status).toBe(200);
        expect(answer.text === expected.get(path), `${path} with ${acceptEncoding}: the answer differs`).toBe(true);
        expect(answer.encoding, `${path} with ${acceptEncoding} (${answer.wireBytes} bytes)`).toBe(encodingFor[acceptEncoding]);
        if (answer.encoding) expect(answer.wireBytes).toBeLessThan(Buffer.byteLength(answer.text) / 5);
        if (answer.contentLength !== undefined) expect(answer.contentLength).toBe(answer.wireBytes);
      }
    } finally {
      for (const agent of agents) agent.destroy();
    }
  });

  it("keeps an uncompressed answer intact while its client is slow to read it", async () => {
    // A client that refuses both encodings this service compresses with (naming them, q=0), on one connection,
    // asks for 40 answers at once and reads none for a while: the answers wait in the server's
    // socket buffers while other clients' answers are written and compressed meanwhile.
    const path = month("2026-12-02", "2026-12-21");
    const expected = (await get(path, "identity")).text;
    const socket = net.connect(Number(new URL(t.url).port), "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    socket.pause();
    const ask = `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${publicKey}\r\nAccept-Encoding: br;q=0, gzip;q=0\r\nX-Forwarded-For: 203.0.113.9\r\n\r\n`;
    socket.write(ask.repeat(40));
    const others = await Promise.all(
      Array.from({ length: 30 }, (_, i) => get(month(`2026-12-0${2 + (i % 6)}`, `2026-12-2${i % 6}`), i % 2 ? "br" : "gzip")),
    );
    expect(others.every((answer) => answer.status === 200)).toBe(true);
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.resume();
    // Read until the 40 answers are in, each framed by its Content-Length.
    const bodies: string[] = [];
    await new Promise<void>((resolve, reject) => {
      socket.on("error", reject);
      const parse = () => {
        let wire = Buffer.concat(chunks);
        for (;;) {
          const headEnd = wire.indexOf("\r\n\r\n");
          if (headEnd < 0) break;
          const length = Number(/content-length: (\d+)/i.exec(wire.toString("latin1", 0, headEnd))?.[1]);
          if (wire.length < headEnd + 4 + length) break;
          bodies.push(wire.toString("utf8", headEnd + 4, headEnd + 4 + length));
          wire = wire.subarray(headEnd + 4 + length);
        }
        chunks.length = 0;
        chunks.push(wire);
        if (bodies.length >= 40) resolve();
      };
      socket.on("data", parse);
    });
    socket.destroy();
    expect(bodies).toHaveLength(40);
    for (const [i, body] of bodies.entries()) expect(body === expected, `answer ${i + 1} of 40 differs`).toBe(true);
  });

  it("compresses an answer too large for the buffer as before, and a small one not at all", async () => {
    // A month: past 256 KB.
    const large = await get(month("2026-12-02", "2027-01-01"), "identity");
    expect(Buffer.byteLength(large.text)).toBeGreaterThan(256 * 1024);
    for (const encoding of ["br", "gzip"]) {
      const packed = await get(month("2026-12-02", "2027-01-01"), encoding);
      expect(packed.encoding).toBe(encoding);
      expect(packed.text === large.text, `the ${encoding} answer differs`).toBe(true);
    }
    // Eight days of a service no one offers yet: walked (eight days), under 1 KB, sent as it is.
    const closed = `/v1/availability?serviceId=${unofferedServiceId}&from=2026-12-05&to=2026-12-12`;
    const small = await get(closed, "br");
    expect(small.status, small.text).toBe(200);
    expect(small.encoding).toBeUndefined();
    expect(small.wireBytes).toBeLessThan(1024);
    expect(small.text).toBe((await get(closed, "identity")).text);
    expect((JSON.parse(small.text) as { data: { days: unknown[] } }).data.days).toHaveLength(8);
  });
});
