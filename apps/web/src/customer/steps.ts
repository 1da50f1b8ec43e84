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
