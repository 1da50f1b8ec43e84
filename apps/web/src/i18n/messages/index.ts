// Every language's catalogue, by language: the booking page's messages and the console's (whose
// keys all begin with "console."), merged into one.
import type { Lang } from "../languages";
import { consoleDe } from "./console/de";
import { consoleEn, type ConsoleMessageKey } from "./console/en";
import { consoleEs } from "./console/es";
import { consoleFr } from "./console/fr";
import { de } from "./de";
import { en, type MessageKey as PageMessageKey } from "./en";
import { es } from "./es";
import { fr } from "./fr";

export type MessageKey = PageMessageKey | ConsoleMessageKey;

export const CATALOGUES: Record<Lang, Record<MessageKey, string>> = {
  en: { ...en, ...consoleEn },
  de: { ...de, ...consoleDe },
  fr: { ...fr, ...consoleFr },
  es: { ...es, ...consoleEs },
};
