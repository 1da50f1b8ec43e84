// The booking page (apps/web) at /book/, served by the API process from the page's Vite build, so
// the page and the API share one origin: no CORS, and a strict Content-Security-Policy (scripts,
// styles and requests to this origin only). The page takes its key from its address (a public key
// in the query, a provider key in the fragment) or a form, never from the server. It may be framed
// only by the sites listed on the public key in its address (the embed snippet, public/embed.js);
// everything else refuses to be framed. See docs/booking-page.md.
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

const CONTENT_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; " +
  "base-uri 'none'; form-action 'none'";

const SECURITY_HEADERS = {
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "cross-origin-opener-policy": "same-origin",
};

const PUBLIC_KEY_IN_QUERY = /[?&]key=(pk_[0-9A-Za-z]{32,128})(?:&|$)/;

export interface WebPageOptions {
  /** apps/web/dist by default. */
  root?: string;
  /** The sites a public key lists (none for an unknown, revoked or other key): they may frame the page. */
  framingOrigins?: (publicKey: string) => Promise<readonly string[]>;
}

export async function registerWebPage(app: FastifyInstance, options: WebPageOptions = {}): Promise<void> {
  const root = options.root ?? defaultWebRoot();
  await app.register(async (scope) => {
    // Every answer of this scope (the page's routes, however their address is spelt).
    scope.addHook("onSend", async (request, reply) => {
      const key = PUBLIC_KEY_IN_QUERY.exec(request.url)?.[1];
      const framers = key && options.framingOrigins ? await options.framingOrigins(key) : [];
      void reply.headers(SECURITY_HEADERS);
      if (framers.length > 0) {
        void reply.header("content-security-policy", `${CONTENT_POLICY}; frame-ancestors 'self' ${framers.join(" ")}`);
      } else {
        void reply.header("content-security-policy", `${CONTENT_POLICY}; frame-ancestors 'none'`).header("x-frame-options", "DENY");
      }
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
