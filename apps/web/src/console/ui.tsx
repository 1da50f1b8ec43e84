// The console's small building blocks, one look everywhere: a query's failure in words, a form
// that adds something under a list, a button acting on one row of a list (Remove the commonest),
// and a member picker.
import type { FormEvent, ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@booking/client/react";
import { useI18n } from "../i18n/I18n";
import { problemOf } from "./words";

/** Why a list could not be read, or nothing. */
export function QueryProblem({ error }: { error: unknown }) {
  const { t } = useI18n();
  if (!error) return null;
  return (
    <p role="alert" className="error">
      {problemOf(error, t)}
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
 * the text, as speech input users say it).
 */
export function RowButton(props: { text: string; row: string; onClick: () => void; busy?: boolean; kind?: "danger" | "secondary" }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className={props.kind}
      disabled={props.busy}
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
  const trpc = useTRPC();
  const { t } = useI18n();
  const staff = useQuery(trpc.staff.list.queryOptions({ limit: 100 }));
  return (
    <label>
      {t("console.field.member")}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {(staff.data?.data ?? [self]).map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
    </label>
  );
}
