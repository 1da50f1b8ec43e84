// Real CalDAV servers for tests: Debian's radicale and xandikos, each on a free port with its own
// folder, one calendar collection made ready; stopped (and started again on the same port and
// folder) as a test needs. `.ci/run` installs both.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./redis";

export type CalDavServerKind = "radicale" | "xandikos";

export interface CalDavCalendar {
  /** The calendar collection, ending in "/". */
  url: string;
  /** PUT an event object (its text) at `name` (e.g. "dentist.ics"); answers its ETag, or null when the server refuses the object (4xx). */
  put(name: string, ics: string): Promise<string | null>;
  remove(name: string): Promise<void>;
}

export interface CalDavServer {
  kind: CalDavServerKind;
  username: string;
  password: string;
  /** A new, empty calendar collection (MKCALENDAR). */
  calendar(name: string): Promise<CalDavCalendar>;
  /** Stops the server (the folder stays). */
  stop(): Promise<void>;
  /** Starts it again on the same port and folder. */
  start(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections are accepted and never answered. */
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

const USER = "ann";
const PASSWORD = "s3cret-app-password";

async function waitForPort(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`CalDAV server exited: ${output()}`);
    try {
      await fetch(url, { method: "OPTIONS", signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`CalDAV server did not start: ${output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export async function startCalDavServer(kind: CalDavServerKind): Promise<CalDavServer> {
  const folder = mkdtempSync(path.join(tmpdir(), `${kind}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const auth = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString("base64")}`;
  let child: ChildProcess | undefined;
  let output = "";
  const launch = async () => {
    output = "";
    if (kind === "radicale") {
      writeFileSync(path.join(folder, "users"), `${USER}:${PASSWORD}\n`);
      child = spawn(
        "radicale",
        [
          "--server-hosts",
          `127.0.0.1:${port}`,
          "--storage-filesystem-folder",
          path.join(folder, "collections"),
          "--auth-type",
          "htpasswd",
          "--auth-htpasswd-filename",
          path.join(folder, "users"),
          "--auth-htpasswd-encryption",
          "plain",
          "--rights-type",
          "owner_only",
          "--logging-level",
          "warning",
        ],
        { stdio: ["ignore", "pipe", "pipe"] },
      );
    } else {
      child = spawn("xandikos", ["-d", folder, "-l", "127.0.0.1", "-p", String(port), "--defaults"], { stdio: ["ignore", "pipe", "pipe"] });
    }
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitForPort(base, child, () => output);
  };
  await launch();
  const home = kind === "radicale" ? `${base}/${USER}/` : `${base}/user/calendars/`;
  const calendar = async (name: string): Promise<CalDavCalendar> => {
    const url = `${home}${name}/`;
    // No body: xandikos 0.2 fails on an empty <mkcalendar/> element (a body is optional anyway).
    const made = await fetch(url, { method: "MKCALENDAR", headers: { authorization: auth } });
    if (made.status !== 201) throw new Error(`MKCALENDAR ${url} answered ${made.status}: ${await made.text()}`);
    return {
      url,
      async put(object, ics) {
        const res = await fetch(`${url}${object}`, {
          method: "PUT",
          headers: { authorization: auth, "content-type": "text/calendar; charset=utf-8" },
          body: ics,
        });
        // Servers check what they store: a 4xx is a refusal of this object, anything else a failure.
        if (res.status >= 400 && res.status < 500) return null;
        if (res.status >= 300) throw new Error(`PUT ${object} answered ${res.status}: ${await res.text()}`);
        return res.headers.get("etag") ?? "";
      },
      async remove(object) {
        const res = await fetch(`${url}${object}`, { method: "DELETE", headers: { authorization: auth } });
        if (res.status >= 300 && res.status !== 404) throw new Error(`DELETE ${object} answered ${res.status}`);
      },
    };
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    running.kill("SIGCONT");
    running.kill("SIGTERM");
    await new Promise((resolve) => running.once("exit", resolve));
  };
  return {
    kind,
    username: USER,
    password: PASSWORD,
    calendar,
    stop,
    start: launch,
    freeze: () => child?.kill("SIGSTOP"),
    thaw: () => child?.kill("SIGCONT"),
    async close() {
      await stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
