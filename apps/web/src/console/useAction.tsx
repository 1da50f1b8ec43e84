// A console form's save: what went wrong (in the member's words, times on the salon's clock) or what was done, for the
// alert and status lines under the form; and every list of the salon read again afterwards.
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useI18n } from "../i18n/I18n";
import { problemOf } from "../common/errors";
import { useRefusalPlace } from "../common/salon-zone";

export function useAction() {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const place = useRefusalPlace();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /**
   * Runs `work`; says `success` when it resolves, and returns its result (undefined when it failed).
   * `explain` may say a refusal in the form's own words (null: the usual words).
   */
  const run = async <T,>(work: () => Promise<T>, success: string, explain?: (error: unknown) => string | null): Promise<T | undefined> => {
    setBusy(true);
    setProblem(null);
    setDone(null);
    try {
      const result = await work();
      setDone(success);
      // Read again in the background: what the caller does with the result (a form cleared) shows
      // together with the success, not after every list has come back.
      void queryClient.invalidateQueries();
      return result;
    } catch (error) {
      setProblem(explain?.(error) ?? problemOf(error, t, place));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { problem, done, busy, run };
}

/** The alert and status lines of a form. */
export function Outcome({ problem, done }: { problem: string | null; done: string | null }) {
  return (
    <>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      {done && (
        <p role="status" className="ok">
          {done}
        </p>
      )}
    </>
  );
}

/** The end of a form: what came of its last submission, then its submit button. */
export function Submit({ action, text }: { action: { problem: string | null; done: string | null; busy: boolean }; text: string }) {
  return (
    <>
      <Outcome problem={action.problem} done={action.done} />
      <button type="submit" disabled={action.busy}>
        {text}
      </button>
    </>
  );
}
