// Every rule a refusal of the service can name (the enum of `details[].rule` in its OpenAPI
// documents, built from core's list) has its sentence in the console, in all four languages: a
// rule added to the service without the console's words fails here.
import { describe, expect, it } from "vitest";
import { buildOpenApiDocuments } from "@booking/openapi";
import { REFUSAL_WORDS } from "@booking/web/src/common/refusals";
import { CATALOGUES } from "@booking/web/src/i18n/messages";

/** The rules the error schema of a document lists (each answer's error schema is the same). */
function documentedRules(document: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (node === null || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    const rule = record.rule as { enum?: unknown } | undefined;
    if (rule && Array.isArray(rule.enum)) for (const value of rule.enum) found.add(String(value));
    for (const value of Object.values(record)) walk(value);
  };
  walk(document);
  return [...found].sort();
}

describe("refusal rules", () => {
  const built = buildOpenApiDocuments();

  it("are documented in both documents alike", () => {
    const rest = documentedRules(built.rest);
    expect(rest.length).toBeGreaterThan(20);
    expect(documentedRules(built.rpc)).toEqual(rest);
  });

  it("each have the console's sentence in English, German, French and Spanish", () => {
    const missing: string[] = [];
    for (const rule of documentedRules(built.rest)) {
      const words = Object.hasOwn(REFUSAL_WORDS, rule) ? REFUSAL_WORDS[rule] : undefined;
      if (!words) {
        missing.push(`${rule}: no sentence`);
        continue;
      }
      for (const [lang, catalogue] of Object.entries(CATALOGUES)) {
        if (!catalogue[words.key]?.trim()) missing.push(`${rule}: ${lang}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
