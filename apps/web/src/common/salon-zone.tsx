// The salon's time zone for whatever a surface shows below it (the console, the front desk): a
// refusal's times are said on the salon's clock wherever they are told.
import { createContext, useContext } from "react";
import { useI18n } from "../i18n/I18n";
import type { RefusalPlace } from "./refusals";

export const SalonZone = createContext<string | null>(null);

/** Where a refusal's times are read: the salon's zone (UTC until it is known), in the member's language. */
export function useRefusalPlace(): RefusalPlace {
  const zone = useContext(SalonZone);
  const { lang } = useI18n();
  return { zone: zone ?? "UTC", lang };
}
