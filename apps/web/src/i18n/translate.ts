// A language's messages, formatted with intl-messageformat (ICU MessageFormat) in that language's
// locale, each message parsed once. `t` gives plain text; `parts` gives the pieces of a message with
// tags (<strong>…</strong>), each tag's text handed to the caller (the React side, I18n.tsx).
import IntlMessageFormat from "intl-messageformat";
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
  const formats = new Map<MessageKey, IntlMessageFormat>();
  const formatOf = (key: MessageKey) => {
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(CATALOGUES[lang][key], locale);
      formats.set(key, format);
    }
    return format;
  };
  const created: Translator = {
    lang,
    locale,
    t: (key, values) => {
      const text = formatOf(key).format(values);
      return Array.isArray(text) ? text.join("") : String(text);
    },
    parts: <T>(key: MessageKey, values: Record<string, string | number | ((chunks: (string | T)[]) => T)>) => {
      const formatted = formatOf(key).format<T>(values);
      return Array.isArray(formatted) ? formatted : [formatted];
    },
  };
  translators.set(lang, created);
  return created;
}
