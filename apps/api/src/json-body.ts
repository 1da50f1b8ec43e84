// JSON request bodies, bounded before any schema runs: the text must be valid UTF-8, nest arrays
// and objects at most MAX_JSON_DEPTH deep and hold at most MAX_JSON_MEMBERS object members. One
// body of a million unknown fields would otherwise cost seconds of the event loop (parsing,
// validating, an error listing each field), stalling every other tenant's request meanwhile.
import { TextDecoder } from "node:util";
import type { FastifyInstance } from "fastify";
import { badRequest } from "@booking/core";

/** Deepest nesting of arrays and objects a JSON input may have; no input needs more than a few. */
export const MAX_JSON_DEPTH = 64;
/** Most object members (name: value pairs, at any depth) a JSON input may hold. */
export const MAX_JSON_MEMBERS = 10_000;

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** The body's text; 400 when its bytes are not valid UTF-8 (never silently replaced by U+FFFD). */
export function utf8Text(body: Buffer | string): string {
  if (typeof body === "string") return body;
  try {
    return strictUtf8.decode(body);
  } catch {
    throw badRequest("The request body is not valid UTF-8");
  }
}

/**
 * 400 when a JSON text nests deeper than MAX_JSON_DEPTH or holds more than MAX_JSON_MEMBERS
 * object members; one pass over the text, strings skipped, stopping at the first excess. Not a
 * validator: the parser that follows refuses malformed JSON. In JSON text every object member has
 * exactly one colon outside strings, so counting those counts the members.
 */
export function assertJsonBounded(text: string): void {
  let depth = 0;
  let members = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x3a) {
      if (++members > MAX_JSON_MEMBERS) {
        throw badRequest(`The JSON input holds more than ${MAX_JSON_MEMBERS} object members`);
      }
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) {
        throw badRequest(`The JSON input nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`);
      }
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
}

/**
 * The JSON body parser of the documented paths: Fastify's own (prototype poisoning refused) on
 * text that passed the checks above. Native tRPC parses its bodies itself (bodyText below).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    let text: string;
    try {
      text = utf8Text(body);
      assertJsonBounded(text);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}

/** A body as native tRPC reads it (text it parses itself), held to the same UTF-8 rule. */
export function registerTextBodyParser(scope: FastifyInstance): void {
  scope.removeContentTypeParser("application/json");
  scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => {
    try {
      done(null, utf8Text(body));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
