// The embedded default: with no DATABASE_URL, one process hosts a PGlite database persisted under
// the data directory and serves it over the PostgreSQL wire protocol on a loopback port
// (pglite-socket's protocol handler with our own queue, embedded-server.ts, which keeps each
// connection's statements and transactions whole among many connections). Every
// process — API, worker, CLI — then uses the ordinary pg driver and the very same code path as
// with a real server. The first process to start hosts it; the others find it through a lock file.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, openSync, closeSync } from "node:fs";
import { createConnection } from "node:net";
import path from "node:path";

export interface EmbeddedDatabase {
  /** A postgres:// URL for the pg driver. */
  url: string;
  /** True when this process hosts the database (and must close it on exit). */
  hosted: boolean;
  close(): Promise<void>;
}

interface LockContent {
  pid: number;
  port: number;
}

const LOCK_FILE = "embedded-db.json";

/** Servers this process hosts, by lock path, so a second open in the same process reuses it. */
const hostedHere = new Map<string, string>();

/** The workspace root (where pnpm-workspace.yaml is), else the current directory. */
export function findWorkspaceRoot(from = process.cwd()): string {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, "pnpm-workspace.yaml"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from);
    dir = parent;
  }
}

/** Where the embedded database lives when DATA_DIR (read by each process's configuration) is not set. */
export function defaultDataDir(): string {
  return path.join(findWorkspaceRoot(), ".data");
}

function urlFor(port: number): string {
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function readLock(lockPath: string): LockContent | null {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, "utf8")) as Partial<LockContent>;
    if (typeof parsed.pid === "number" && typeof parsed.port === "number") return parsed as LockContent;
  } catch {
    // Missing, or being written by the process that holds it.
  }
  return null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Connects to the embedded database under `dataDir`, hosting it in this process when no other
 * live process does.
 */
export async function openEmbeddedDatabase(
  dataDir: string = defaultDataDir(),
  log: (message: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const deadline = Date.now() + 30_000;

  while (Date.now() < deadline) {
    let fd: number | undefined;
    try {
      fd = openSync(lockPath, "wx");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (fd !== undefined) {
      closeSync(fd);
      return host(dataDir, lockPath, log);
    }
    const lock = readLock(lockPath);
    const ownHost = hostedHere.get(lockPath);
    if (lock && lock.pid === process.pid && ownHost) {
      // This process already hosts it: share that server rather than opening the files twice.
      return { url: ownHost, hosted: false, close: async () => {} };
    }
    if (lock && processAlive(lock.pid) && lock.pid !== process.pid) {
      if (await portOpen(lock.port)) {
        return { url: urlFor(lock.port), hosted: false, close: async () => {} };
      }
    } else if (lock) {
      // Left by a process that died: take it over.
      log(`removing stale embedded database lock of process ${lock.pid}`);
      rmSync(lockPath, { force: true });
      continue;
    }
    await sleep(100);
  }
  throw new Error(`Timed out waiting for the embedded database under ${dataDir}. If no service is running, delete ${lockPath}.`);
}

async function host(dataDir: string, lockPath: string, log: (message: string) => void): Promise<EmbeddedDatabase> {
  try {
    // Loaded lazily: processes with DATABASE_URL never pay for the WebAssembly build.
    const [{ PGlite }, { btree_gist }, { pg_trgm }, { serveEmbedded }] = await Promise.all([
      import("@electric-sql/pglite"),
      import("@electric-sql/pglite/contrib/btree_gist"),
      import("@electric-sql/pglite/contrib/pg_trgm"),
      import("./embedded-server"),
    ]);
    const pgdata = path.join(dataDir, "pgdata");
    log(`starting embedded PostgreSQL (PGlite) in ${pgdata}`);
    const pglite = await PGlite.create(pgdata, { extensions: { btree_gist, pg_trgm } });
    const server = await serveEmbedded(pglite);
    const port = server.port;
    writeFileSync(lockPath, JSON.stringify({ pid: process.pid, port } satisfies LockContent));
    hostedHere.set(lockPath, urlFor(port));
    let closing: Promise<void> | undefined;
    return {
      url: urlFor(port),
      hosted: true,
      close: () =>
        (closing ??= (async () => {
          hostedHere.delete(lockPath);
          await server.stop();
          await pglite.close();
          if (readLock(lockPath)?.pid === process.pid) rmSync(lockPath, { force: true });
        })()),
    };
  } catch (error) {
    rmSync(lockPath, { force: true });
    throw error;
  }
}
