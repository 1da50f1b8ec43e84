// The one email layout: plain text and a small accessible HTML page saying the same things. The
// HTML needs no CSS to read (inline styles only, modest), loads nothing remote, and escapes every
// piece of text it is given: catalogue messages hold no markup, so all of it is text.
import { message } from "./format";
import type { Language } from "@booking/i18n";

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Where withLink puts links in the HTML (before the sign-off); emails that carry no link omit it. */
export const LINK_SLOT = "<!--links-->";

export interface EmailLayout {
  locale: Language;
  subject: string;
  heading: string;
  greeting: string | null;
  paragraphs: string[];
  /** Label and value of each row of the booking's facts (what, when, with whom, where, reference). */
  details: [label: string, value: string][];
  linkSlot: boolean;
  /** The last lines: the sign-off and the salon's name, or the salon's own email's footer. */
  closing: string[];
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * A value as messages may repeat it: line breaks and other control characters become a space, and
 * bidirectional overrides (which can make text read backwards) go. A name with a newline must not
 * start a line of its own in a text email, nor a header of its own in a subject.
 */
export function cleanText(value: string): string {
  return value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/[\u202A-\u202E\u2066-\u2069]/g, "")
    .replace(/ {2,}/g, " ")
    .trim();
}

const P = 'style="margin:0 0 16px"';

export function composeEmail(layout: EmailLayout): RenderedEmail {
  const subject = cleanText(layout.subject);
  const opening = layout.greeting === null ? [] : [layout.greeting];
  const text = [
    ...opening,
    ...layout.paragraphs,
    layout.details.map(([label, value]) => message(layout.locale, "label.row", { label, value })).join("\n"),
    layout.closing.join("\n"),
  ].join("\n\n");
  const rows = layout.details.map(
    ([label, value]) =>
      `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0">${escapeHtml(label)}</th>` +
      `<td style="vertical-align:top;padding:4px 0">${escapeHtml(value)}</td></tr>`,
  );
  const html = [
    "<!doctype html>",
    `<html lang="${layout.locale}" dir="ltr">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    "</head>",
    '<body style="margin:0;padding:24px 16px;background-color:#ffffff;color:#1f2328;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto">',
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(layout.heading)}</h1>`,
    ...[...opening, ...layout.paragraphs].map((paragraph) => `<p ${P}>${escapeHtml(paragraph)}</p>`),
    `<table style="border-collapse:collapse;margin:0 0 16px">`,
    ...rows,
    "</table>",
    ...(layout.linkSlot ? [LINK_SLOT] : []),
    `<p ${P}>${layout.closing.map(escapeHtml).join("<br>")}</p>`,
    "</div>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
  return { subject, text: `${text}\n`, html };
}

const LINK_STYLES = {
  // The verification link is the email's one action: a button-like link.
  verify:
    "display:inline-block;padding:10px 18px;background-color:#1d4ed8;color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none",
  // A waitlist entry's verification: the email's one action too.
  verifyEntry:
    "display:inline-block;padding:10px 18px;background-color:#1d4ed8;color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none",
  manage: "color:#1d4ed8;text-decoration:underline",
  // A waitlist offer's two answers: claiming is its action, declining a plain link beside it.
  claim:
    "display:inline-block;padding:10px 18px;background-color:#1d4ed8;color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none",
  decline: "color:#1d4ed8;text-decoration:underline",
  console: "color:#1d4ed8;text-decoration:underline",
} as const;

const LINK_LABELS = {
  verify: "link.verify",
  verifyEntry: "link.verifyEntry",
  manage: "link.manage",
  claim: "link.claim",
  decline: "link.decline",
  console: "link.console",
} as const;

/**
 * Links added at send time (they are minted then, never stored): appends a line to the text and
 * puts a paragraph with the link where the HTML has its slot; returns the email unchanged when the
 * HTML lacks the slot (an email that carries no link, such as a cancellation). Only http(s) links.
 */
export function withLink(email: RenderedEmail, kind: keyof typeof LINK_LABELS, url: string, locale: Language): RenderedEmail {
  if (!email.html.includes(LINK_SLOT)) return email;
  // The parsed form: no stray line breaks or spaces reach the text, and the scheme is known.
  const { href, protocol } = new URL(url);
  if (protocol !== "https:" && protocol !== "http:") throw new Error(`withLink takes http(s) links, not ${protocol}`);
  const label = message(locale, LINK_LABELS[kind]);
  const paragraph = `<p ${P}><a href="${escapeHtml(href)}" style="${LINK_STYLES[kind]}">${escapeHtml(label)}</a></p>`;
  return {
    subject: email.subject,
    text: `${email.text}\n${message(locale, "label.row", { label, value: href })}\n`,
    // The slot stays, below the new link, so that a second link follows the first.
    html: email.html.replace(LINK_SLOT, () => `${paragraph}\n${LINK_SLOT}`),
  };
}
