// Catalogue messages: a key of the language's catalogue, formatted by the shared ICU formatter
// (@booking/i18n). Nothing here knows HTML: messages hold no markup (tags are not parsed), and the
// email template escapes whatever comes out.
import { catalogueProblems as problemsOf, formatMessage, type Language, type MessageValues } from "@booking/i18n";
import { de } from "./catalogues/de";
import { en, type Catalogue, type MessageKey } from "./catalogues/en";
import { es } from "./catalogues/es";
import { fr } from "./catalogues/fr";

export type { MessageKey };

const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en, de, fr, es };

/** A catalogue message in `locale`, its arguments filled in. */
export function message(locale: Language, key: MessageKey, values: MessageValues = {}): string {
  return formatMessage(locale, CATALOGUES[locale][key], values);
}

/**
 * For tests and CI: every catalogue's keys and ICU arguments match English's (same keys, each
 * message parses, same argument names and kinds, same select cases); returns the problems (empty
 * when fine). `catalogues` defaults to the shipped ones; a test passes a broken one to see it fail.
 */
export function catalogueProblems(catalogues: Readonly<Record<string, Readonly<Record<string, string>>>> = CATALOGUES): string[] {
  return problemsOf(en, catalogues);
}
