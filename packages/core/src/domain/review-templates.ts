// Review response templates: a body with placeholders that `reviews/respond` fills in for one
// review. Only the placeholders below exist; a template naming another one is rejected when it
// is created, so a response never goes out with a literal "{{…}}" in it.

export const TEMPLATE_PLACEHOLDERS = ["customerName", "rating"] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export type TemplateValues = Record<TemplatePlaceholder, string | number>;

/** `{{name}}`, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Placeholder names used in a body that are not supported, in order of appearance, distinct. */
export function unknownPlaceholders(body: string): string[] {
  const unknown: string[] = [];
  for (const match of body.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? "";
    if (!(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

/** The body with every supported placeholder replaced; anything else is left as written. */
export function fillTemplate(body: string, values: TemplateValues): string {
  return body.replace(PLACEHOLDER, (whole, name: string) =>
    (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name) ? String(values[name as TemplatePlaceholder]) : whole,
  );
}

/** Whether a template written for ratings minRating..maxRating suits a review of `rating`. */
export const templateApplies = (template: { minRating: number; maxRating: number }, rating: number): boolean =>
  rating >= template.minRating && rating <= template.maxRating;
