// What went wrong at the front desk, in the member's words (told when shown, so a change of
// language follows); with a provider key, a refusal is the key's, there being no session to end.
import { errorInfo } from "@booking/client";
import { useI18n } from "../i18n/I18n";
import { problemOf } from "../shared/errors";
import type { RefusalPlace } from "../shared/refusals";
import { useRefusalPlace } from "../shared/salon-zone";
import type { Translate } from "../shared/words";

function problemWith(error: unknown, t: Translate, withKey: boolean, place: RefusalPlace): string {
  const info = errorInfo(error);
  if (withKey && info.code === "UNAUTHORIZED") return t("console.desk.keyRefused", { reason: info.message });
  return problemOf(error, t, place);
}

/** A problem shown under a step, or nothing. */
export function Problem({ error, withKey }: { error: unknown; withKey: boolean }) {
  const { t } = useI18n();
  const place = useRefusalPlace();
  if (!error) return null;
  return (
    <p role="alert" className="error">
      {problemWith(error, t, withKey, place)}
    </p>
  );
}
