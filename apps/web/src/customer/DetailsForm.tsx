// The visitor's details, checked field by field before sending; the errors say what to do (in the
// page's language), next to the field, and the first field in error takes the focus.
import { useRef, type FormEvent } from "react";
import { useI18n } from "../i18n/I18n";
import type { MessageKey } from "../i18n/translate";
import { checkDetails, type Details, type Field, type FieldErrors } from "./details";

const FIELDS: { field: Field; label: MessageKey; type: string; autoComplete: string; optional?: boolean }[] = [
  { field: "name", label: "field.name", type: "text", autoComplete: "name" },
  { field: "email", label: "field.email", type: "email", autoComplete: "email" },
  { field: "phone", label: "field.phone", type: "tel", autoComplete: "tel", optional: true },
];

export function DetailsForm(props: {
  details: Details;
  errors: FieldErrors;
  busy: boolean;
  submitLabel: string;
  onChange: (details: Details) => void;
  onErrors: (errors: FieldErrors) => void;
  onSubmit: () => void;
}) {
  const { t } = useI18n();
  const form = useRef<HTMLFormElement>(null);
  const set = (field: Field, value: string) => {
    props.onChange({ ...props.details, [field]: value });
    // A field the visitor corrects stops showing its error.
    if (props.errors[field]) props.onErrors({ ...props.errors, [field]: undefined });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = checkDetails(props.details);
    props.onErrors(errors);
    const first = (Object.keys(errors) as Field[])[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    props.onSubmit();
  };
  const describedBy = (field: Field) => (props.errors[field] ? `${field}-error` : undefined);
  return (
    <form ref={form} className="details" onSubmit={submit} noValidate>
      {FIELDS.map(({ field, label, type, autoComplete, optional }) => (
        <div className="field" key={field}>
          <label htmlFor={`field-${field}`}>
            {t(label)}
            {optional && <span className="muted"> {t("field.optional")}</span>}
          </label>
          <input
            id={`field-${field}`}
            name={field}
            type={type}
            autoComplete={autoComplete}
            value={props.details[field]}
            aria-invalid={props.errors[field] ? true : undefined}
            aria-describedby={describedBy(field)}
            onChange={(e) => set(field, e.target.value)}
          />
          {props.errors[field] && (
            <p className="field-error" id={`${field}-error`}>
              {t(props.errors[field])}
            </p>
          )}
        </div>
      ))}
      <div className="field">
        <label htmlFor="field-notes">
          {t("field.notes")} <span className="muted">{t("field.optional")}</span>
        </label>
        <textarea
          id="field-notes"
          name="notes"
          rows={2}
          value={props.details.notes}
          aria-invalid={props.errors.notes ? true : undefined}
          aria-describedby={describedBy("notes")}
          onChange={(e) => set("notes", e.target.value)}
        />
        {props.errors.notes && (
          <p className="field-error" id="notes-error">
            {t(props.errors.notes)}
          </p>
        )}
      </div>
      <button type="submit" className="primary" disabled={props.busy}>
        {props.busy ? t("book.busy") : props.submitLabel}
      </button>
    </form>
  );
}
