// A throwaway PostgreSQL server for tests that stop, restart or kill the database — never the
// shared server other test files use. `initdb` into a temporary directory, then `postgres` as a
// child process on an ephemeral port of 127.0.0.1 (and a Unix socket inside the same directory),
// trust authentication, superuser `postgres`. fsync is off for speed: a commit is still written to
// the OS before it is acknowledged, so neither a fast shutdown nor a crash of the server (an
// immediate shutdown) loses an acknowledged commit; only a crash of the machine could.
// (synchronous_commit stays on: with it off a server crash loses the last acknowledged commits,
// which the fault tests would rightly report.)
//
// A streaming replica of such a server (`startThrowawayStandby`): `pg_basebackup -R` of the
// primary into a directory of its own, started on another ephemeral port as a hot standby that
// follows the primary over a replication connection (wal_level=replica; the trust lines initdb
// writes into pg_hba.conf let the loopback replication connection in).
//
// The binaries come from the Debian packages (`/usr/lib/postgresql/<version>/bin`, the highest
// version found; `PG_BIN_DIR` overrides, else `pg_config --bindir`). btree_gist and pg_trgm ship
// with them.
//
// PostgreSQL refuses to run as root. When the tests run as root (CI containers), initdb and the
// server run as the `postgres` OS user the Debian package creates (`PG_OS_USER` overrides): the
// child processes get its uid and gid directly (Node's spawn options, what `runuser -u postgres`
// would do, but with the server as our own child so we can signal it by pid), and the temporary
// directory is chowned to it. Its parent (the OS temp dir, normally /tmp) must be traversable
// by that user; set `PG_TMPDIR` to another directory if it is not.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./redis";

export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  /** The temporary directory holding the data directory and the Unix socket. */
  dir: string;
  /** A URL of another database on this server. */
  urlFor(database: string): string;
  /** Creates a database (with the extensions the migrations need available) and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Starts the server again on the same data directory and port (no-op when running). */
  start(): Promise<void>;
  /**
   * SIGKILL to the postmaster and every backend at once, as when a host dies or the OOM killer
   * strikes: open connections are reset, new ones refused. `start` brings it back (crash recovery).
   */
  kill(): Promise<void>;
  /**
   * Stops the server: `fast` (default) disconnects clients, aborts their transactions and
   * checkpoints; `immediate` is a crash (recovery at the next start).
   */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  restart(): Promise<void>;
  /**
   * Freezes the whole server (SIGSTOP to the postmaster and every backend): connections stay
   * open and nothing answers, as on a stalled host. `thaw` resumes it.
   */
  freeze(): void;
  thaw(): void;
  running(): boolean;
  /** The last lines the server logged (for failure messages). */
  log(): string;
  /** Stops the server and removes the directory. Safe to call twice. */
  destroy(): Promise<void>;
}

/** The directory of initdb and postgres. */
export function postgresBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, "bin", "postgres")))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
    if (versions[0]) return path.join(root, versions[0], "bin");
  }
  try {
    return execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error("PostgreSQL server binaries not found: install the postgresql package or set PG_BIN_DIR");
  }
}

function osUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined; // not root: run as ourselves
  const name = process.env.PG_OS_USER ?? "postgres";
  try {
    const uid = Number(execFileSync("id", ["-u", name], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", name], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    throw new Error(`running as root, PostgreSQL needs an unprivileged OS user "${name}" (set PG_OS_USER)`);
  }
}

/** Lines kept from the server's output. */
const LOG_LINES = 200;

async function waitForServer(url: string, child: () => ChildProcess | undefined, log: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!child()) throw new Error(`PostgreSQL exited while starting:\n${log()}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.query("SELECT 1");
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`PostgreSQL at ${url} did not accept connections within ${timeoutMs} ms:\n${log()}`);
    } finally {
      await client.end().catch(() => {});
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Live servers of this process, stopped by an exit hook should a test runner die before cleanup. */
const live = new Set<{ child?: ChildProcess; dir: string }>();
let exitHook = false;
function registerExitHook() {
  if (exitHook) return;
  exitHook = true;
  process.once("exit", () => {
    for (const server of live) {
      // Immediate shutdown: the postmaster takes its backends with it.
      server.child?.kill("SIGQUIT");
      rmSync(server.dir, { recursive: true, force: true });
    }
  });
}

export interface ThrowawayPostgresOptions {
  startTimeoutMs?: number;
  /** More server settings (`-c name=value`), e.g. `{ shared_preload_libraries: "pg_stat_statements" }`. */
  settings?: Record<string, string>;
}

export async function startThrowawayPostgres(options: ThrowawayPostgresOptions = {}): Promise<ThrowawayPostgres> {
  return launch(options, (bin, dataDir, run) =>
    run(path.join(bin, "initdb"), [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "-A",
      "trust",
      "--no-locale",
      "-E",
      "UTF8",
      "--no-sync",
      "--no-instructions",
    ]),
  );
}

/**
 * A hot standby streaming from `primary` (which must be running): its base backup is taken now,
 * and it replays whatever the primary writes from then on. Pause and resume its replay with
 * `SELECT pg_wal_replay_pause()` / `pg_wal_replay_resume()`.
 */
export async function startThrowawayStandby(
  primary: ThrowawayPostgres,
  options: ThrowawayPostgresOptions = {},
): Promise<ThrowawayPostgres> {
  return launch(options, (bin, dataDir, run) =>
    run(path.join(bin, "pg_basebackup"), [
      "-h",
      "127.0.0.1",
      "-p",
      String(primary.port),
      "-U",
      "postgres",
      "-D",
      dataDir,
      // standby.signal and primary_conninfo: start as a standby of the primary.
      "-R",
      "-X",
      "stream",
      "-c",
      "fast",
      "--no-sync",
    ]),
  );
}

type RunTool = (command: string, args: string[]) => Promise<void>;

async function launch(
  options: ThrowawayPostgresOptions,
  createDataDir: (bin: string, dataDir: string, run: RunTool) => Promise<void>,
): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  const owner = osUser();
  const dir = mkdtempSync(path.join(process.env.PG_TMPDIR ?? tmpdir(), "booking-pg-"));
  const dataDir = path.join(dir, "data");
  const state: { child?: ChildProcess; dir: string } = { dir };
  live.add(state);
  registerExitHook();
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) if (line) lines.push(line);
    if (lines.length > LOG_LINES) lines.splice(0, lines.length - LOG_LINES);
  };
  const log = () => lines.join("\n");
  const spawnOptions = { ...(owner ?? {}), cwd: dir, env: { ...process.env, LC_ALL: "C", LANG: "C" } };

  let port = 0;
  const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const timeoutMs = options.startTimeoutMs ?? 30_000;

  const start = async () => {
    if (state.child) return;
    const child = spawn(
      path.join(bin, "postgres"),
      [
        "-D",
        dataDir,
        "-p",
        String(port),
        "-k",
        dir,
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        "fsync=off",
        "-c",
        "full_page_writes=off",
        "-c",
        "max_connections=100",
        "-c",
        "shared_buffers=16MB",
        "-c",
        "log_min_messages=warning",
        "-c",
        "log_min_error_statement=panic",
        // Replication (the defaults, said out loud): standbys stream from any of these servers.
        "-c",
        "wal_level=replica",
        "-c",
        "max_wal_senders=4",
        ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
      ],
      { ...spawnOptions, stdio: ["ignore", "pipe", "pipe"] },
    );
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    state.child = child;
    child.once("exit", () => {
      if (state.child === child) state.child = undefined;
    });
    await waitForServer(urlFor("postgres"), () => state.child, log, timeoutMs);
  };

  const stop = async (mode: "fast" | "immediate" = "fast") => {
    const child = state.child;
    if (!child) return;
    signalServer("SIGCONT"); // a frozen server would not shut down
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      // SIGINT: fast shutdown; SIGQUIT: immediate shutdown.
      child.kill(mode === "fast" ? "SIGINT" : "SIGQUIT");
    });
    state.child = undefined;
  };

  let destroyed: Promise<void> | undefined;
  const destroy = () =>
    (destroyed ??= (async () => {
      await stop("immediate").catch(() => {});
      live.delete(state);
      rmSync(dir, { recursive: true, force: true });
    })());

  const kill = async () => {
    const child = state.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    signalServer("SIGKILL");
    await exited;
    state.child = undefined;
  };

  const run: RunTool = (command, args) =>
    new Promise<void>((resolve, reject) => {
      const tool = spawn(command, args, { ...spawnOptions, stdio: ["ignore", "pipe", "pipe"] });
      tool.stdout.on("data", keep);
      tool.stderr.on("data", keep);
      tool.once("error", reject);
      tool.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}):\n${log()}`))));
    });

  try {
    if (owner) chownSync(dir, owner.uid, owner.gid);
    await createDataDir(bin, dataDir, run);
    port = await freePort();
    await start();
  } catch (error) {
    await destroy();
    throw error;
  }

  return {
    get url() {
      return urlFor("postgres");
    },
    port,
    dir,
    urlFor,
    async createDatabase(name: string) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      const client = new pg.Client({ connectionString: urlFor("postgres") });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return urlFor(name);
    },
    start,
    stop,
    kill,
    async restart() {
      await stop("fast");
      await start();
    },
    freeze: () => signalServer("SIGSTOP"),
    thaw: () => signalServer("SIGCONT"),
    running: () => state.child !== undefined,
    log,
    destroy,
  };

  function signalServer(signal: "SIGSTOP" | "SIGCONT" | "SIGKILL") {
    const postmaster = state.child?.pid;
    if (postmaster === undefined) throw new Error("PostgreSQL is not running");
    // The postmaster first when stopping or killing (it forks no new backend meanwhile), last when resuming.
    const backends = execFileSync("ps", ["-o", "pid=", "--ppid", String(postmaster)], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    const order = signal === "SIGCONT" ? [...backends, postmaster] : [postmaster, ...backends];
    for (const pid of order) {
      try {
        process.kill(pid, signal);
      } catch {
        // exited meanwhile
      }
    }
  }
}

/** Who owns the server processes, for messages: the current user or the postgres OS user. */
export function postgresOsUser(): string {
  return process.getuid?.() === 0 ? (process.env.PG_OS_USER ?? "postgres") : userInfo().username;
}
