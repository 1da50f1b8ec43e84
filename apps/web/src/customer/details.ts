// The visitor's details as the booking form checks them before sending, in plain words; the
// service checks them again, and the fields it refuses are shown the same way (fieldErrorsOf).
export interface Details {
  name: string;
  email: string;
  phone: string;
  notes: string;
}

export type Field = keyof Details;
export type FieldErrors = Partial<Record<Field, string>>;

export const EMPTY_DETAILS: Details = { name: "", email: "", phone: "", notes: "" };

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const PHONE = /^[0-9+()\-. /]{3,40}$/;

const FIELD_WORDS: Record<Field, string> = {
  name: "Please check your name (at most 200 characters).",
  email: "Please enter an email address such as name@example.com.",
  phone: "Please enter a phone number with digits (and + ( ) - . / or spaces), such as +49 30 1234567, or leave it empty.",
  notes: "Please shorten your note to 5000 characters.",
};

export function checkDetails(details: Details): FieldErrors {
  const errors: FieldErrors = {};
  const name = details.name.trim();
  if (!name) errors.name = "Please enter your name.";
  else if (name.length > 200) errors.name = FIELD_WORDS.name;
  const email = details.email.trim();
  if (!email) errors.email = "Please enter your email address: the confirmation goes there.";
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
