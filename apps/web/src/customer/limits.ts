// A limit the service refused a request by (429), told in the page's language. The service names
// the limit and what to do in English clauses joined by "; " ("At most 3 bookings per minute from
// one address; retry in 42 s"): each limit the service has is recognised and said in the page's
// words, the wait in seconds or minutes; a limit the page does not know is said as the service
// wrote it, in sentences.
import type { MessageKey, Values } from "../i18n/translate";

type Translate = (key: MessageKey, values?: Values) => string;

/** Each limit's English clause, and the message that says it. */
const LIMITS: [RegExp, MessageKey][] = [
  [/^At most (\d+) requests per minute from one address$/, "limit.requestsPerMinute"],
  [/^At most (\d+) bookings per minute from one address$/, "limit.bookingsPerMinute"],
  [/^At most (\d+) bookings per hour from one address$/, "limit.bookingsPerHour"],
  [/^Rate limit of (\d+) requests per minute exceeded$/, "limit.keyPerMinute"],
  [/^At most (\d+) upcoming online bookings? per email address with this provider$/, "limit.perEmail"],
  [/^This provider takes at most (\d+) online bookings an hour$/, "limit.salonPerHour"],
];

/** Clauses that explain a limit without a number, and the message that says each. */
const NOTES = new Map<string, MessageKey>([["each seat of a class counts as one booking", "limit.seatsCounted"]]);

/** Clauses the messages above already say (what to do about the limit). */
const SAID_WITH_THE_LIMIT = new Set(["cancel one or contact the provider", "try again later or contact them"]);

/** "At most 3 bookings per minute from one address. Please try again in 42 seconds." in the page's language. */
export function limitInWords(message: string, t: Translate): string {
  return message
    .split("; ")
    .filter((clause) => !SAID_WITH_THE_LIMIT.has(clause))
    .map((clause) => {
      const wait = /^retry in (\d+) s$/.exec(clause);
      if (wait) return waitInWords(Number(wait[1]), t);
      const note = NOTES.get(clause);
      if (note) return t(note);
      for (const [pattern, key] of LIMITS) {
        const limit = pattern.exec(clause);
        if (limit) return t(key, { limit: Number(limit[1]) });
      }
      return sentence(clause);
    })
    .join(" ");
}

function waitInWords(seconds: number, t: Translate): string {
  if (seconds < 90) return t("limit.retrySeconds", { seconds });
  return t("limit.retryMinutes", { minutes: Math.ceil(seconds / 60) });
}

const sentence = (clause: string) => {
  const text = clause.charAt(0).toUpperCase() + clause.slice(1);
  return text.endsWith(".") ? text : `${text}.`;
};
