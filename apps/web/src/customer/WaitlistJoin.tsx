// Joining the salon's waitlist from the booking page, for the service and member (or anyone) the
// visitor chose, when no time shown suits them (a day without free times included): the days that
// would suit (the day chosen, or a range) and, if they like, a part of the day on the salon's clock,
// with their name, email and phone; for a class, the seats wanted together (up to what one online
// booking may take). Sent with the page's public key; the answer is their place in
// line, and the entry's own link (its `manage`: see the place, leave the line) when the service sends one. At a salon that
// verifies visitors by email the visitor is asked to open the link emailed to them by its deadline (the entry is not in
// line until then); a visitor already waiting in that line is told so (409).
import { useRef, useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { errorInfo } from "@booking/client";
import { useI18n } from "../i18n/I18n";
import { isConflict } from "../common/errors";
import { deadlineWords, todayIn } from "../common/dates";
import { timesReversed, windowOfChoice, windowsInWords } from "../common/waitlist-words";
import { problemOf, useTRPC } from "./api";
import { checkDetails, customerOf, fieldErrorsOf, type Details, type Field, type FieldErrors } from "./details";
import type { Member, Service, StaffChoice } from "./Pickers";
import { useStepFocus } from "./steps";
import { KeepLink } from "./KeepLink";
import { isClassService } from "./booking-steps";

const FIELDS: { field: Exclude<Field, "notes">; type: string; autoComplete: string; optional?: boolean }[] = [
  { field: "name", type: "text", autoComplete: "name" },
  { field: "email", type: "email", autoComplete: "email" },
  { field: "phone", type: "tel", autoComplete: "tel", optional: true },
];

export function WaitlistJoin(props: {
  service: Service;
  member: Member | undefined;
  staffChoice: StaffChoice;
  /** The day the visitor chose, if any: the first day offered. */
  date: string | null;
  /** The salon's zone (its clock is the windows'), once known. */
  salonZone: string | null;
  zone: string;
  details: Details;
  onDetails: (details: Details) => void;
}) {
  const { t, rich, lang } = useI18n();
  const trpc = useTRPC();
  const focusStep = useStepFocus();
  const form = useRef<HTMLFormElement>(null);
  const today = todayIn(props.salonZone ?? props.zone);
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState({ from: props.date ?? today, to: "", startTime: "", endTime: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [reversed, setReversed] = useState(false);
  const byClass = isClassService(props.service);
  const maxSeats = Math.max(1, Math.min(props.service.capacity, props.service.maxSeatsPerBooking));
  const [seats, setSeats] = useState(1);
  const join = useMutation(
    trpc.waitlist.create.mutationOptions({
      onSuccess: () => focusStep("waitlist-joined"),
      onError: (error) => setErrors(fieldErrorsOf(errorInfo(error).details)),
    }),
  );
  const { service, details } = props;
  const forWhom = props.member
    ? t("waitlist.for.member", { service: service.name, member: props.member.name })
    : t("waitlist.for.any", { service: service.name });

  if (join.data?.data.status === "unverified") {
    const { verifyBy } = join.data.data;
    const zone = props.salonZone ?? props.zone;
    return (
      <section className="card step" aria-labelledby="waitlist-joined" data-testid="waitlist-verify">
        <h2 id="waitlist-joined" tabIndex={-1}>
          {t("waitlist.verify.heading")}
        </h2>
        <p data-testid="waitlist-verify-message">
          {rich("held.sent", { email: details.email.trim() }, { address: (chunks) => <strong className="address">{chunks}</strong> })}{" "}
          {verifyBy &&
            rich(
              "waitlist.verify.text",
              { deadline: deadlineWords(verifyBy, zone, lang) },
              { strong: (chunks) => <strong data-testid="waitlist-verify-until">{chunks}</strong> },
            )}
        </p>
        <p className="muted">{t("waitlist.verify.noEmail")}</p>
      </section>
    );
  }
  if (join.data) {
    const entry = join.data.data;
    return (
      <section className="card step" aria-labelledby="waitlist-joined" data-testid="waitlist-joined">
        <h2 id="waitlist-joined" tabIndex={-1}>
          {t("waitlist.joined.heading")}
        </h2>
        {entry.position !== null && (
          <p className="success" role="status" data-testid="waitlist-place">
            {t("waitlist.joined.place", { position: entry.position })}
          </p>
        )}
        <p data-testid="waitlist-what">
          {t("waitlist.joined.what", { service: service.name, windows: windowsInWords(entry.windows, t, lang) })}
          {byClass && ` ${t("summary.seats", { count: entry.seats })}.`}
        </p>
        <p>{t("waitlist.joined.next")}</p>
        {entry.manage && (
          <KeepLink url={entry.manage.url} testId="waitlist-link" label={t("waitlist.joined.link")} why={t("waitlist.joined.keepLink")} />
        )}
      </section>
    );
  }

  if (!open) {
    return (
      <section className="card step" aria-labelledby="waitlist-offer" data-testid="waitlist-offer">
        <p id="waitlist-offer">{t("waitlist.offer")}</p>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            setOpen(true);
            setChoice((c) => ({ ...c, from: props.date ?? c.from }));
            focusStep("waitlist-heading");
          }}
        >
          {t("waitlist.open")}
        </button>
      </section>
    );
  }

  const set = (field: Field, value: string) => {
    props.onDetails({ ...details, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkDetails(details);
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const backwards = timesReversed(choice);
    setReversed(backwards);
    if (backwards) return;
    join.mutate({
      serviceId: service.id,
      ...(props.staffChoice !== "any" ? { staffId: props.staffChoice } : {}),
      windows: [windowOfChoice(choice)],
      ...(byClass ? { seats } : {}),
      customer: customerOf(details),
      timezone: props.zone,
      locale: lang,
    });
  };
  const refusal = join.error && Object.keys(fieldErrorsOf(errorInfo(join.error).details)).length === 0 ? join.error : null;
  const refusalWords = refusal ? (isConflict(refusal) ? t("waitlist.already") : problemOf(refusal, t)) : null;
  return (
    <section className="card step" aria-labelledby="waitlist-heading" data-testid="waitlist-form">
      <h2 id="waitlist-heading" tabIndex={-1}>
        {t("waitlist.heading")}
      </h2>
      <p className="summary">{forWhom}</p>
      <form ref={form} className="details" onSubmit={submit} noValidate>
        <fieldset>
          <legend>{t("waitlist.days")}</legend>
          {(["from", "to"] as const).map((key) => (
            <ChoiceField
              key={key}
              id={`waitlist-${key}`}
              label={t(`waitlist.${key}`)}
              optional={key === "to"}
              type="date"
              min={key === "from" ? today : choice.from}
              value={choice[key]}
              onChange={(value) => setChoice({ ...choice, [key]: key === "from" ? value || today : value })}
            />
          ))}
        </fieldset>
        <fieldset>
          <legend>{t("waitlist.times")}</legend>
          {(["startTime", "endTime"] as const).map((key) => (
            <ChoiceField
              key={key}
              id={key === "startTime" ? "waitlist-start" : "waitlist-end"}
              label={t(`waitlist.${key}`)}
              type="time"
              value={choice[key]}
              error={key === "endTime" && reversed ? t("waitlist.timesReversed") : undefined}
              onChange={(value) => {
                setChoice({ ...choice, [key]: value });
                setReversed(false);
              }}
            />
          ))}
          {props.salonZone && <p className="muted">{t("waitlist.times.zone", { zone: props.salonZone })}</p>}
        </fieldset>
        {byClass && (
          <div className="field">
            <label htmlFor="waitlist-seats">{t("field.seats")}</label>
            <select id="waitlist-seats" value={seats} onChange={(event) => setSeats(Number(event.target.value))}>
              {Array.from({ length: maxSeats }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        )}
        {FIELDS.map(({ field, type, autoComplete, optional }) => (
          <ChoiceField
            key={field}
            id={`waitlist-${field}`}
            name={field}
            label={t(`field.${field}`)}
            optional={optional}
            type={type}
            autoComplete={autoComplete}
            value={details[field]}
            error={errors[field] ? t(errors[field]) : undefined}
            onChange={(value) => set(field, value)}
          />
        ))}
        {refusalWords && (
          <p role="alert" className="error" data-testid="waitlist-problem">
            {refusalWords}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="primary" disabled={join.isPending}>
            {join.isPending ? t("waitlist.busy") : t("waitlist.submit")}
          </button>
          <button type="button" className="secondary" onClick={() => setOpen(false)}>
            {t("waitlist.close")}
          </button>
        </div>
      </form>
    </section>
  );
}

/** One labelled field of the form, its problem (if any) under it and named by it. */
function ChoiceField(props: {
  id: string;
  name?: string;
  label: string;
  optional?: boolean;
  type: string;
  autoComplete?: string;
  min?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useI18n();
  const errorId = `${props.id}-error`;
  return (
    <div className="field">
      <label htmlFor={props.id}>
        {props.label}
        {props.optional && <span className="muted"> {t("field.optional")}</span>}
      </label>
      <input
        id={props.id}
        name={props.name}
        type={props.type}
        autoComplete={props.autoComplete}
        min={props.min}
        step={props.type === "time" ? 900 : undefined}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error && (
        <p className="field-error" id={errorId}>
          {props.error}
        </p>
      )}
    </div>
  );
}
