// Asking before a change the customer notices or that cannot simply be taken back (decline,
// cancel, no-show): a modal dialog (the browser's own <dialog>: focus kept inside, Escape closes,
// the page behind inert), with an optional message to the customer and whether to tell them
// (ticked for a decline or cancellation, unticked for a no-show: the salon opts in to write).
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useI18n } from "../i18n/I18n";

export interface Confirmed {
  /** The member's own words to the customer ("" for none). */
  message: string;
  notifyCustomer: boolean;
}

export function ConfirmDialog({
  title,
  text,
  confirmText,
  asksMessage,
  notifyByDefault = true,
  messageHint,
  onConfirm,
  onClose,
}: {
  title: string;
  /** A sentence under the title (what will happen). */
  text?: string;
  confirmText: string;
  /** Whether the customer is written to: the message and the notify box are offered. */
  asksMessage: boolean;
  /** Whether the notify box starts ticked. */
  notifyByDefault?: boolean;
  /** What the customer is told without a message (by default: that the salon cancelled). */
  messageHint?: string;
  onConfirm: (confirmed: Confirmed) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const hintId = useId();
  const [message, setMessage] = useState("");
  const [notifyCustomer, setNotifyCustomer] = useState(notifyByDefault);
  useEffect(() => {
    const dialog = ref.current;
    // Opened once (a second run of the effect finds it open); taken out of the page, it closes with it.
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm({ message: message.trim(), notifyCustomer });
  };
  return (
    <dialog ref={ref} className="confirm" aria-labelledby={titleId} onClose={onClose} data-testid="confirm-dialog">
      <form onSubmit={submit}>
        <h2 id={titleId}>{title}</h2>
        {text && <p>{text}</p>}
        {asksMessage && (
          <>
            <label>
              {t("console.confirm.message")}
              <textarea value={message} maxLength={1000} rows={3} aria-describedby={hintId} onChange={(e) => setMessage(e.target.value)} />
            </label>
            <p id={hintId} className="muted">
              {messageHint ?? t("console.confirm.messageHint")}
            </p>
            <label className="check">
              <input type="checkbox" checked={notifyCustomer} onChange={(e) => setNotifyCustomer(e.target.checked)} />
              {t("console.confirm.notify")}
            </label>
          </>
        )}
        <div className="actions">
          <button type="submit" className="danger">
            {confirmText}
          </button>
          <button type="button" className="secondary" onClick={() => ref.current?.close()}>
            {t("console.confirm.back")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
