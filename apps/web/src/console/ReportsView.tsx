// The owner's figures over a range of dates (admins and managers): bookings by status, revenue,
// utilisation of the members' working time, new and returning customers, by day, week or month in
// the salon's zone, for every member or one. Each report is drawn as a chart (Chart.js, loaded with
// this view only), said in words beside it (the totals) and given as tables, and can be downloaded
// as a CSV file made here from the same answer.
import { useEffect, useId, useRef, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTRPC } from "@booking/client/react";
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from "chart.js";
import { addDays, monthTitle, shortDate, todayIn } from "../common/dates";
import { useI18n } from "../i18n/I18n";
import type { MessageKey } from "../i18n/translate";
import { MoreOf } from "../common/PagedList";
import { useStaffPages } from "../common/salon-lists";
import type { ConsoleMe } from "./Console";
import { QueryProblem, RowButton } from "./ui";
import {
  COLUMNS,
  REPORTS,
  csvFileName,
  figure,
  formatFigure,
  reportCsv,
  UTILISATION,
  type Column,
  type Grouping,
  type Kind,
  type ReportAnswer,
  type ReportName,
} from "./reports";
import "./reports.css";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const MAX_DAYS = 366;
const GROUPINGS: { id: Grouping; label: MessageKey }[] = [
  { id: "day", label: "console.reports.group.day" },
  { id: "week", label: "console.reports.group.week" },
  { id: "month", label: "console.reports.group.month" },
];
const TITLES: Record<ReportName, MessageKey> = {
  bookings: "console.reports.bookings",
  revenue: "console.reports.revenue",
  utilisation: "console.reports.utilisation",
  customers: "console.reports.customers",
};
const ABOUT: Record<ReportName, MessageKey> = {
  bookings: "console.reports.bookings.about",
  revenue: "console.reports.revenue.about",
  utilisation: "console.reports.utilisation.about",
  customers: "console.reports.customers.about",
};

/** What each chart draws: the figures as bars (stacked where they add up to a whole), in colours told apart without their hue alone (the legend and tables say the same). */
const CHARTS: Record<ReportName, { keys: string[]; stacked: boolean; colours: string[]; kind: Kind }> = {
  bookings: {
    keys: ["completed", "confirmed", "pending", "cancelled", "noShow"],
    stacked: true,
    colours: ["#1f7a4d", "#2f5bd3", "#b7791f", "#596275", "#c2372e"],
    kind: "count",
  },
  revenue: { keys: ["paid", "refunded"], stacked: false, colours: ["#1f7a4d", "#c2372e"], kind: "money" },
  utilisation: { keys: ["utilisation"], stacked: false, colours: ["#2f5bd3"], kind: "share" },
  customers: { keys: ["new", "returning"], stacked: true, colours: ["#6b3fa0", "#1f7a8c"], kind: "count" },
};
const BAR_COLOUR = "#2f5bd3";

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export default function ReportsView({ me }: { me: ConsoleMe }) {
  const { t } = useI18n();
  const zone = me.provider.timezone;
  const [to, setTo] = useState(() => todayIn(zone));
  const [from, setFrom] = useState(() => addDays(todayIn(zone), -29));
  const [groupBy, setGroupBy] = useState<Grouping>("day");
  const [staffId, setStaffId] = useState("");
  const staff = useStaffPages();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to && daysBetween(from, to) < MAX_DAYS;
  const input = { from, to, groupBy, ...(staffId ? { staffId } : {}) };
  // Each report's last answer stays on screen while the next range's is read.
  const options = { enabled: valid, placeholderData: keepPreviousData };
  const trpc = useTRPC();
  const queries: Record<ReportName, { data?: { data: ReportAnswer }; error: unknown }> = {
    bookings: useQuery(trpc.reports.bookings.queryOptions(input, options)),
    revenue: useQuery(trpc.reports.revenue.queryOptions(input, options)),
    utilisation: useQuery(trpc.reports.utilisation.queryOptions(input, options)),
    customers: useQuery(trpc.reports.customers.queryOptions(input, options)),
  };
  return (
    <section className="card" aria-labelledby="reports-heading">
      <h2 id="reports-heading">{t("console.reports.heading")}</h2>
      <div className="row report-controls">
        <label>
          {t("console.field.from")}
          <input type="date" required value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          {t("console.field.to")}
          <input type="date" required value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        </label>
        <label>
          {t("console.reports.groupBy")}
          <select value={groupBy} onChange={(e) => setGroupBy(e.target.value as Grouping)}>
            {GROUPINGS.map((g) => (
              <option key={g.id} value={g.id}>
                {t(g.label)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("console.field.member")}
          <select value={staffId} onChange={(e) => setStaffId(e.target.value)}>
            <option value="">{t("console.reports.allMembers")}</option>
            {staff.items?.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <MoreOf list={staff} testId="more-report-members" />
      {!valid && (
        <p role="alert" className="error">
          {t("console.reports.badRange")}
        </p>
      )}
      {REPORTS.map((name) => (
        <Report key={name} name={name} query={queries[name]} currency={me.provider.currency} />
      ))}
    </section>
  );
}

function Report(props: { name: ReportName; query: { data?: { data: ReportAnswer }; error: unknown }; currency: string }) {
  const { name, currency } = props;
  const { t, lang, locale } = useI18n();
  const answer = props.query.data?.data;
  const error = props.query.error;
  const headingId = useId();
  const title = t(TITLES[name]);
  const columns = COLUMNS[name];
  const format = (value: number | null, column: Column) => formatFigure(value, column.kind, locale, currency);
  const periodName = (p: { period: string; from: string; to: string }, grouping: string) =>
    grouping === "day"
      ? shortDate(p.period, lang)
      : grouping === "month"
        ? monthTitle(p.period.slice(0, 7), lang)
        : `${shortDate(p.from, lang)} – ${shortDate(p.to, lang)}`;
  const totalsInWords = answer ? columns.map((c) => `${t(c.label)}: ${format(figure(answer.totals, c), c)}`).join("; ") : "";
  const download = () => {
    if (!answer) return;
    const csv = reportCsv(
      name,
      answer,
      {
        period: t("console.reports.col.period"),
        from: t("console.field.from"),
        to: t("console.field.to"),
        member: t("console.field.member"),
        allMembers: t("console.reports.allMembers"),
        total: t("console.reports.total"),
      },
      t,
    );
    // A byte order mark, so that spreadsheets read the file as UTF-8 (names with accents).
    const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: "text/csv;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = csvFileName(name, answer);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  };
  const chart = CHARTS[name];
  const charted = columns.filter((c) => chart.keys.includes(c.key));
  return (
    <section className="report" aria-labelledby={headingId} data-testid={`report-${name}`}>
      <div className="report-head">
        <h3 id={headingId}>{title}</h3>
        <RowButton text={t("console.reports.csv")} row={title} kind="secondary" busy={!answer} onClick={download} />
      </div>
      <p className="muted">{t(ABOUT[name])}</p>
      <QueryProblem error={error} />
      {answer && (
        <>
          <dl className="report-totals" data-testid={`totals-${name}`}>
            {columns.map((c) => (
              <div key={c.key}>
                <dt>{t(c.label)}</dt>
                <dd>{format(figure(answer.totals, c), c)}</dd>
              </div>
            ))}
          </dl>
          <BarChart
            label={t("console.reports.chart", { report: title, totals: totalsInWords })}
            labels={answer.periods.map((p) => periodName(p, answer.groupBy))}
            series={charted.map((c) => ({
              name: t(c.label),
              values: answer.periods.map((p) => figure(p, c) ?? 0),
              colour: chart.colours[chart.keys.indexOf(c.key)] ?? BAR_COLOUR,
            }))}
            stacked={chart.stacked}
            format={(value) => formatFigure(value, chart.kind, locale, currency)}
            locale={locale}
          />
          {name === "utilisation" && answer.members.length > 0 && (
            <BarChart
              label={t("console.reports.memberChart", {
                report: title,
                figures: answer.members.map((m) => `${m.name}: ${format(figure(m, UTILISATION), UTILISATION)}`).join("; "),
              })}
              labels={answer.members.map((m) => m.name)}
              series={[{ name: t(UTILISATION.label), values: answer.members.map((m) => figure(m, UTILISATION) ?? 0), colour: BAR_COLOUR }]}
              stacked={false}
              format={(value) => formatFigure(value, "share", locale, currency)}
              locale={locale}
            />
          )}
          <details>
            <summary>{t("console.reports.table")}</summary>
            <FigureTable
              caption={t("console.reports.byPeriod", { report: title })}
              first={t("console.reports.col.period")}
              rows={answer.periods.map((p) => ({ key: p.period, name: periodName(p, answer.groupBy), row: p }))}
              total={answer.totals}
              columns={columns}
              format={format}
            />
          </details>
          {answer.members.length > 0 ? (
            <FigureTable
              caption={t("console.reports.byMember", { report: title })}
              first={t("console.field.member")}
              rows={answer.members.map((m) => ({ key: m.staffId, name: m.name, row: m }))}
              columns={columns}
              format={format}
            />
          ) : (
            <p className="muted">{t("console.reports.noMembers")}</p>
          )}
        </>
      )}
    </section>
  );
}

/** A table of figures, scrolled sideways within itself on a narrow screen (and reachable by keyboard to do so). */
function FigureTable(props: {
  caption: string;
  first: string;
  rows: { key: string; name: string; row: object }[];
  total?: object;
  columns: readonly Column[];
  format: (value: number | null, column: Column) => string;
}) {
  const { t } = useI18n();
  return (
    <div className="report-table" role="region" aria-label={props.caption} tabIndex={0}>
      <table>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{props.first}</th>
            {props.columns.map((c) => (
              <th key={c.key} scope="col">
                {t(c.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.name}</th>
              {props.columns.map((c) => (
                <td key={c.key}>{props.format(figure(r.row, c), c)}</td>
              ))}
            </tr>
          ))}
        </tbody>
        {props.total && (
          <tfoot>
            <tr>
              <th scope="row">{t("console.reports.total")}</th>
              {props.columns.map((c) => (
                <td key={c.key}>{props.format(figure(props.total as object, c), c)}</td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/**
 * Bars drawn by Chart.js on a canvas, named for assistive technology by `label` (which says the
 * figures in words); the tables beside it hold every figure. Drawn again when its data change.
 */
function BarChart(props: {
  label: string;
  labels: string[];
  series: { name: string; values: number[]; colour: string }[];
  stacked: boolean;
  format: (value: number) => string;
  locale: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { labels, series, stacked, format, locale } = props;
  const data = JSON.stringify({ labels, series, stacked, locale });
  const formatRef = useRef(format);
  formatRef.current = format;
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const chart = new Chart(element, {
      type: "bar",
      data: {
        labels,
        datasets: series.map((s) => ({ label: s.name, data: s.values, backgroundColor: s.colour, borderColor: s.colour })),
      },
      options: {
        locale,
        animation: still ? false : { duration: 300 },
        responsive: true,
        maintainAspectRatio: false,
        scales: {
          x: { stacked },
          y: { stacked, beginAtZero: true, ticks: { callback: (value) => formatRef.current(Number(value)) } },
        },
        plugins: {
          legend: { position: "bottom", display: series.length > 1 },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ""}: ${formatRef.current(item.parsed.y ?? 0)}` } },
        },
      },
    });
    return () => chart.destroy();
    // `data` stands for labels, series, stacked and locale (arrays made anew at each render).
  }, [data]);
  return (
    <div className="report-chart">
      <canvas ref={canvas} role="img" aria-label={props.label} />
    </div>
  );
}
