// The operations files the ops tests check — the Prometheus alert rules, their promtool unit
// tests, the Grafana dashboard, the runbook — and what their PromQL asks for.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { parse } from "yaml";
import { WORKSPACE_ROOT } from "@booking/testing";

export const ALERT_RULES = path.join(WORKSPACE_ROOT, "ops/prometheus/alerts.yml");
export const ALERT_TESTS = path.join(WORKSPACE_ROOT, "ops/prometheus/alerts.test.yml");
export const DASHBOARD = path.join(WORKSPACE_ROOT, "ops/grafana/booking-service.json");
export const OPERATIONS_DOC = path.join(WORKSPACE_ROOT, "docs/operations.md");

export interface AlertRule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

export function alertRules(): AlertRule[] {
  const file = parse(readFileSync(ALERT_RULES, "utf8")) as { groups: { rules: AlertRule[] }[] };
  return file.groups.flatMap((group) => group.rules);
}

export interface Panel {
  id: number;
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  targets?: { refId: string; expr: string }[];
  panels?: Panel[];
}

export interface Dashboard {
  uid: string;
  title: string;
  panels: Panel[];
  templating: { list: { name: string; type: string }[] };
}

export function dashboard(): Dashboard {
  return JSON.parse(readFileSync(DASHBOARD, "utf8")) as Dashboard;
}

/** Every panel, those inside collapsed rows included. */
export function panelsOf(board: Dashboard): Panel[] {
  return board.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
}

/** Every query of the dashboard with its panel's title. */
export function dashboardQueries(board: Dashboard = dashboard()): { panel: string; expr: string }[] {
  return panelsOf(board).flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })));
}

/** A dashboard query as plain PromQL: Grafana's variables replaced by what they stand for. */
export function asPromql(expr: string): string {
  return expr.replaceAll("$__rate_interval", "5m").replaceAll("$job", "booking-.*");
}

const NOT_METRICS = new Set(["and", "or", "unless", "bool", "inf", "nan"]);

/**
 * The series names a PromQL expression selects (as written: `x_bucket`, not its histogram's
 * name). Strings, label matchers, ranges, grouping clauses and offsets are dropped first; what is
 * left are function and aggregation names (followed by a parenthesis), keywords and metric names.
 */
export function metricNamesIn(expr: string): Set<string> {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, " ")
    .replace(/\{[^{}]*\}/g, " ")
    .replace(/\[[^[\]]*\]/g, " ")
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ")
    .replace(/\boffset\s+-?\w+/g, " ");
  const names = new Set<string>();
  for (const [, name, call] of bare.matchAll(/(?<![\w.])([a-z_:][\w:]*)(\s*\()?/gi)) {
    if (!call && !NOT_METRICS.has(name!.toLowerCase())) names.add(name!);
  }
  return names;
}

/**
 * The metrics only an API process with read replicas (DATABASE_READ_URLS) exports: their export is
 * checked against a real standby (test/faults/replica-reads.test.ts), not by metrics-exported.
 */
export const exportedWithReplicasOnly = (name: string): boolean => /^database_(?:replica_|primary_lag_tolerant_)/.test(name);

/** Every metric name the alert rules and the dashboard's queries use, with who uses it. */
export function metricsUsed(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const use = (name: string, by: string) => used.set(name, [...(used.get(name) ?? []), by]);
  for (const rule of alertRules()) for (const name of metricNamesIn(rule.expr)) use(name, `alert ${rule.alert}`);
  for (const query of dashboardQueries()) for (const name of metricNamesIn(query.expr)) use(name, `panel "${query.panel}"`);
  return used;
}

/** The names of the series a /metrics answer carries (each with at least one sample). */
export function seriesNamesIn(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const line of exposition.split("\n")) {
    const name = /^([a-z_:][\w:]*)[{ ]/i.exec(line)?.[1];
    if (name) names.add(name);
  }
  return names;
}

/** GitHub's anchors of a Markdown file's headings (lower case, punctuation dropped, spaces to hyphens). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line)?.[1]?.trim();
    if (!heading) continue;
    anchors.add(
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, "")
        .replace(/\s/g, "-"),
    );
  }
  return anchors;
}

const run = promisify(execFile);

/** `promtool <args>` from the workspace root; resolves with its exit code and output, never throws for a non-zero exit. */
export async function promtool(args: string[], cwd = WORKSPACE_ROOT): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run("promtool", args, { cwd, timeout: 60_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number | string; stdout?: string; stderr?: string };
    if (failed.code === "ENOENT") throw new Error("promtool is not installed (Debian: apt-get install prometheus)");
    return { code: typeof failed.code === "number" ? failed.code : -1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}
