// One list of languages: the database's CHECK on every language column of a freshly migrated
// database, and every enum of languages in any procedure's input or output (what the API accepts
// and answers, REST, RPC and native tRPC alike), equal the service's list (@booking/i18n). A
// language added to the list without a migration for the columns, or an enum written out by hand
// that forgot one, fails here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { appRouter } from "@booking/core";
import { sql } from "@booking/db";
import { LANGUAGES } from "@booking/i18n";
import { createTestDatabase, type TestDatabase } from "@booking/testing";

/* eslint-disable @typescript-eslint/no-explicit-any -- tRPC's procedure records and JSON Schema are walked as plain objects */

/** A column that names a language: "locale", "language", "lang", "*_locale", … */
const LANGUAGE_COLUMN = "^(.*_)?(locale|language|lang)$";

/**
 * Language columns that hold a BCP 47 tag as the client sent it ("de-AT", answered back as sent),
 * read through the list's negotiation: no CHECK limits them to the list (a booking's, and a
 * waitlist entry's, which its offer's booking takes on).
 */
const FREE_TAG_COLUMNS = ["bookings.locale", "waitlist_entries.locale"];

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

/** The quoted values of a CHECK's definition, in order ("CHECK ((locale = ANY (ARRAY['en'::text, …])))" → ["en", …]). */
function valuesOf(definition: string): string[] {
  return [...definition.matchAll(/'((?:[^']|'')*)'/g)].map((match) => (match[1] ?? "").replaceAll("''", "'"));
}

describe("the database", () => {
  it("limits every language column to the list, but for the ones that keep a client's tag as sent", async () => {
    const columns = await sql<{ column: string }>`
      SELECT table_name || '.' || column_name AS column
        FROM information_schema.columns
       WHERE table_schema = 'public' AND column_name ~ ${LANGUAGE_COLUMN}
       ORDER BY 1`.execute(database.db);
    const checks = await sql<{ column: string; definition: string }>`
      SELECT c.conrelid::regclass::text || '.' || a.attname AS column, pg_get_constraintdef(c.oid) AS definition
        FROM pg_constraint c
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        JOIN pg_namespace n ON n.oid = c.connamespace
       WHERE c.contype = 'c' AND n.nspname = 'public' AND a.attname ~ ${LANGUAGE_COLUMN}
       ORDER BY 1`.execute(database.db);

    expect(columns.rows.length).toBeGreaterThan(FREE_TAG_COLUMNS.length);
    const checked = new Map(checks.rows.map((row) => [row.column, valuesOf(row.definition)]));
    for (const { column } of columns.rows) {
      if (FREE_TAG_COLUMNS.includes(column)) expect(checked.get(column), column).toBeUndefined();
      else expect(checked.get(column), column).toEqual([...LANGUAGES]);
    }
  });
});

/** Every enum in a JSON Schema, with the property it was found under. */
function enumsOf(schema: unknown, property = "", into: { property: string; values: unknown[] }[] = []) {
  if (Array.isArray(schema)) {
    for (const item of schema) enumsOf(item, property, into);
  } else if (schema && typeof schema === "object") {
    const node = schema as Record<string, any>;
    if (Array.isArray(node.enum)) into.push({ property, values: node.enum });
    for (const [key, value] of Object.entries(node)) {
      if (key === "properties" && value && typeof value === "object") {
        for (const [name, child] of Object.entries(value as Record<string, unknown>)) enumsOf(child, name, into);
      } else if (key !== "enum") {
        enumsOf(value, property, into);
      }
    }
  }
  return into;
}

describe("the API", () => {
  it("answers and accepts exactly the list wherever it names languages by an enum", () => {
    const procedures = (appRouter as any)._def.procedures as Record<string, any>;
    const found: { procedure: string; property: string; values: unknown[] }[] = [];
    for (const [name, procedure] of Object.entries(procedures)) {
      const def = procedure._def;
      const schemas: z.ZodType[] = [...(def.inputs ?? []), ...(def.output ? [def.output] : [])];
      for (const schema of schemas) {
        for (const io of ["input", "output"] as const) {
          const json = z.toJSONSchema(schema, { io, unrepresentable: "any" });
          for (const each of enumsOf(json)) found.push({ procedure: name, ...each });
        }
      }
    }
    const languageEnums = found.filter(
      ({ property, values }) =>
        /^(?:locale|language|lang)$/i.test(property) || values.some((value) => (LANGUAGES as readonly unknown[]).includes(value)),
    );
    // The settings, the provider's profile on the booking page, user.me and the manage link name languages.
    expect(new Set(languageEnums.map((e) => e.procedure)).size).toBeGreaterThanOrEqual(4);
    const differing = languageEnums.filter(({ values }) => JSON.stringify(values) !== JSON.stringify(LANGUAGES));
    expect(differing).toEqual([]);
  });
});
