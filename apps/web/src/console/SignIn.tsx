// The console's sign-in: a staff member's email and password. The service answers a wrong
// password and an unknown email alike, and says when too many attempts were made.
import { useState, type FormEvent } from "react";
import { useI18n } from "../i18n/I18n";
import { signIn } from "./session-api";
import { useAttempt } from "./ui";

export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useI18n();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, problem, attempt } = useAttempt();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await attempt(async () => {
      await signIn(email, password, t);
      setPassword("");
      onSignedIn();
    });
  };

  return (
    <form className="card sign-in" onSubmit={submit} aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">{t("console.signIn")}</h2>
      <p className="muted">{t("console.signIn.text")}</p>
      <label>
        {t("console.field.email")}
        <input type="email" required autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        {t("console.field.password")}
        <input type="password" required autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      <button type="submit" disabled={busy || !email.trim() || !password}>
        {busy ? t("console.signIn.busy") : t("console.signIn")}
      </button>
    </form>
  );
}
