// The console's small building blocks, one look everywhere: a query's failure in words, a form
// that adds something under a list, a button acting on one row of a list (Remove the commonest),
// the names of services and resources by id (members' are in common/salon-lists.ts), a member
// picker, and the busy state and problem of a form sent before the console's session (sign-in,
// invite).
import { useState, type FormEvent, type ReactNode } from "react";
import { useQueries } from "@tanstack/react-query";
import { useTRPC } from "@booking/client/react";
import { useI18n } from "../i18n/I18n";
import { problemOf } from "../common/errors";
import { useRefusalPlace } from "../common/salon-zone";
import { MoreOf } from "../common/PagedList";
import { useStaffPages } from "../common/salon-lists";
import { namesOf, type Named } from "../common/members";

/** Why a list could not be read, or nothing. */
export function QueryProblem({ error }: { error: unknown }) {
  const { t } = useI18n();
  const place = useRefusalPlace();
  if (!error) return null;
  return (
    <p role="alert" className="error">
      {problemOf(error, t, place)}
    </p>
  );
}

/** A form under a list that adds to it, titled for assistive technology as well. */
export function AddForm({
  id,
  title,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form className="time-off-form" onSubmit={onSubmit} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </form>
  );
}

/**
 * A button acting on one row: its visible text, and a name that says which row (beginning with
 * the text, as speech input users say it). `expanded`, for a button that shows and hides the
 * row's details, says whether they are shown.
 */
export function RowButton(props: {
  text: string;
  row: string;
  onClick: () => void;
  busy?: boolean;
  kind?: "danger" | "secondary";
  expanded?: boolean;
}) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className={props.kind}
      disabled={props.busy}
      aria-expanded={props.expanded}
      aria-label={t("console.rowAction", { action: props.text, row: props.row })}
      onClick={props.onClick}
    >
      {props.text}
    </button>
  );
}

/** A row's Remove button, named after the row. */
export function RemoveButton(props: { row: string; onClick: () => void; busy?: boolean }) {
  const { t } = useI18n();
  return <RowButton text={t("console.remove")} kind="danger" {...props} />;
}

/** The names of services by id, as useStaffNames (common/salon-lists.ts) has members'. */
export function useServiceNames(ids: readonly string[], loaded: readonly Named[] | undefined): Map<string, string> {
  const trpc = useTRPC();
  const { names, missing } = namesOf(ids, loaded);
  const answers = useQueries({ queries: missing.map((id) => trpc.services.get.queryOptions({ id })) });
  for (const answer of answers) if (answer.data) names.set(answer.data.data.id, answer.data.data.name);
  return names;
}

/** The names of resources by id, as useStaffNames has members'. */
export function useResourceNames(ids: readonly string[], loaded: readonly Named[] | undefined): Map<string, string> {
  const trpc = useTRPC();
  const { names, missing } = namesOf(ids, loaded);
  const answers = useQueries({ queries: missing.map((id) => trpc.resources.get.queryOptions({ id })) });
  for (const answer of answers) if (answer.data) names.set(answer.data.data.id, answer.data.data.name);
  return names;
}

/** Which member a view shows: every member for admins and managers (the signed-in one first known). */
export function MemberPicker({
  value,
  onChange,
  self,
}: {
  value: string;
  onChange: (id: string) => void;
  self: { id: string; name: string };
}) {
  const { t } = useI18n();
  const staff = useStaffPages();
  // The signed-in member is offered even while their page of the list is not read.
  const members = staff.items?.some((m) => m.id === self.id) ? staff.items : [self, ...(staff.items ?? [])];
  return (
    <>
      <MemberSelect label={t("console.field.member")} value={value} members={members} onChange={onChange} />
      <MoreOf list={staff} testId="more-members" />
    </>
  );
}

/** A labelled choice of one of `members`; `placeholder` is a first choice of none (its value ""). */
export function MemberSelect(props: {
  label: string;
  value: string | undefined;
  members: readonly Named[];
  onChange: (id: string) => void;
  placeholder?: string;
  required?: boolean;
}) {
  return (
    <label>
      {props.label}
      <select required={props.required} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.members.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A form sent without the console's session (a sign-in, an invite's password): whether it is on
 * its way, and what went wrong (the error's own words), cleared when it is sent again.
 */
export function useAttempt() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, setProblem, attempt };
}
