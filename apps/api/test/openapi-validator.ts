// Validation against the OpenAPI documents with ajv (JSON Schema 2020-12, which OpenAPI 3.1's
// schemas are): a value against the schema at any place in a document, `$ref`s resolved within it.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI documents are walked as plain JSON */
export type OpenApiDoc = Record<string, any>;

export interface SchemaValidator {
  /** Problems of `value` against `schema` (a schema found in the document); empty when valid. */
  problems(schema: unknown, value: unknown): string[];
}

export function schemaValidator(doc: OpenApiDoc): SchemaValidator {
  // OpenAPI's own keywords (example, discriminator…) are not JSON Schema's: ignored, not refused.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  const compiled = new Map<unknown, ValidateFunction>();
  let counter = 0;
  return {
    problems(schema, value) {
      let validate = compiled.get(schema);
      if (!validate) {
        // The schema as the root of a copy of the components, so its `#/components/…` refs resolve.
        counter += 1;
        validate = ajv.compile({ ...(schema as object), $id: `urn:openapi:${counter}`, components: doc.components });
        compiled.set(schema, validate);
      }
      if (validate(value)) return [];
      return (validate.errors ?? []).map((e) => `${e.instancePath || "(root)"} ${e.message ?? ""} ${JSON.stringify(e.params)}`);
    },
  };
}

/** Every (method, path, operation) of a document's paths. */
export function operationsOf(doc: OpenApiDoc): { method: string; path: string; operation: any }[] {
  return Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method))
      .map(([method, operation]) => ({ method, path, operation })),
  );
}
