// What went wrong at the front desk, in the member's words (told when shown, so a change of
// language follows); with a provider key, a refusal is the key's, there being no session to end. A
// visit's refusal names each service that does not fit (`itemNames`, the visit's services in order).
import { errorInfo } from "@booking/client";
import { useI18n } from "../i18n/I18n";
import { problemOf } from "../common/errors";
import { visitRefusalWords, type RefusalPlace } from "../common/refusals";
import { useRefusalPlace } from "../common/salon-zone";
import type { Translate } from "../common/words";

function problemWith(error: unknown, t: Translate, withKey: boolean, place: RefusalPlace, itemNames?: readonly string[]): string {
  const info = errorInfo(error);
  if (withKey && info.code === "UNAUTHORIZED") return t("console.desk.keyRefused", { reason: info.message });
  if (itemNames && info.code === "CONFLICT") return visitRefusalWords(info, itemNames, t, place);
  return problemOf(error, t, place);
}

/** A problem shown under a step, or nothing. */
export function Problem({ error, withKey, itemNames }: { error: unknown; withKey: boolean; itemNames?: readonly string[] }) {
  const { t } = useI18n();
  const place = useRefusalPlace();
  if (!error) return null;
  return (
    <p role="alert" className="error">
      {problemWith(error, t, withKey, place, itemNames)}
    </p>
  );
}
