// Plain words for what the console shows: roles, statuses, and errors as people read them.
import { errorInfo } from "@booking/client";

export const ROLE_NAMES = { admin: "Admin", manager: "Manager", staff: "Staff" } as const;

export const STATUS_NAMES: Record<string, string> = {
  pending: "Waiting for confirmation",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  no_show: "No-show",
};

/** What went wrong, in the service's words, with the fields it names. */
export function problemOf(error: unknown): string {
  const info = errorInfo(error);
  if (info.code === "UNAUTHORIZED") return "Your session has ended; sign in again.";
  const details = info.details.map((d) => `${d.path}: ${d.message}`).join("; ");
  return details && !info.message.includes(details) ? `${info.message} (${details})` : info.message;
}
