// The conformance corpus (./corpus): calendar objects as CalDAV servers hold them, each with the
// busy time it must give. Each case is `NN-name.ics` with `NN-name.json`:
// { "description", "window": { "from", "to" }, "floatingZone", "ignoreUids"?: [],
//   "busy": [{ "start", "end" }] (ISO UTC) and "skippedEvents"?: n, or "error": "part of the message" }.
// The unit test runs them all; an end-to-end test can push the same objects to real CalDAV servers.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BusyRange } from "./busy-time";

export interface CorpusCase {
  /** The files' common name, e.g. "01-utc-single". */
  name: string;
  description: string;
  ics: string;
  window: { from: Date; to: Date };
  floatingZone: string;
  ignoreUids: string[];
  /** The busy ranges and how many events are reported as skipped, or a part of the error's message. */
  expected: { busy: BusyRange[]; skippedEvents: number } | { error: string };
}

const CORPUS_DIR = fileURLToPath(new URL("./corpus/", import.meta.url));

function fail(name: string, what: string): never {
  throw new Error(`Corpus case ${name}: ${what}`);
}

function dateOf(name: string, value: unknown): Date {
  const date = typeof value === "string" ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) fail(name, `${JSON.stringify(value)} is not an ISO date`);
  return date;
}

function record(name: string, value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(name, `${what} must be an object`);
  return value as Record<string, unknown>;
}

function caseOf(name: string, ics: string, json: unknown): CorpusCase {
  const data = record(name, json, "the JSON");
  const window = record(name, data.window, "window");
  const list = (value: unknown, what: string): unknown[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value)) fail(name, `${what} must be a list`);
    return value as unknown[];
  };
  const text = (value: unknown, what: string): string => {
    if (typeof value !== "string") fail(name, `${what} must be a string`);
    return value;
  };
  const busy = list(data.busy, "busy").map((range) => {
    const fields = record(name, range, "a busy range");
    return { start: dateOf(name, fields.start), end: dateOf(name, fields.end) };
  });
  const skipped = data.skippedEvents ?? 0;
  if (typeof skipped !== "number") fail(name, "skippedEvents must be a number");
  return {
    name,
    description: text(data.description, "description"),
    ics,
    window: { from: dateOf(name, window.from), to: dateOf(name, window.to) },
    floatingZone: text(data.floatingZone, "floatingZone"),
    ignoreUids: list(data.ignoreUids, "ignoreUids").map((uid) => text(uid, "an ignored UID")),
    expected: data.error === undefined ? { busy, skippedEvents: skipped } : { error: text(data.error, "error") },
  };
}

/** Every case of the corpus, by name. */
export function loadCorpus(): CorpusCase[] {
  const files = readdirSync(CORPUS_DIR);
  const names = files.filter((file) => file.endsWith(".ics")).map((file) => file.slice(0, -".ics".length));
  for (const file of files) {
    if (file.endsWith(".json") && !names.includes(file.slice(0, -".json".length))) fail(file, "has no .ics file");
  }
  return names.sort().map((name) => {
    if (!files.includes(`${name}.json`)) fail(name, "has no .json file");
    const ics = readFileSync(join(CORPUS_DIR, `${name}.ics`), "utf8");
    return caseOf(name, ics, JSON.parse(readFileSync(join(CORPUS_DIR, `${name}.json`), "utf8")));
  });
}
