// The page of a staff invite link: greets the member by name, takes a new password (twice), and
// signs them in; a used, expired or unknown link says so, with the way to the sign-in form.
import { useEffect, useState, type FormEvent } from "react";
import { LanguageSwitcher, useI18n } from "../i18n/I18n";
import { acceptInvite, checkInvite, type InviteAbout } from "./invite-api";

export function InvitePage({ token, onSignedIn, onLeave }: { token: string; onSignedIn: () => void; onLeave: () => void }) {
  const { t } = useI18n();
  const [about, setAbout] = useState<InviteAbout | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    checkInvite(token, t).then(
      (found) => live && setAbout(found),
      (error: unknown) => live && setProblem((error as Error).message),
    );
    return () => {
      live = false;
    };
  }, [token, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) {
      setProblem(t("console.invite.mismatch"));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await acceptInvite(token, password, t);
      onSignedIn();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
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
          <label>
            {t("console.invite.password")}
            <input
              type="password"
              required
              minLength={8}
              maxLength={200}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <label>
            {t("console.invite.repeat")}
            <input
              type="password"
              required
              minLength={8}
              maxLength={200}
              autoComplete="new-password"
              value={repeat}
              onChange={(e) => setRepeat(e.target.value)}
            />
          </label>
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
