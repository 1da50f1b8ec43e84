// The languages messages are written in, and how a stored or sent language tag maps onto them.

export const MESSAGE_LOCALES = ["en", "de", "fr", "es"] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

const isMessageLocale = (language: string): language is MessageLocale => (MESSAGE_LOCALES as readonly string[]).includes(language);

/** The primary language subtag of a BCP 47 tag (also accepts POSIX's "de_AT"), or null when it is none. */
function languageOf(tag: string | null | undefined): string | null {
  if (!tag) return null;
  try {
    return new Intl.Locale(tag.trim().replaceAll("_", "-")).language;
  } catch {
    // Not a well-formed tag (an Accept-Language list, a typo): the caller falls back.
    return null;
  }
}

/** The supported language of a BCP 47 tag ("de-AT" → "de"), else `fallback`'s, else "en". */
export function messageLocale(tag: string | null | undefined, fallback?: string | null): MessageLocale {
  for (const candidate of [tag, fallback]) {
    const language = languageOf(candidate);
    if (language !== null && isMessageLocale(language)) return language;
  }
  return "en";
}
