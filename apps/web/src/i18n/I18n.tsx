// The customer pages' language for React: which one (the address's ?lang=, else the browser's,
// else the salon's default, else English), the switcher that changes it (and writes it into the
// address, so a reload or a shared link keeps it), <html lang>, and the document's title.
import { createContext, Fragment, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import {
  addressLanguage,
  browserLanguage,
  isLang,
  LANGUAGE_NAMES,
  LANGUAGES,
  navigatorLanguages,
  withLanguage,
  type Lang,
} from "./languages";
import { translator, type MessageKey, type Translator, type Values } from "./translate";

export interface I18n extends Translator {
  /** A message with tags, each tag's text shown by `tags` (<strong>…</strong> → <strong>). */
  rich: (key: MessageKey, values: Values, tags: Record<string, (chunks: ReactNode) => ReactNode>) => ReactNode;
  choose: (lang: Lang) => void;
  /** The salon's default language: the page's when neither the address nor the browser names one we have. */
  setSalonLanguage: (lang: Lang | null) => void;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider(props: { children: ReactNode }) {
  const [chosen, setChosen] = useState<Lang | null>(() => addressLanguage(window.location.search));
  const [browser] = useState(() => browserLanguage(navigatorLanguages()));
  const [salon, setSalonLanguage] = useState<Lang | null>(null);
  const lang = chosen ?? browser ?? salon ?? "en";

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const value = useMemo<I18n>(() => {
    const base = translator(lang);
    return {
      ...base,
      rich: (key, values, tags) => {
        const wrapped = Object.fromEntries(
          Object.entries(tags).map(([tag, show]) => [tag, (chunks: ReactNode[]) => show(<>{keyed(chunks)}</>)]),
        );
        return <>{keyed(base.parts<ReactNode>(key, { ...values, ...wrapped }))}</>;
      },
      choose: (next) => {
        setChosen(next);
        window.history.replaceState(window.history.state, "", withLanguage(window.location, next));
      },
      setSalonLanguage,
    };
  }, [lang]);
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

const keyed = (nodes: ReactNode[]) => nodes.map((node, index) => <Fragment key={index}>{node}</Fragment>);

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useI18n needs an <I18nProvider> above it");
  return i18n;
}

/** The document's title while the component is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The language switcher: a labelled list of the four languages, each named in itself. */
export function LanguageSwitcher() {
  const { lang, t, choose } = useI18n();
  return (
    <label className="language-picker">
      {t("language.label")}
      <select
        value={lang}
        onChange={(event) => {
          if (isLang(event.target.value)) choose(event.target.value);
        }}
        data-testid="language"
      >
        <LanguageOptions />
      </select>
    </label>
  );
}

/** The four languages as a list's options, each named in itself (and marked as written in it). */
export function LanguageOptions() {
  return LANGUAGES.map((code) => (
    <option key={code} value={code} lang={code}>
      {LANGUAGE_NAMES[code]}
    </option>
  ));
}
