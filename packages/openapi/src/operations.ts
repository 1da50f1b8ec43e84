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
  /** Query parameters that take a list (documented as one comma-separated value; a repeated parameter is read as the same list). */
  queryLists: ReadonlySet<string>;
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
      queryLists: listFieldsOf(procedure._def.inputs[0]),
      type,
      audience: audienceOf(procedurePath, meta),
      errors: meta.errors ?? [],
    });
  }
  return operations;
}

interface ZodNode {
  _zod?: { def: { type: string; innerType?: ZodNode; out?: ZodNode; shape?: Record<string, ZodNode> } };
}

/** The fields of an object input schema whose values are arrays (under optional, default and preprocess wrappers). */
function listFieldsOf(input: unknown): ReadonlySet<string> {
  const lists = new Set<string>();
  const shape = (input as ZodNode | undefined)?._zod?.def.shape;
  for (const [name, field] of Object.entries(shape ?? {})) {
    let node: ZodNode | undefined = field;
    for (let depth = 0; node?._zod && depth < 8; depth++) {
      if (node._zod.def.type === "array") lists.add(name);
      node = node._zod.def.innerType ?? node._zod.def.out;
    }
  }
  return lists;
}
