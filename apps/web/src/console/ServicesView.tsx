// The salon's services: what is offered, for how long and at what price, with the buffers kept
// free around each booking, for a class the seats of a session, and the rooms and equipment each
// booking needs, and its processing time (work and processing segments: the member is free while a
// colour develops). Services are added and changed here; one taken offline stays on its bookings and
// leaves the booking page. Each service's payment policy (a deposit, the full price, or a card kept
// for fees) is set here too; a service that takes a payment while this booking service takes none
// online says that only the salon can book it.
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import "./segments.css";
import { errorInfo, useTRPC, useTRPCClient, type RouterOutputs } from "@booking/client/react";
import { useI18n } from "../i18n/I18n";
import { money } from "../i18n/money";
import type { ConsoleMe } from "./Console";
import {
  MAX_REQUIREMENTS,
  MAX_RESOURCES_PER_REQUIREMENT,
  requirementInWords,
  requirementsInWords,
  unusedResources,
  type Requirement,
} from "./requirements";
import { Submit, useAction } from "./useAction";
import { useResourcePages, useServicePages } from "../common/salon-lists";
import { MoreOf } from "../common/PagedList";
import { AddForm, QueryProblem, RemoveButton, useResourceNames } from "./ui";
import {
  isClass,
  isPlain,
  linesOfSegments,
  MAX_SEGMENTS,
  plainSegments,
  processingMinutes,
  segmentProblemWords,
  segmentsOfLines,
  segmentSum,
  workProcessingWork,
  type SegmentKind,
  type SegmentLine,
} from "./segments";
import type { Translate } from "../common/words";
import {
  bookableOnline,
  NO_PAYMENT,
  PAYMENT_MODES,
  paymentFormOf,
  paymentPolicyOf,
  paymentPolicyWords,
  type PaymentForm,
} from "./payment-policy";

type Service = RouterOutputs["services"]["list"]["data"][number];

/** A service's fields as the form holds them (text, as typed; requirements as the service has them). */
interface ServiceForm {
  name: string;
  /** Shown to customers on the booking page; empty: none. */
  description: string;
  duration: string;
  price: string;
  before: string;
  after: string;
  capacity: string;
  /** Seats one online booking may take (classes). */
  maxSeats: string;
  /** Classes: a booking opens a session at any free time, or joins only sessions published in Resources. */
  sessions: "open" | "published";
  requirements: Requirement[];
  /** Work and processing; one line of work (following the duration) for a service without processing time. */
  segments: SegmentLine[];
  /** Members one booking takes: "2" for a two-person service (classes take 1). */
  staffCount: "1" | "2";
  payment: PaymentForm;
}

const NEW_SERVICE: ServiceForm = {
  name: "",
  description: "",
  duration: "60",
  price: "",
  before: "0",
  after: "0",
  capacity: "1",
  maxSeats: "4",
  sessions: "open",
  requirements: [],
  segments: plainSegments("60"),
  staffCount: "1",
  payment: NO_PAYMENT,
};

const formOf = (s: Service): ServiceForm => ({
  name: s.name,
  description: s.description ?? "",
  duration: String(s.duration),
  price: String(s.price),
  before: String(s.bufferBeforeMinutes),
  after: String(s.bufferAfterMinutes),
  capacity: String(s.capacity),
  maxSeats: String(s.maxSeatsPerBooking),
  sessions: s.sessions,
  requirements: s.requirements,
  segments: linesOfSegments(s.segments),
  staffCount: s.staffCount === 2 ? "2" : "1",
  payment: paymentFormOf(s.payment),
});

const fieldsOf = (form: ServiceForm) => ({
  name: form.name.trim(),
  description: form.description.trim() || null,
  duration: Number(form.duration),
  price: Number(form.price),
  bufferBeforeMinutes: Number(form.before),
  bufferAfterMinutes: Number(form.after),
  capacity: Number(form.capacity),
  maxSeatsPerBooking: Number(form.maxSeats),
  sessions: form.sessions,
  requirements: form.requirements,
  staffCount: isClass(form.capacity, form.sessions) || form.staffCount === "1" ? (1 as const) : (2 as const),
  payment: paymentPolicyOf(form.payment),
  // Classes have no processing time: their segments are left as they are. A plain service sends
  // one line of work of its duration, so a new duration never leaves old segments behind.
  ...(isClass(form.capacity, form.sessions)
    ? {}
    : { segments: segmentsOfLines(isPlain(form.segments) ? plainSegments(form.duration) : form.segments) }),
});

/** A refusal of the segments sent in the form's words (null: it names none). */
const explainSegments = (form: ServiceForm, t: Translate) => (error: unknown) => {
  const fields = fieldsOf(form);
  const words = segmentProblemWords(errorInfo(error), { duration: fields.duration, segments: fields.segments ?? [] }, t);
  return words.length > 0 ? words.join(" ") : null;
};

/**
 * The salon's resources read so far, retired ones too (a requirement may still name one), and the
 * names by id of those the services' requirements name (each looked up when its page is not read).
 */
function useResources(services: readonly Service[] | undefined) {
  const list = useResourcePages(false);
  const all = list.items ?? [];
  const named = (services ?? []).flatMap((s) => s.requirements.flatMap((r) => r.resourceIds));
  return { all, list, names: useResourceNames(named, list.items), error: list.error };
}

export function ServicesView({ me }: { me: ConsoleMe }) {
  const client = useTRPCClient();
  const i18n = useI18n();
  const { t, locale } = i18n;
  // Offline services too: they can be put back online here.
  const services = useServicePages(false);
  const resources = useResources(services.items);
  const action = useAction();
  const [form, setForm] = useState<ServiceForm>(NEW_SERVICE);
  const [editing, setEditing] = useState<string | null>(null);
  const currency = me.provider.currency;
  // Whether this booking service takes payments online (null: it does not, and paid services are
  // booked by the salon only); unknown until read, when nothing is said either way.
  const trpc = useTRPC();
  const page = useQuery(trpc.bookingPage.get.queryOptions({}));
  const takesPaymentsOnline = page.data ? page.data.data.payments !== null : true;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const created = await action.run(
      () => client.services.create.mutate(fieldsOf(form)),
      t("console.service.added", { name: form.name.trim() }),
      explainSegments(form, t),
    );
    if (created) setForm({ ...form, name: "", requirements: [] });
  };

  /** What a service is, in one line: length and price, then buffers, seats, needs, whether offered. */
  const summary = (s: Service) =>
    [
      t("console.service.meta", { minutes: s.duration, price: money(s.price, currency, locale) }),
      s.bufferBeforeMinutes + s.bufferAfterMinutes > 0 &&
        t("console.service.buffers", { before: s.bufferBeforeMinutes, after: s.bufferAfterMinutes }),
      s.capacity > 1 && t("console.service.class", { seats: s.capacity }),
      s.staffCount === 2 && t("console.service.twoPerson"),
      s.sessions === "published" && t("console.service.publishedOnly"),
      s.requirements.length > 0 && t("console.service.needs", { requirements: requirementsInWords(s.requirements, resources.names, i18n) }),
      paymentPolicyWords(s.payment, t, (amount) => money(amount, currency, locale)),
      !bookableOnline(s.payment, takesPaymentsOnline) && t("console.servicePayment.summary.offline"),
      !s.isActive && t("console.service.offline"),
    ]
      .filter(Boolean)
      .join(" · ");

  return (
    <section className="card" aria-labelledby="services-heading">
      <h2 id="services-heading">{t("console.services.heading")}</h2>
      <QueryProblem error={services.error ?? resources.error} />
      {services.items?.length === 0 && <p className="muted">{t("console.services.none")}</p>}
      <ul className="bookings">
        {services.items?.map((s) => (
          <li key={s.id} className="booking" data-testid={`service-${s.id}`}>
            <div className="booking-main">
              <strong>{s.name}</strong> <span>{summary(s)}</span>
              {s.capacity === 1 && s.sessions === "open" && processingMinutes(s.segments) > 0 && (
                <span className="processing-badge">
                  <span aria-hidden="true">⧗ </span>
                  {t("console.service.processing", { minutes: processingMinutes(s.segments) })}
                </span>
              )}
            </div>
            <div className="actions">
              <button
                type="button"
                className="secondary"
                aria-expanded={editing === s.id}
                onClick={() => setEditing(editing === s.id ? null : s.id)}
                aria-label={t("console.service.change.named", { name: s.name })}
              >
                {t("console.service.change")}
              </button>
            </div>
            {editing === s.id && (
              <EditService
                service={s}
                currency={currency}
                resources={resources}
                takesPaymentsOnline={takesPaymentsOnline}
                onDone={() => setEditing(null)}
              />
            )}
          </li>
        ))}
      </ul>
      <MoreOf list={services} testId="more-services" />
      <AddForm id="new-service-heading" title={t("console.service.new")} onSubmit={(event) => void add(event)}>
        <ServiceFields form={form} onChange={setForm} currency={currency} resources={resources} takesPaymentsOnline={takesPaymentsOnline} />
        <Submit action={action} text={t("console.service.add")} />
      </AddForm>
    </section>
  );
}

type Resources = ReturnType<typeof useResources>;

function EditService({
  service,
  currency,
  resources,
  takesPaymentsOnline,
  onDone,
}: {
  service: Service;
  currency: string;
  resources: Resources;
  takesPaymentsOnline: boolean;
  onDone: () => void;
}) {
  const client = useTRPCClient();
  const { t } = useI18n();
  const action = useAction();
  const [form, setForm] = useState(() => formOf(service));
  const [active, setActive] = useState(service.isActive);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await action.run(
      () => client.services.update.mutate({ id: service.id, ...fieldsOf(form), isActive: active }),
      t("console.service.saved"),
      explainSegments(form, t),
    );
    if (saved) onDone();
  };
  return (
    <form className="details" onSubmit={(event) => void save(event)} aria-label={t("console.service.change.named", { name: service.name })}>
      <ServiceFields form={form} onChange={setForm} currency={currency} resources={resources} takesPaymentsOnline={takesPaymentsOnline} />
      <label className="check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> {t("console.service.offered")}
      </label>
      <Submit action={action} text={t("console.service.save")} />
    </form>
  );
}

function ServiceFields({
  form,
  onChange,
  currency,
  resources,
  takesPaymentsOnline,
}: {
  form: ServiceForm;
  onChange: (form: ServiceForm) => void;
  currency: string;
  resources: Resources;
  takesPaymentsOnline: boolean;
}) {
  const { t } = useI18n();
  const field = (name: Exclude<keyof ServiceForm, "requirements" | "sessions" | "segments" | "staffCount" | "payment">) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => onChange({ ...form, [name]: e.target.value }),
  });
  return (
    <>
      <div className="row">
        <label>
          {t("console.field.name")}
          <input required maxLength={200} {...field("name")} />
        </label>
        <label>
          {t("console.service.duration")}
          <input
            type="number"
            required
            min={5}
            max={1440}
            step={5}
            value={form.duration}
            // A service without processing time keeps its one line of work as long as the service.
            onChange={(e) =>
              onChange({
                ...form,
                duration: e.target.value,
                segments: isPlain(form.segments) ? plainSegments(e.target.value) : form.segments,
              })
            }
          />
        </label>
        <label>
          {t("console.service.price", { currency })}
          <input type="number" required min={0} step="0.01" {...field("price")} />
        </label>
      </div>
      <div className="row">
        <label>
          {t("console.service.bufferBefore")}
          <input type="number" min={0} max={240} step={5} {...field("before")} />
        </label>
        <label>
          {t("console.service.bufferAfter")}
          <input type="number" min={0} max={240} step={5} {...field("after")} />
        </label>
        <label>
          {t("console.service.seats")}
          <input type="number" min={1} max={500} {...field("capacity")} />
        </label>
        <label>
          {t("console.service.maxSeats")}
          <input type="number" min={1} max={500} {...field("maxSeats")} />
        </label>
        <label>
          {t("console.service.staffCount")}
          <select value={form.staffCount} onChange={(e) => onChange({ ...form, staffCount: e.target.value === "2" ? "2" : "1" })}>
            <option value="1">1</option>
            <option value="2">{t("console.service.staffCount.two")}</option>
          </select>
        </label>
      </div>
      <label>
        {t("console.service.description")}
        <textarea rows={2} maxLength={5000} {...field("description")} />
      </label>
      <label>
        {t("console.service.sessions")}
        <select value={form.sessions} onChange={(e) => onChange({ ...form, sessions: e.target.value as ServiceForm["sessions"] })}>
          <option value="open">{t("console.service.sessions.open")}</option>
          <option value="published">{t("console.service.sessions.published")}</option>
        </select>
      </label>
      <SegmentsField form={form} onChange={(segments) => onChange({ ...form, segments })} />
      <RequirementsField
        requirements={form.requirements}
        onChange={(requirements) => onChange({ ...form, requirements })}
        resources={resources}
      />
      <PaymentField
        form={form.payment}
        onChange={(payment) => onChange({ ...form, payment })}
        currency={currency}
        takesPaymentsOnline={takesPaymentsOnline}
      />
    </>
  );
}

/**
 * What a booking of the service pays when made online, and the fees of a kept card: only the
 * fields of the chosen way show. While the service takes no payments online, a way other than
 * "nothing" is said to keep the service off the booking page.
 */
function PaymentField({
  form,
  onChange,
  currency,
  takesPaymentsOnline,
}: {
  form: PaymentForm;
  onChange: (form: PaymentForm) => void;
  currency: string;
  takesPaymentsOnline: boolean;
}) {
  const { t } = useI18n();
  /** A number of the policy: money in cents' steps, or whole percents and hours within their bounds. */
  const numberField = (
    name: "amount" | "noShowFee" | "lateCancelFee" | "percent" | "refundNoticeHours",
    label: string,
    bounds: { min: number; max?: number; step: string; required: boolean },
  ) => (
    <label>
      {label}
      <input
        type="number"
        required={bounds.required}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={form[name]}
        onChange={(e) => onChange({ ...form, [name]: e.target.value })}
      />
    </label>
  );
  const inCents = { min: 0.01, step: "0.01", required: false };
  return (
    <fieldset data-testid="payment-fields">
      <legend>{t("console.servicePayment.legend")}</legend>
      <div className="row">
        <label>
          {t("console.servicePayment.mode")}
          <select value={form.mode} onChange={(e) => onChange({ ...form, mode: e.target.value as PaymentForm["mode"] })}>
            {PAYMENT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`console.servicePayment.mode.${mode}`)}
              </option>
            ))}
          </select>
        </label>
        {form.mode === "deposit" && (
          <>
            <label>
              {t("console.servicePayment.depositBy")}
              <select
                value={form.depositBy}
                onChange={(e) => onChange({ ...form, depositBy: e.target.value === "percent" ? "percent" : "amount" })}
              >
                <option value="amount">{t("console.servicePayment.depositBy.amount")}</option>
                <option value="percent">{t("console.servicePayment.depositBy.percent")}</option>
              </select>
            </label>
            {form.depositBy === "amount"
              ? numberField("amount", t("console.servicePayment.amount", { currency }), { ...inCents, required: true })
              : numberField("percent", t("console.servicePayment.percent"), { min: 1, max: 100, step: "1", required: true })}
          </>
        )}
        {form.mode === "card" && (
          <>
            {numberField("noShowFee", t("console.servicePayment.noShowFee", { currency }), inCents)}
            {numberField("lateCancelFee", t("console.servicePayment.lateCancelFee", { currency }), inCents)}
          </>
        )}
        {form.mode !== "none" &&
          numberField("refundNoticeHours", t("console.servicePayment.refundNoticeHours"), { min: 0, max: 720, step: "1", required: true })}
      </div>
      {form.mode !== "none" && <p className="muted">{t("console.servicePayment.hint")}</p>}
      {form.mode !== "none" && !takesPaymentsOnline && (
        <p className="notice" role="note" data-testid="payment-offline">
          {t("console.servicePayment.offline")}
        </p>
      )}
    </fieldset>
  );
}

/**
 * What each booking needs besides its staff member: the requirements so far in words, each with
 * Remove, and a new one (any one of the resources ticked, so many units) added to the list. The
 * list is saved with the service.
 */
function RequirementsField({
  requirements,
  onChange,
  resources,
}: {
  requirements: Requirement[];
  onChange: (requirements: Requirement[]) => void;
  resources: Resources;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const [chosen, setChosen] = useState<string[]>([]);
  const [quantity, setQuantity] = useState("1");
  const offered = unusedResources(
    resources.all.filter((r) => r.active),
    requirements,
  );
  const add = () => {
    onChange([...requirements, { resourceIds: chosen, quantity: Number(quantity) }]);
    setChosen([]);
    setQuantity("1");
  };
  return (
    <fieldset>
      <legend>{t("console.requirements.legend")}</legend>
      {requirements.length === 0 && <p className="muted">{t("console.requirements.none")}</p>}
      {requirements.length > 0 && (
        <ul className="bookings">
          {requirements.map((requirement, index) => {
            const words = requirementInWords(requirement, resources.names, i18n);
            return (
              <li key={requirement.resourceIds.join()} className="booking">
                <div className="booking-main">
                  <span>{words}</span>
                </div>
                <div className="actions">
                  <RemoveButton row={words} onClick={() => onChange(requirements.filter((_, other) => other !== index))} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {resources.all.length === 0 ? (
        <p className="muted">{t("console.requirements.noResources")}</p>
      ) : (
        requirements.length < MAX_REQUIREMENTS &&
        (offered.length > 0 || resources.list.more) && (
          <>
            <fieldset>
              <legend>{t("console.requirements.anyOf")}</legend>
              {offered.map((r) => (
                <label key={r.id} className="check">
                  <input
                    type="checkbox"
                    checked={chosen.includes(r.id)}
                    disabled={!chosen.includes(r.id) && chosen.length >= MAX_RESOURCES_PER_REQUIREMENT}
                    // Ticked in the order they are to be tried.
                    onChange={(e) => setChosen(e.target.checked ? [...chosen, r.id] : chosen.filter((id) => id !== r.id))}
                  />
                  {r.name}
                </label>
              ))}
              <MoreOf list={resources.list} testId="more-requirement-resources" />
            </fieldset>
            <div className="row">
              <label>
                {t("console.requirements.quantity")}
                <input type="number" min={1} max={100} value={quantity} onChange={(e) => setQuantity(e.target.value)} />
              </label>
            </div>
            <button type="button" className="secondary" disabled={chosen.length === 0 || !(Number(quantity) >= 1)} onClick={add}>
              {t("console.requirements.add")}
            </button>
          </>
        )
      )}
    </fieldset>
  );
}

const KIND_NAMES = { active: "console.segments.kind.active", processing: "console.segments.kind.processing" } as const;

/**
 * The service's processing time: its segments, each a kind and minutes, with Remove; a new one;
 * the "work – processing – work" split of the duration; and the minutes together against the
 * duration as they are typed. Saved with the service, which judges them (a wrong sum is its 400).
 * Classes have none.
 */
function SegmentsField({ form, onChange }: { form: ServiceForm; onChange: (segments: SegmentLine[]) => void }) {
  const { t } = useI18n();
  const segments = form.segments;
  if (isClass(form.capacity, form.sessions)) {
    return (
      <fieldset data-testid="segments">
        <legend>{t("console.segments.legend")}</legend>
        <p className="muted">{t("console.segments.class")}</p>
      </fieldset>
    );
  }
  const duration = Number(form.duration);
  const preset = workProcessingWork(duration);
  const sum = segmentSum(segments);
  const set = (index: number, change: Partial<SegmentLine>) =>
    onChange(segments.map((line, other) => (other === index ? { ...line, ...change } : line)));
  return (
    <fieldset data-testid="segments">
      <legend>{t("console.segments.legend")}</legend>
      <p className="muted">{t("console.segments.hint")}</p>
      {isPlain(segments) ? (
        <p className="muted">{t("console.segments.none")}</p>
      ) : (
        <>
          <ol className="segments">
            {segments.map((line, index) => (
              <li key={index} className="row">
                <label>
                  {t("console.segments.kind", { n: index + 1 })}
                  <select value={line.kind} onChange={(e) => set(index, { kind: e.target.value as SegmentKind })}>
                    <option value="active">{t(KIND_NAMES.active)}</option>
                    <option value="processing">{t(KIND_NAMES.processing)}</option>
                  </select>
                </label>
                <label>
                  {t("console.segments.minutes", { n: index + 1 })}
                  <input
                    type="number"
                    required
                    min={1}
                    max={1440}
                    value={line.minutes}
                    onChange={(e) => set(index, { minutes: e.target.value })}
                  />
                </label>
                <div className="actions">
                  <RemoveButton
                    row={t("console.segments.row", { n: index + 1 })}
                    onClick={() =>
                      onChange(segments.length > 1 ? segments.filter((_, other) => other !== index) : plainSegments(form.duration))
                    }
                  />
                </div>
              </li>
            ))}
          </ol>
          <p aria-live="polite" className={sum === duration ? "muted" : "field-error"} data-testid="segments-sum">
            {sum === duration ? t("console.segments.sum.ok", { sum }) : t("console.segments.sum.off", { sum, duration })}
          </p>
        </>
      )}
      <div className="actions">
        <button type="button" className="secondary" disabled={preset === null} onClick={() => preset && onChange(preset)}>
          {t("console.segments.preset")}
        </button>
        <button
          type="button"
          className="secondary"
          disabled={segments.length >= MAX_SEGMENTS}
          onClick={() => onChange([...segments, { kind: isPlain(segments) ? "processing" : "active", minutes: "" }])}
        >
          {t("console.segments.add")}
        </button>
      </div>
    </fieldset>
  );
}
