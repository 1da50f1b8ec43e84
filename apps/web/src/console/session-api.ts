// Signing in to and out of the console. The service sets the session cookie (HttpOnly: this page
// never sees it); every later call of the typed client carries it, same origin, with no key.
// What went wrong is told in the service's words, the page's own (`t`) where the service said nothing.
import type { Translate } from "../common/words";

export interface SignedInMember {
  id: string;
  name: string;
  role: "admin" | "manager" | "staff";
}

interface ErrorAnswer {
  error?: { message?: string; details?: { path: string; message: string }[] };
}

/** The service's own words for a refusal (wrong password, too many attempts), else the status. */
async function refusal(res: Response, t: Translate): Promise<string> {
  const body = (await res.json().catch(() => ({}))) as ErrorAnswer;
  const detail = body.error?.details?.[0];
  if (detail && res.status === 400) {
    const field = t(detail.path === "email" ? "console.field.email" : "console.field.password");
    return t("console.problem.field", { field, message: detail.message });
  }
  return body.error?.message ?? t("console.problem.status", { status: res.status });
}

/** Signs in; throws an Error whose message tells the person what went wrong. */
export async function signIn(email: string, password: string, t: Translate): Promise<SignedInMember> {
  let res: Response;
  try {
    res = await fetch("/console/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: email.trim(), password }),
    });
  } catch {
    throw new Error(t("console.problem.network"));
  }
  if (!res.ok) throw new Error(await refusal(res, t));
  const body = (await res.json()) as { data: { staff: SignedInMember } };
  return body.data.staff;
}

/** Signs this browser out (the cookie is cleared). */
export async function signOut(): Promise<void> {
  await fetch("/console/session", { method: "DELETE" });
}

/** Signs the member out on every device, this one included. */
export async function signOutEverywhere(t: Translate): Promise<void> {
  const res = await fetch("/console/session/everywhere", { method: "DELETE" });
  if (!res.ok && res.status !== 401) throw new Error(await refusal(res, t));
}
