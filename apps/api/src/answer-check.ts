// Checking a procedure's answer against its output schema without zod's copy. zod validates an
// answer by building a new object of it (unknown keys dropped), which inside the server costs a
// read several microseconds and the garbage of the copy. For a schema made only of plain shapes
// (objects, arrays, strings without checks, numbers with at most bounds and integrality, enums,
// literals, nulls, unions of values), an answer that matches the schema's JSON Schema exactly, with
// no key the schema lacks, is what zod would return itself (its keys perhaps in another order): it
// is answered as it is, after one call of a validator that ajv compiled for that schema. Anything
// else (an extra key to drop, a mismatch to report, a schema with refinements, transforms,
// defaults, formats, string checks or unions of objects) is parsed by zod as before, so the
// answers and the errors are zod's. test/http/answer-check.test.ts holds the two to each other.
import { Ajv2020 } from "ajv/dist/2020.js";
import { z } from "zod";

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type Check = { _zod: { def: { check: string; format?: string } } };

const defOf = (schema: unknown): Def => (schema as z.core.$ZodType)._zod.def as Def;

/** Number checks whose JSON Schema keywords test exactly what zod tests. */
function numberCheckIsExact(check: Check): boolean {
  const { def } = check._zod;
  if (def.check === "greater_than" || def.check === "less_than") return true;
  // .int(): JSON Schema's integer with the safe-integer bounds zod writes beside it.
  return def.check === "number_format" && def.format === "safeint";
}

const PRIMITIVES = new Set(["string", "number", "boolean", "null", "literal", "enum"]);

/**
 * Whether zod's parse of `schema` returns a value equal to its input whenever that input matches
 * the schema's JSON Schema (with every object closed to other keys). `ancestors` guards against
 * cycles (a recursive schema is zod's); a schema used twice side by side is no cycle.
 */
function isPlainShape(schema: unknown, ancestors = new Set<unknown>()): boolean {
  if (ancestors.has(schema)) return false;
  ancestors.add(schema);
  const plain = definitionIsPlain(defOf(schema), ancestors);
  ancestors.delete(schema);
  return plain;
}

function definitionIsPlain(def: Def, ancestors: Set<unknown>): boolean {
  const checks = (def.checks ?? []) as Check[];
  switch (def.type) {
    case "boolean":
    case "null":
    case "literal":
    case "enum":
      return checks.length === 0;
    case "string":
      // Formats (email, ISO dates), patterns and lengths are zod's own tests, which JSON Schema
      // would state with other rules or regular-expression flags: zod parses those.
      return checks.length === 0 && def.format === undefined;
    case "number":
      // z.int() is a number schema with its format in the definition rather than as a check.
      return (def.format === undefined || def.format === "safeint") && checks.every(numberCheckIsExact);
    case "nullable":
    case "optional":
      return checks.length === 0 && isPlainShape(def.innerType, ancestors);
    case "array":
      return checks.length === 0 && isPlainShape(def.element, ancestors);
    case "object":
      // Unknown keys are dropped (the default); a schema that keeps or refuses them is zod's.
      return (
        checks.length === 0 &&
        def.catchall === undefined &&
        Object.values(def.shape as Record<string, unknown>).every((field) => isPlainShape(field, ancestors))
      );
    case "union":
      // zod answers with its first option that parses (an object option drops keys another
      // option has): only unions of values that are never copied qualify.
      return (
        checks.length === 0 &&
        (def.options as unknown[]).every((option) => PRIMITIVES.has(defOf(option).type) && isPlainShape(option, ancestors))
      );
    default:
      return false;
  }
}

const ajv = new Ajv2020({
  // Descriptions, examples and other annotations of the documents are not keywords to ajv.
  strict: false,
  // zod's formats are its own checks (excluded above); a format here is only an annotation.
  validateFormats: false,
  // NaN and the infinities are not numbers to zod either.
  strictNumbers: true,
  allErrors: false,
  logger: false,
});

/** A validator for answers that zod would return unchanged, or undefined when `schema` is not made of plain shapes. */
function plainShapeValidator(schema: z.ZodType): ((value: unknown) => boolean) | undefined {
  if (!isPlainShape(schema)) return undefined;
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: "output", unrepresentable: "throw" });
    return ajv.compile(jsonSchema) as (value: unknown) => boolean;
  } catch {
    return undefined;
  }
}

/**
 * `parse` for answers of `schema`, taking the answer as it is when it already has the schema's
 * exact shape (the usual case) and zod's parse otherwise.
 */
export function answerParser(schema: z.ZodType, parse: (value: unknown) => unknown): (value: unknown) => unknown {
  const matches = plainShapeValidator(schema);
  if (!matches) return parse;
  return (value) => (matches(value) ? value : parse(value));
}
