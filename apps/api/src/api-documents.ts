// The two OpenAPI documents (/v1/openapi.json and /api/rpc/openapi.json), built once from the
// router's metadata and the routes actually served, and /docs: a readable reference of both,
// rendered by Swagger UI from npm (no CDN), framed by no one.
import type { FastifyInstance } from "fastify";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { appRouter } from "@booking/core";
import { buildOpenApiDocument, FAMILY_PREFIX, OPENAPI_VERSION } from "@booking/openapi";
import type { registerDocumentedRoutes } from "./documented-routes";
import { DOCS_CHARSET_LINE, DOCS_PHONE_CSS, DOCS_VIEWPORT_LINE } from "./docs-phone";

/**
 * /docs: Swagger UI's own files and the two documents (same origin), framed by no one. Its script
 * sets one inline style, allowed by its hash alone (tests/e2e/web/docs.test.ts fails on any refusal).
 */
const DOCS_CONTENT_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-hashes' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='; " +
  "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; object-src 'none'; " +
  "frame-ancestors 'none'";

export async function registerApiDocuments(app: FastifyInstance, operations: ReturnType<typeof registerDocumentedRoutes>) {
  const documents = {
    rest: buildOpenApiDocument(appRouter, { family: "rest", operations, version: OPENAPI_VERSION }),
    rpc: buildOpenApiDocument(appRouter, { family: "rpc", operations, version: OPENAPI_VERSION }),
  };
  const documentUrl = { rest: `${FAMILY_PREFIX.rest}openapi.json`, rpc: `${FAMILY_PREFIX.rpc}openapi.json` };
  app.get(documentUrl.rest, async () => documents.rest);
  app.get(documentUrl.rpc, async () => documents.rpc);

  await app.register(fastifySwagger, { mode: "static", specification: { document: documents.rest as never } });
  // In a scope of its own: the viewport line is added to /docs's page only (docs-phone.ts).
  await app.register(async (docs) => {
    docs.addHook("onSend", (_request, reply, payload, done) => {
      const type = reply.getHeader("content-type");
      const page = typeof payload === "string" && typeof type === "string" && type.startsWith("text/html");
      done(null, page ? payload.replace(DOCS_CHARSET_LINE, `${DOCS_CHARSET_LINE}\n${DOCS_VIEWPORT_LINE}`) : payload);
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: "/docs",
      // Its own scripts, styles and documents only, and never inside another site's frame.
      staticCSP: DOCS_CONTENT_POLICY,
      // Fits a phone: see docs-phone.ts.
      theme: { css: [{ filename: "phone.css", content: DOCS_PHONE_CSS }] },
      uiConfig: {
        urls: [
          { url: documentUrl.rest, name: "REST (/v1)" },
          { url: documentUrl.rpc, name: "RPC-style (/api/rpc)" },
        ],
        docExpansion: "list",
        persistAuthorization: true,
      } as never,
    });
  });
}
