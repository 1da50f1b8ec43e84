// Review response templates: a body with placeholders that `reviews/respond` fills in for one
// review. Only the placeholders below exist; a template naming another one is rejected when it
// is created, so a response never goes out with a literal "{{…}}" in it.

export const TEMPLATE_PLACEHOLDERS = ["customerName", "rating"] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export type TemplateValues = Record<TemplatePlaceholder, string | number>;

/**
 * `{{name}}`, spaces inside the braces allowed (trimmed off the name afterwards). The inside is one
 * brace-free run, so matching takes linear time: optional spaces next to a lazy name gave the
 * engine cubically many ways to split a long run of spaces that never closes.
 */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

const isSupported = (name: string): name is TemplatePlaceholder => (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name);

/** Placeholder names used in a body that are not supported, in order of appearance, distinct. */
export function unknownPlaceholders(body: string): string[] {
  const unknown = new Set<string>();
  for (const match of body.matchAll(PLACEHOLDER)) {
    const name = (match[1] ?? "").trim();
    if (!isSupported(name)) unknown.add(name);
  }
  return [...unknown];
}

/** The body with every supported placeholder replaced; anything else is left as written. */
export function fillTemplate(body: string, values: TemplateValues): string {
  return body.replace(PLACEHOLDER, (whole, inner: string) => {
    const name = inner.trim();
    return isSupported(name) ? String(values[name]) : whole;
  });
}

/** Whether a template written for ratings minRating..maxRating suits a review of `rating`. */
export const templateApplies = (template: { minRating: number; maxRating: number }, rating: number): boolean =>
  rating >= template.minRating && rating <= template.maxRating;
