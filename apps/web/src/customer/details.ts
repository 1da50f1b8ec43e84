// The visitor's details as the booking form checks them before sending, each problem a message of
// the page's catalogue (in plain words, in the page's language); the service checks them again,
// and the fields it refuses are shown the same way (fieldErrorsOf).
import type { MessageKey } from "../i18n/translate";
import { errorInfo } from "@booking/client";
import { isConflict } from "../common/errors";

export interface Details {
  name: string;
  email: string;
  phone: string;
  notes: string;
}

export type Field = keyof Details;
export type FieldErrors = Partial<Record<Field, MessageKey>>;

export const EMPTY_DETAILS: Details = { name: "", email: "", phone: "", notes: "" };

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const PHONE = /^[0-9+()\-. /]{3,40}$/;

const FIELD_WORDS: Record<Field, MessageKey> = {
  name: "field.name.long",
  email: "field.email.invalid",
  phone: "field.phone.invalid",
  notes: "field.notes.long",
};

export function checkDetails(details: Details): FieldErrors {
  const errors: FieldErrors = {};
  const name = details.name.trim();
  if (!name) errors.name = "field.name.missing";
  else if (name.length > 200) errors.name = FIELD_WORDS.name;
  const email = details.email.trim();
  if (!email) errors.email = "field.email.missing";
  else if (!EMAIL.test(email) || email.length > 320) errors.email = FIELD_WORDS.email;
  const phone = details.phone.trim();
  if (phone && !PHONE.test(phone)) errors.phone = FIELD_WORDS.phone;
  if (details.notes.length > 5000) errors.notes = FIELD_WORDS.notes;
  return errors;
}

/** The fields the service refused (paths such as `customer.email`), in the form's words. */
export function fieldErrorsOf(details: readonly { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path } of details) {
    const field = path.replace(/^customer\./, "");
    if (field in FIELD_WORDS) errors[field as Field] = FIELD_WORDS[field as Field];
  }
  return errors;
}

/** The body's `customer`: trimmed, the phone left out when empty. */
export function customerOf(details: Details): { name: string; email: string; phone?: string } {
  const phone = details.phone.trim();
  return { name: details.name.trim(), email: details.email.trim(), ...(phone ? { phone } : {}) };
}

/**
 * A refusal the details step says itself: not one whose fields the form shows, nor a time taken
 * (the time step says that one); null otherwise.
 */
export function unshownRefusal<E>(error: E | null): E | null {
  return error && !isConflict(error) && Object.keys(fieldErrorsOf(errorInfo(error).details)).length === 0 ? error : null;
}
