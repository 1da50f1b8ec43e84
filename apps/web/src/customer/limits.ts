// A limit the service refused a request by (429), told in sentences. The service names the limit
// and what to do in clauses joined by "; " ("At most 3 bookings per minute from one address; retry
// in 42 s"): each clause becomes a sentence, and the wait is said in seconds or minutes.

/** "At most 3 bookings per minute from one address. Please try again in 42 seconds." */
export function limitInWords(message: string): string {
  return message
    .split("; ")
    .map((clause) => {
      const wait = /^retry in (\d+) s$/.exec(clause);
      return sentence(wait ? `Please try again in ${waitInWords(Number(wait[1]))}` : clause);
    })
    .join(" ");
}

function waitInWords(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? "a second" : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

const sentence = (clause: string) => {
  const text = clause.charAt(0).toUpperCase() + clause.slice(1);
  return text.endsWith(".") ? text : `${text}.`;
};
