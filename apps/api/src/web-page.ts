// The demo booking page (apps/web) at /book/, served by the API process from the page's Vite
// build, so the page and the API share one origin: no CORS, and a strict Content-Security-Policy
// (scripts, styles and requests to this origin only). The page takes its API key from the URL
// fragment or a form, never from the server; see docs/api.md, "The booking page".
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";

export const WEB_PAGE_PATH = "/book/";

/** apps/web/dist, from apps/api/src (tsx, tests) and from apps/api/dist (the built API) alike. */
export function defaultWebRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "web", "dist");
}

const SECURITY_HEADERS = {
  "content-security-policy":
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; " +
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
};

export async function registerWebPage(app: FastifyInstance, root = defaultWebRoot()): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook("onSend", async (request, reply) => {
      if (!request.url.startsWith(WEB_PAGE_PATH) && request.url !== "/book") return;
      void reply.headers(SECURITY_HEADERS);
    });
    if (!existsSync(path.join(root, "index.html"))) {
      const notBuilt =
        "<!doctype html><title>Booking page not built</title><p>The booking page is not built. Run <code>pnpm --filter @booking/web build</code> (or <code>pnpm start</code>).</p>";
      scope.get("/book", (_request, reply) => reply.redirect(WEB_PAGE_PATH, 302));
      scope.get(WEB_PAGE_PATH, (_request, reply) => reply.code(503).type("text/html; charset=utf-8").send(notBuilt));
      return;
    }
    await scope.register(fastifyStatic, {
      root,
      // Without the trailing slash, so that /book redirects to /book/.
      prefix: "/book",
      decorateReply: false,
      redirect: true,
      index: "index.html",
      // Vite names assets by content hash: cache them for good; index.html never.
      setHeaders: (reply, file) => {
        void reply.header(
          "cache-control",
          file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  });
}
