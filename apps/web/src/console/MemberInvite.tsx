// An invite link for a member of the Staff view: a one-time link to the console where they set
// their password and are signed in (72 hours, once; a newer link replaces an unused older one).
// The link is shown once, to be handed to the member only.
import { useTRPCClient } from "@booking/client/react";
import { useI18n } from "../i18n/I18n";
import { shortDateTime } from "../common/dates";
import { useAction, Outcome } from "./useAction";
import { useState } from "react";

export function MemberInvite({ member, zone }: { member: { id: string; name: string }; zone: string }) {
  const client = useTRPCClient();
  const { t, lang } = useI18n();
  const action = useAction();
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const make = async () => {
    setLink(null);
    const made = await action.run(
      () => client.staff.invite.mutate({ id: member.id }),
      t("console.member.invite.made", { name: member.name }),
    );
    if (made) setLink(made.data);
  };
  return (
    <div className="details">
      <p className="muted">{t("console.member.invite.text", { name: member.name })}</p>
      <button
        type="button"
        disabled={action.busy}
        onClick={() => void make()}
        aria-label={t("console.member.invite.make.named", { name: member.name })}
      >
        {t("console.member.invite.make")}
      </button>
      <Outcome problem={action.problem} done={action.done} />
      {link && (
        <label>
          {t("console.member.invite.link", { name: member.name, until: shortDateTime(link.expiresAt, zone, lang) })}
          <input type="text" readOnly value={link.url} data-testid="invite-link" onFocus={(e) => e.target.select()} />
        </label>
      )}
    </div>
  );
}
