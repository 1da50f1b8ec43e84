// The Prometheus alert rules and the Grafana dashboard as files: promtool accepts the rules and
// their unit tests pass (each important alert fires when it should and not when it should not),
// every alert says how grave it is, what it means and where its runbook section is (and that
// section exists), and every dashboard query is valid PromQL. That the metrics they name are
// really exported is metrics-exported.test.ts's part.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stringify } from "yaml";
import { describe, expect, it } from "vitest";
import {
  ALERT_RULES,
  ALERT_TESTS,
  alertRules,
  asPromql,
  dashboard,
  dashboardQueries,
  headingAnchors,
  metricNamesIn,
  OPERATIONS_DOC,
  panelsOf,
  promtool,
} from "./ops-files";

describe("the alert rules", () => {
  it("pass promtool check rules", async () => {
    const checked = await promtool(["check", "rules", ALERT_RULES]);
    expect(checked.code, checked.output).toBe(0);
    expect(checked.output).toMatch(new RegExp(`SUCCESS: ${alertRules().length} rules found`));
  });

  it("pass their promtool unit tests", async () => {
    const tested = await promtool(["test", "rules", ALERT_TESTS]);
    expect(tested.code, tested.output).toBe(0);
    expect(tested.output).toMatch(/SUCCESS/);
  });

  it("have unit tests for every alert", () => {
    const tests = readFileSync(ALERT_TESTS, "utf8");
    const untested = [...new Set(alertRules().map((rule) => rule.alert))].filter((name) => !tests.includes(`alertname: ${name}\n`));
    expect(untested).toEqual([]);
  });

  it("each have a severity, a summary, a description and a runbook section of their name that exists", () => {
    const anchors = headingAnchors(readFileSync(OPERATIONS_DOC, "utf8"));
    const rules = alertRules();
    expect(rules.length).toBeGreaterThanOrEqual(10);
    for (const rule of rules) {
      expect(rule.labels?.severity, rule.alert).toMatch(/^(critical|warning)$/);
      expect(rule.annotations?.summary?.length, rule.alert).toBeGreaterThan(10);
      expect(rule.annotations?.description?.length, rule.alert).toBeGreaterThan(60);
      expect(rule.annotations?.runbook_url, rule.alert).toBe(`docs/operations.md#${rule.alert.toLowerCase()}`);
      expect(anchors.has(rule.alert.toLowerCase()), `docs/operations.md has no section "${rule.alert}"`).toBe(true);
    }
  });

  it("select the booking service's scrape jobs only", () => {
    for (const rule of alertRules()) {
      for (const name of metricNamesIn(rule.expr)) {
        expect(rule.expr, `${rule.alert}: ${name}`).toMatch(new RegExp(`${name}\\{job=~"booking-\\.\\*"`));
      }
    }
  });
});

describe("the dashboard", () => {
  const board = dashboard();

  it("has unique panel ids, a Prometheus data source variable and queries in every panel but rows", () => {
    const panels = panelsOf(board);
    expect(new Set(panels.map((p) => p.id)).size).toBe(panels.length);
    expect(board.templating.list.find((v) => v.name === "datasource")?.type).toBe("datasource");
    for (const panel of panels.filter((p) => p.type !== "row")) {
      expect(panel.datasource, panel.title).toEqual({ type: "prometheus", uid: "${datasource}" });
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
    }
  });

  it("covers API traffic and latency, queues, webhooks, notifications, the outbox, the database, read replicas and Redis", () => {
    const named = new Set(dashboardQueries(board).flatMap((q) => [...metricNamesIn(q.expr)]));
    for (const name of [
      "http_requests_total",
      "http_request_duration_seconds_bucket",
      "queue_jobs",
      "webhook_deliveries_total",
      "webhook_delivery_overdue_seconds",
      "notification_sends_total",
      "outbox_lag_seconds",
      "database_up",
      "rate_limit_redis_fallback_active",
      "redis_up",
      "database_replica_in_use",
      "database_replica_lag_seconds",
    ]) {
      expect(named, name).toContain(name);
    }
  });

  it("asks only valid PromQL (promtool checks every query as a recording rule)", async () => {
    const queries = dashboardQueries(board);
    const rules = queries.map((q, i) => ({ record: `dashboard:query_${i}`, expr: asPromql(q.expr) }));
    const dir = mkdtempSync(path.join(tmpdir(), "dashboard-queries-"));
    try {
      const file = path.join(dir, "queries.yml");
      writeFileSync(file, stringify({ groups: [{ name: "dashboard", rules }] }));
      const checked = await promtool(["check", "rules", file]);
      expect(checked.code, checked.output).toBe(0);
      expect(checked.output).toMatch(new RegExp(`SUCCESS: ${queries.length} rules found`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
