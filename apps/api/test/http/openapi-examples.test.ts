// Every example in both OpenAPI documents is valid against its own schema: parameters, request
// bodies (named examples too), responses, response headers, the webhooks and the 405 answer.
import { describe, expect, it } from "vitest";
import { buildOpenApiDocuments, METHOD_NOT_ALLOWED_EXTENSION } from "@booking/openapi";
import { schemaValidator, type OpenApiDoc } from "../openapi-validator";

/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI documents are walked as plain JSON */

interface Example {
  where: string;
  schema: unknown;
  value: unknown;
}

function resolved(doc: OpenApiDoc, node: any): any {
  if (typeof node?.$ref !== "string") return node;
  return (node.$ref as string)
    .replace(/^#\//, "")
    .split("/")
    .reduce((at: any, part) => at?.[part.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
}

function mediaExamples(doc: OpenApiDoc, where: string, media: any): Example[] {
  if (!media?.schema) return [];
  const found: Example[] = [];
  if (media.example !== undefined) found.push({ where, schema: media.schema, value: media.example });
  for (const [name, example] of Object.entries((media.examples ?? {}) as Record<string, any>)) {
    found.push({ where: `${where} (example ${name})`, schema: media.schema, value: resolved(doc, example).value });
  }
  return found;
}

/** Every example of one operation, each with the schema it must satisfy. */
function operationExamples(doc: OpenApiDoc, where: string, operation: any): Example[] {
  const found: Example[] = [];
  for (const parameter of (operation.parameters ?? []).map((p: any) => resolved(doc, p))) {
    if (parameter.example !== undefined)
      found.push({ where: `${where} ${parameter.in} ${parameter.name}`, schema: parameter.schema, value: parameter.example });
    for (const [name, example] of Object.entries((parameter.examples ?? {}) as Record<string, any>))
      found.push({ where: `${where} ${parameter.in} ${parameter.name} (example ${name})`, schema: parameter.schema, value: example.value });
  }
  for (const [type, media] of Object.entries((resolved(doc, operation.requestBody)?.content ?? {}) as Record<string, any>)) {
    found.push(...mediaExamples(doc, `${where} request ${type}`, media));
  }
  for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, any>)) {
    found.push(...responseExamples(doc, `${where} → ${status}`, resolved(doc, response)));
  }
  return found;
}

function responseExamples(doc: OpenApiDoc, where: string, response: any): Example[] {
  const found: Example[] = [];
  for (const [type, media] of Object.entries((response?.content ?? {}) as Record<string, any>))
    found.push(...mediaExamples(doc, `${where} ${type}`, media));
  for (const [name, header] of Object.entries((response?.headers ?? {}) as Record<string, any>)) {
    const h = resolved(doc, header);
    if (h.example !== undefined) found.push({ where: `${where} header ${name}`, schema: h.schema, value: h.example });
  }
  return found;
}

function allExamples(doc: OpenApiDoc): Example[] {
  const found: Example[] = [];
  for (const [section, items] of [
    ["paths", doc.paths],
    ["webhooks", doc.webhooks ?? {}],
  ] as const) {
    for (const [path, item] of Object.entries(items as Record<string, Record<string, any>>)) {
      for (const [method, operation] of Object.entries(item)) {
        if (operation && typeof operation === "object" && operation.responses)
          found.push(...operationExamples(doc, `${section} ${method.toUpperCase()} ${path}`, operation));
      }
    }
  }
  found.push(...responseExamples(doc, METHOD_NOT_ALLOWED_EXTENSION, doc[METHOD_NOT_ALLOWED_EXTENSION]));
  return found;
}

describe("OpenAPI examples", () => {
  const documents = buildOpenApiDocuments() as unknown as Record<"rest" | "rpc", OpenApiDoc>;

  for (const family of ["rest", "rpc"] as const) {
    it(`are valid against their schemas (${family})`, () => {
      const doc = documents[family];
      const validator = schemaValidator(doc);
      const examples = allExamples(doc);
      const problems = examples.flatMap(({ where, schema, value }) =>
        validator.problems(schema, value).map((problem) => `${where}: ${problem}`),
      );
      expect(problems).toEqual([]);
      // Every operation's parameters, bodies and responses were reached (not a vacuous pass).
      expect(examples.length).toBeGreaterThan(family === "rest" ? 300 : 250);
    });
  }

  it("a validator refuses an example that does not fit", () => {
    const doc = documents.rest;
    const schema = doc.paths["/v1/bookings/{id}"].get.responses["200"].content["application/json"].schema;
    const validator = schemaValidator(doc);
    const good = doc.paths["/v1/bookings/{id}"].get.responses["200"].content["application/json"].example;
    expect(validator.problems(schema, good)).toEqual([]);
    expect(validator.problems(schema, { ...good, data: { ...good.data, endTime: 7 } })).not.toEqual([]);
  });

  it("signs every webhook example for real", async () => {
    const { verifyWebhookBody } = await import("@booking/core");
    const { EXAMPLE_WEBHOOK_SECRET } = await import("@booking/openapi");
    for (const [event, item] of Object.entries(documents.rpc.webhooks as Record<string, any>)) {
      const example = item.post.requestBody.content["application/json"].example;
      expect(verifyWebhookBody(EXAMPLE_WEBHOOK_SECRET, JSON.stringify(example)), event).toBe(true);
    }
  });
});
