// A language's messages, formatted by the service's ICU formatter (@booking/i18n) in that language's
// locale, each message parsed once. `t` gives plain text; `parts` gives the pieces of a message with
// tags (<strong>…</strong>), each tag's text handed to the caller (the React side, I18n.tsx).
import { formatMessage, formatMessageParts } from "@booking/i18n";
import { LOCALE_TAGS, type Lang } from "./languages";
import { CATALOGUES, type MessageKey } from "./messages";

export type { MessageKey } from "./messages";

/** The values a message places: text and numbers (dates and times come formatted, see dates.ts). */
export type Values = Record<string, string | number>;

export interface Translator {
  lang: Lang;
  /** The locale dates, times and numbers are formatted in ("de-DE"). */
  locale: string;
  t: (key: MessageKey, values?: Values) => string;
  /** A message with tags: each tag's function turns its text into what the caller shows. */
  parts: <T>(key: MessageKey, values: Record<string, string | number | ((chunks: (string | T)[]) => T)>) => (string | T)[];
}

const translators = new Map<Lang, Translator>();

export function translator(lang: Lang): Translator {
  const known = translators.get(lang);
  if (known) return known;
  const locale = LOCALE_TAGS[lang];
  const catalogue = CATALOGUES[lang];
  const created: Translator = {
    lang,
    locale,
    t: (key, values) => formatMessage(locale, catalogue[key], values),
    parts: (key, values) => formatMessageParts(locale, catalogue[key], values),
  };
  translators.set(lang, created);
  return created;
}
