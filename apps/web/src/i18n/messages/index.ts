// Every language's catalogue, by language.
import type { Lang } from "../languages";
import { de } from "./de";
import { en, type Catalogue } from "./en";
import { es } from "./es";
import { fr } from "./fr";

export type { MessageKey } from "./en";

export const CATALOGUES: Record<Lang, Catalogue> = { en, de, fr, es };
