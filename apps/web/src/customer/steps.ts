// Moving the keyboard focus to the step a choice opens: its heading (tabIndex -1) takes the focus
// once it is on the page, so screen readers announce it and Tab continues from there.
import { useEffect, useState } from "react";

export function useStepFocus(): (headingId: string) => void {
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);
  // A new object each time: choosing the same step again still moves the focus there.
  return (headingId) => setTarget({ id: headingId });
}

/**
 * Moves the focus to a view's heading once it is shown in place of what the page showed while it
 * waited for an answer (the booking, once its link's code is verified), as useStepFocus does for steps.
 */
export function useFocusWhenShown(headingId: string, shown: boolean): void {
  useEffect(() => {
    if (shown) document.getElementById(headingId)?.focus();
  }, [headingId, shown]);
}
