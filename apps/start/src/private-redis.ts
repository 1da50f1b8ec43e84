// The quick start's own Redis: without REDIS_URL, `pnpm start` runs a private redis-server (when
// one is on PATH) for its API and worker, as it hosts the embedded database, so webhooks,
// reminders, emails and rate limits work on a fresh machine. It listens on a free loopback port,
// keeps nothing on disk (the queues' work is rebuilt from the database's outbox), and is stopped
// after the API and the worker have finished.
import { spawn, type ChildProcess } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { connect, createServer } from "node:net";
import path from "node:path";

/** The one line printed when there is neither REDIS_URL nor a redis-server to start. */
export const NO_REDIS_LINE =
  "No REDIS_URL and no redis-server on PATH: webhooks, reminders, emails and SMS wait (and rate limits count per process) " +
  "until a Redis answers at redis://127.0.0.1:6379. Install one (apt-get install redis-server, or brew install redis) or set REDIS_URL.";

/** The executable `name` in the directories of `pathList` (PATH), or null. */
export function findOnPath(name: string, pathList: string | undefined): string | null {
  for (const dir of (pathList ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** A port free on the loopback address just now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether a Redis answers PING on the port. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => done(data.toString().startsWith("+PONG")));
  });
}

/**
 * Runs "$0" "$@" (the server) and stops it (SIGTERM) once its stdin reaches its end, then ends
 * with the server's status; ends too when the server ends on its own.
 */
const WATCHED = [
  "exec 3<&0",
  '"$0" "$@" </dev/null & server=$!',
  "(read -r _ <&3; kill $server 2>/dev/null) & watcher=$!",
  "wait $server; status=$?",
  "kill $watcher 2>/dev/null",
  "exit $status",
].join("\n");

export interface PrivateRedis {
  url: string;
  /** Ends when the server ends (by stop or on its own); the exit code or signal. */
  exited: Promise<string>;
  /** Stops it and waits for it to end. */
  stop(): Promise<void>;
}

/** Starts `binary` on a free loopback port and waits until it answers; throws when it does not within 10 s. */
export async function startPrivateRedis(binary: string, dataDir: string): Promise<PrivateRedis> {
  let lastProblem = "";
  // A port found free can be taken before the server binds it: a few tries.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const args = [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--dir",
      dataDir,
      "--loglevel",
      "warning",
    ];
    // Through a small shell that stops the server when this process's end of its stdin closes: at
    // stop(), and also when this process dies without stopping it (no server is left behind). Its
    // own process group, so a Ctrl+C in the terminal reaches the API and the worker, which finish
    // their work with Redis still there, and not the server.
    const child: ChildProcess = spawn("/bin/sh", ["-c", WATCHED, binary, ...args], { stdio: ["pipe", "ignore", "pipe"], detached: true });
    let output = "";
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<string>((resolve) => {
      child.once("exit", (code, signal) => resolve(String(signal ?? code)));
      child.once("error", (error) => resolve(error.message));
    });
    const server = { ended: false };
    void exited.then(() => (server.ended = true));
    const deadline = Date.now() + 10_000;
    while (!server.ended && Date.now() < deadline) {
      if (await answersPing(port)) {
        return {
          url: `redis://127.0.0.1:${port}`,
          exited,
          stop: async () => {
            child.stdin?.end();
            await exited;
          },
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.stdin?.end();
    lastProblem = `${await exited}: ${output.trim().split("\n").pop() ?? ""}`;
  }
  throw new Error(`redis-server did not start (${lastProblem})`);
}
