// The languages the service speaks, and which of them a language tag asks for. Every catalogue
// (the messages' and the web pages'), every language column's CHECK in the database and every
// language enum of the API hold exactly these (a test in apps/api compares them).

/** English first: the language of last resort. */
export const LANGUAGES = ["en", "de", "fr", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

const FALLBACK: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The primary language subtag of a BCP 47 tag (also POSIX's "de_AT"), lower case; null when it is none. */
function primaryLanguage(tag: string | null | undefined): string | null {
  if (!tag) return null;
  try {
    return new Intl.Locale(tag.trim().replaceAll("_", "-")).language;
  } catch {
    // Not a well-formed tag (an Accept-Language list, a typo): the caller goes on to the next.
    return null;
  }
}

/** The first of `tags` (most wanted first) whose language we speak, by its primary subtag (de-AT reads German); null when none. */
export function firstSupportedLanguage(tags: readonly (string | null | undefined)[]): Language | null {
  for (const tag of tags) {
    // A tag that is one of the list already (what the service stores) needs no parsing.
    const language = isLanguage(tag) ? tag : primaryLanguage(tag);
    if (isLanguage(language)) return language;
  }
  return null;
}

/** The language of a BCP 47 tag ("de-AT" → "de"), else `fallback`'s, else English. */
export function supportedLanguage(tag: string | null | undefined, fallback?: string | null): Language {
  return firstSupportedLanguage([tag, fallback]) ?? FALLBACK;
}
