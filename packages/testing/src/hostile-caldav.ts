// A CalDAV server that behaves as an attacker's would, for the tests of what reading a staff
// calendar may cost: it lists as many objects as asked, serves each with the text a test chooses
// (a dense series, say), can answer a listing of hundreds of megabytes, add objects nobody asked
// for, list one object twice, or never answer. It speaks just enough CalDAV for the service's
// reads (PROPFIND of the collection, REPORT calendar-query and calendar-multiget) and records every
// request, PUT and DELETE included.
import { fork } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import { fileURLToPath } from "node:url";
import type { AddressInfo } from "node:net";

export interface HostileCalDavOptions {
  /** Objects the collection lists (default 0). */
  objects?: number;
  /** The text of object `index` (default: one hour-long event); a self-contained function (it runs in the server's process). */
  ics?: (index: number) => string;
  /** A listing (calendar-query) of this many bytes of padding instead of the objects. */
  hugeListingBytes?: number;
  /** Every multiget answer also carries objects that were not asked for, and lists each asked one twice. */
  strayObjects?: boolean;
  /** Accept requests and never answer them. */
  silent?: boolean;
}

export interface RecordedRequest {
  method: string;
  url: string;
  authorization: string | undefined;
}

export interface HostileCalDav {
  /** The collection's URL (ends in "/"). */
  url: string;
  port: number;
  requests: RecordedRequest[];
  /** Bytes of answer bodies the server managed to write. */
  bytesSent(): number;
  close(): Promise<void>;
}

const COLLECTION = "/cal/";

export const oneHourEvent = (index: number) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//hostile//EN",
    "BEGIN:VEVENT",
    `UID:event-${index}@hostile.test`,
    "DTSTAMP:20261101T000000Z",
    `DTSTART:202612${String(1 + (index % 28)).padStart(2, "0")}T${String(index % 24).padStart(2, "0")}0000Z`,
    "DURATION:PT1H",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

/** An object whose one event repeats every minute from long before the window: it expands into as many instances as allowed. */
export const minutelySeries = (index: number) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//hostile//EN",
    "BEGIN:VEVENT",
    `UID:minutely-${index}@hostile.test`,
    "DTSTAMP:20261101T000000Z",
    "DTSTART:20261101T000000Z",
    "DURATION:PT1M",
    "RRULE:FREQ=MINUTELY",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

const escapeXml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

const multistatus = (responses: string[]) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">${responses.join("")}</d:multistatus>`;

const objectResponse = (href: string, etag: string, data?: string) =>
  `<d:response><d:href>${href}</d:href><d:propstat><d:prop><d:getetag>"${etag}"</d:getetag>` +
  (data === undefined ? "" : `<c:calendar-data>${escapeXml(data)}</c:calendar-data>`) +
  `</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`;

const hrefOf = (index: number) => `${COLLECTION}${index}.ics`;

/**
 * Starts the hostile server in a process of its own (an attacker's server is not in the service's
 * process: what it costs to serve hundreds of megabytes must not count against the service).
 */
export async function startHostileCalDav(options: HostileCalDavOptions = {}): Promise<HostileCalDav> {
  const child = fork(fileURLToPath(new URL("./hostile-caldav-main.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, HOSTILE_CALDAV_OPTIONS: JSON.stringify({ ...options, ics: options.ics?.toString() }) },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const requests: RecordedRequest[] = [];
  let sent = 0;
  const port = await new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the hostile CalDAV server exited (${code})`)));
    child.on("message", (message: { listening?: number; request?: RecordedRequest; sent?: number }) => {
      if (message.listening) resolve(message.listening);
      if (message.request) requests.push(message.request);
      if (message.sent !== undefined) sent = message.sent;
    });
  });
  return {
    url: `http://127.0.0.1:${port}${COLLECTION}`,
    port,
    requests,
    bytesSent: () => sent,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** The server itself, in the child process (hostile-caldav-main.ts); `report` tells the parent. */
export async function serveHostileCalDav(
  options: HostileCalDavOptions,
  report: (message: { listening?: number; request?: RecordedRequest; sent?: number }) => void,
): Promise<void> {
  const { objects = 0, ics = oneHourEvent } = options;
  let sent = 0;
  const held = new Set<http.ServerResponse>();
  const count = (bytes: number) => {
    sent += bytes;
    report({ sent });
  };
  const server = http.createServer((req, res) => {
    report({ request: { method: req.method ?? "", url: req.url ?? "", authorization: req.headers.authorization } });
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (options.silent) {
        held.add(res);
        return;
      }
      const body = Buffer.concat(chunks).toString("utf8");
      const send = (status: number, text: string) => {
        count(Buffer.byteLength(text));
        res.writeHead(status, { "content-type": "application/xml; charset=utf-8" }).end(text);
      };
      if (req.method === "PROPFIND")
        return send(
          207,
          multistatus([
            `<d:response><d:href>${COLLECTION}</d:href><d:propstat><d:prop/><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`,
          ]),
        );
      if (req.method === "REPORT" && body.includes("calendar-multiget")) {
        const asked = [...body.matchAll(/<(?:\w+:)?href>([^<]+)<\/(?:\w+:)?href>/g)].map((m) => m[1] ?? "");
        const responses = asked.map((href) => {
          const index = Number(href.slice(href.lastIndexOf("/") + 1).replace(".ics", ""));
          return objectResponse(href, `e${index}`, ics(index));
        });
        if (options.strayObjects) {
          responses.push(...responses);
          for (let stray = 0; stray < 50; stray++)
            responses.push(objectResponse(`${COLLECTION}stray-${stray}.ics`, `s${stray}`, ics(stray)));
        }
        return send(207, multistatus(responses));
      }
      if (req.method === "REPORT" && options.hugeListingBytes) {
        res.writeHead(207, { "content-type": "application/xml; charset=utf-8" });
        const padding = Buffer.alloc(1024 * 1024, "<!-- padding padding padding -->");
        let left = options.hugeListingBytes;
        const pump = () => {
          while (left > 0) {
            left -= padding.length;
            count(padding.length);
            if (!res.write(padding)) return void res.once("drain", pump);
          }
          res.end();
        };
        res.on("close", () => (left = 0));
        return pump();
      }
      if (req.method === "REPORT") {
        return send(207, multistatus(Array.from({ length: objects }, (_, index) => objectResponse(hrefOf(index), `e${index}`))));
      }
      if (req.method === "PUT") return void res.writeHead(201, { etag: '"written"' }).end();
      if (req.method === "DELETE") return void res.writeHead(204).end();
      res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  report({ listening: (server.address() as AddressInfo).port });
}
