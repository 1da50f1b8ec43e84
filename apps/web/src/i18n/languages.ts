// The languages of the customer pages, and which one a visitor sees: the one in the address
// (?lang=de, set by the language switcher), else the first of the browser's languages we have
// (by primary subtag: de-AT reads German), else the salon's default language, else English. The
// languages themselves are the service's (@booking/i18n).
import { isLanguage, type Language } from "@booking/i18n";

// browserLanguage: the first of the browser's languages (BCP 47 tags, most wanted first) we have, or null.
export { LANGUAGES, isLanguage as isLang, firstSupportedLanguage as browserLanguage } from "@booking/i18n";
export type Lang = Language;

/** Each language by its own name, as the switcher offers it. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", de: "Deutsch", fr: "Français", es: "Español" };

/**
 * The locale dates, times and numbers are formatted in: English as in the United States (12-hour
 * clock, weeks from Sunday), the others as in their European home (24-hour clock, weeks from Monday).
 */
export const LOCALE_TAGS: Record<Lang, string> = { en: "en-US", de: "de-DE", fr: "fr-FR", es: "es-ES" };

/** The language named in the address (`?lang=de`), or null. */
export function addressLanguage(search: string): Lang | null {
  const lang = new URLSearchParams(search).get("lang")?.trim().toLowerCase();
  return isLanguage(lang) ? lang : null;
}

/** The address with `?lang=` set to `lang`, keeping everything else (the key, the fragment). */
export function withLanguage(location: Pick<Location, "pathname" | "search" | "hash">, lang: Lang): string {
  const query = new URLSearchParams(location.search);
  query.set("lang", lang);
  return `${location.pathname}?${query.toString()}${location.hash}`;
}

/** The browser's languages, most wanted first (none when it does not say). */
export function navigatorLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  if (navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
