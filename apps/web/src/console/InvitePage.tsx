// The page of a staff invite link: greets the member by name, takes a new password (twice), and
// signs them in; a used, expired or unknown link says so, with the way to the sign-in form.
import { useEffect, useState, type FormEvent } from "react";
import { LanguageSwitcher, useI18n } from "../i18n/I18n";
import { acceptInvite, checkInvite, type InviteAbout } from "./invite-api";
import { useAttempt } from "./ui";

export function InvitePage({ token, onSignedIn, onLeave }: { token: string; onSignedIn: () => void; onLeave: () => void }) {
  const { t } = useI18n();
  const [about, setAbout] = useState<InviteAbout | null>(null);
  const { busy, problem, setProblem, attempt } = useAttempt();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");

  useEffect(() => {
    let live = true;
    checkInvite(token, t).then(
      (found) => live && setAbout(found),
      (error: unknown) => live && setProblem((error as Error).message),
    );
    return () => {
      live = false;
    };
  }, [token, t, setProblem]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) {
      setProblem(t("console.invite.mismatch"));
      return;
    }
    await attempt(async () => {
      await acceptInvite(token, password, t);
      onSignedIn();
    });
  };

  return (
    <main className="page">
      <header className="masthead">
        <h1>{t("console.invite.heading")}</h1>
        <LanguageSwitcher />
      </header>
      {!about && !problem && <p>{t("console.invite.checking")}</p>}
      {about && (
        <form className="card sign-in" onSubmit={(event) => void submit(event)} aria-labelledby="invite-heading">
          <h2 id="invite-heading">{about.salon}</h2>
          <p className="muted">{t("console.invite.text", { name: about.name })}</p>
          <NewPassword label={t("console.invite.password")} value={password} onChange={setPassword} />
          <NewPassword label={t("console.invite.repeat")} value={repeat} onChange={setRepeat} />
          {problem && (
            <p role="alert" className="error">
              {problem}
            </p>
          )}
          <button type="submit" disabled={busy || !password || !repeat}>
            {busy ? t("console.invite.busy") : t("console.invite.submit")}
          </button>
        </form>
      )}
      {!about && problem && (
        <div className="card">
          <p role="alert" className="error">
            {problem}
          </p>
          <button type="button" onClick={onLeave}>
            {t("console.invite.toSignIn")}
          </button>
        </div>
      )}
    </main>
  );
}

/** A field for the new password (and one for it again). */
function NewPassword({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label>
      {label}
      <input
        type="password"
        required
        minLength={8}
        maxLength={200}
        autoComplete="new-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
