// The documented operations: every procedure whose meta carries `openapi` (method and path),
// under one of the two path families. The API registers one route per operation and the OpenAPI
// documents describe the same list, so the two cannot disagree.
import type { AnyProcedure, AnyRouter } from "@trpc/server";
import type { Meta } from "@booking/core";

export type PathFamily = "rest" | "rpc";

/** Where each family lives: the resource paths under /v1, the RPC-style paths under /api/rpc. */
export const FAMILY_PREFIX: Record<PathFamily, string> = { rest: "/v1/", rpc: "/api/rpc/" };

/** The family a path belongs to (anything not under /v1 is answered in the RPC-style shape). */
export function familyOfPath(path: string): PathFamily {
  return path === FAMILY_PREFIX.rest.slice(0, -1) || path.startsWith(FAMILY_PREFIX.rest) ? "rest" : "rpc";
}

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export interface DocumentedOperation {
  procedurePath: string;
  method: HttpMethod;
  path: string;
  family: PathFamily;
  successStatus: number;
  /** A 202 this operation also answers, and when (see Meta). */
  accepted?: Meta["accepted"];
  /**
   * What each query parameter that is not text is: a number, a boolean or a list (a list is one
   * comma-separated value, or the parameter repeated). A query string carries text: the REST routes
   * read these into their types before the procedure's schema, which takes the types themselves
   * (as native tRPC sends them).
   */
  queryKinds: ReadonlyMap<string, QueryKind>;
  type: "query" | "mutation";
  /** Which keys may call it (from the procedure builder). */
  audience: NonNullable<Meta["audience"]>;
  /** Errors the procedure raises itself (see Meta). */
  errors: NonNullable<Meta["errors"]>;
}

function audienceOf(procedurePath: string, meta: Meta): NonNullable<Meta["audience"]> {
  if (!meta.audience) throw new Error(`${procedurePath}: built without one of trpc.ts's procedure builders, so its audience is unknown`);
  return meta.audience;
}

/** Every procedure with `meta.openapi`, as (method, path) operations. */
export function documentedOperations(router: AnyRouter): DocumentedOperation[] {
  const operations: DocumentedOperation[] = [];
  for (const [procedurePath, procedure] of Object.entries(router._def.procedures as Record<string, AnyProcedure>)) {
    const meta = procedure._def.meta as Meta | undefined;
    const openapi = meta?.openapi;
    if (!openapi || openapi.enabled === false) continue;
    const type = procedure._def.type;
    if (type === "subscription") continue;
    operations.push({
      procedurePath,
      method: openapi.method,
      path: openapi.path,
      family: familyOfPath(openapi.path),
      successStatus: meta.successStatus ?? 200,
      accepted: meta.accepted,
      queryKinds: queryKindsOf(procedure._def.inputs[0]),
      type,
      audience: audienceOf(procedurePath, meta),
      errors: meta.errors ?? [],
    });
  }
  return operations;
}

export type QueryKind = "number" | "boolean" | "list";

interface ZodNode {
  _zod?: { def: { type: string; innerType?: ZodNode; out?: ZodNode; in?: ZodNode; shape?: Record<string, ZodNode> } };
}

/** The fields of an object input schema that are numbers, booleans or arrays (under optional, default and other wrappers). */
function queryKindsOf(input: unknown): ReadonlyMap<string, QueryKind> {
  const kinds = new Map<string, QueryKind>();
  // The object itself may be wrapped too (a default, a prefault).
  let object = input as ZodNode | undefined;
  for (let depth = 0; object?._zod && !object._zod.def.shape && depth < 8; depth++) {
    object = object._zod.def.innerType ?? object._zod.def.in ?? object._zod.def.out;
  }
  const shape = object?._zod?.def.shape;
  for (const [name, field] of Object.entries(shape ?? {})) {
    let node: ZodNode | undefined = field;
    for (let depth = 0; node?._zod && depth < 8; depth++) {
      const type = node._zod.def.type;
      if (type === "number" || type === "boolean") kinds.set(name, type);
      if (type === "array") kinds.set(name, "list");
      if (kinds.has(name)) break;
      // A pipe's input is what a caller sends.
      node = node._zod.def.innerType ?? node._zod.def.in ?? node._zod.def.out;
    }
  }
  return kinds;
}
