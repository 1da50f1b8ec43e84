// The booking page (apps/web) at /book/, and the same build as the staff's front desk at
// /console/, served by the API process from the page's Vite build, so the page and the API share
// one origin: no CORS, and a strict Content-Security-Policy (scripts, styles and requests to this
// origin only). The page chooses what to show from its address (mode.ts) and takes its key from
// it (a public key in the query, a provider key in the fragment) or a form, never from the server.
// /book/ may be framed only by the sites listed on the public key in its address (the embed
// snippet, public/embed.js); everything else, the console included, refuses to be framed. See
// docs/booking-page.md.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";

export const WEB_PAGE_PATH = "/book/";
/** The front desk: the same build, which opens as the front desk at this path. */
const CONSOLE_PATH = "/console/";

/** apps/web/dist, from apps/api/src (tsx, tests) and from apps/api/dist (the built API) alike. */
export function defaultWebRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "web", "dist");
}

const CONTENT_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; " +
  "base-uri 'none'; form-action 'none'";
/**
 * The booking page where the service takes payments with Stripe: Stripe.js and its frames (the
 * Payment Element, 3-D Secure) from Stripe's documented origins, its requests to Stripe's API.
 */
const CONTENT_POLICY_WITH_STRIPE =
  "default-src 'none'; script-src 'self' https://js.stripe.com; style-src 'self'; img-src 'self' data:; " +
  "connect-src 'self' https://api.stripe.com; font-src 'self'; frame-src https://js.stripe.com https://hooks.stripe.com; " +
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
  /**
   * The sites a public key lists (none for an unknown, revoked or other key): they may frame the
   * page. Made-up keys draw on the client address's budget of unknown keys, as on the API.
   */
  framingOrigins?: (publicKey: string, request: FastifyRequest) => Promise<readonly string[]>;
  /** Whether the service takes payments with Stripe now (the booking page then loads Stripe.js). */
  takesStripe?: () => boolean;
}

export async function registerWebPage(app: FastifyInstance, options: WebPageOptions = {}): Promise<void> {
  const root = options.root ?? defaultWebRoot();
  await servePage(app, root, WEB_PAGE_PATH, options.framingOrigins, options.takesStripe);
  // Staff pages are never framed, whatever key an address holds; they take no payments.
  await servePage(app, root, CONSOLE_PATH, undefined, undefined);
}

/** The build at `prefix` ("/book/"), framed by the sites `framingOrigins` gives for the public key in the address. */
async function servePage(
  app: FastifyInstance,
  root: string,
  prefix: string,
  framingOrigins: WebPageOptions["framingOrigins"],
  takesStripe: WebPageOptions["takesStripe"],
) {
  const bare = prefix.replace(/\/$/, "");
  await app.register(async (scope) => {
    // Every answer of this scope (the page's routes, however their address is spelt).
    scope.addHook("onSend", async (request, reply) => {
      const key = PUBLIC_KEY_IN_QUERY.exec(request.url)?.[1];
      const framers = key && framingOrigins ? await framingOrigins(key, request) : [];
      void reply.headers(SECURITY_HEADERS);
      if (framers.length > 0) {
        void reply.header("content-security-policy", `${policyOf(takesStripe)}; frame-ancestors 'self' ${framers.join(" ")}`);
      } else {
        void reply.header("content-security-policy", `${policyOf(takesStripe)}; frame-ancestors 'none'`).header("x-frame-options", "DENY");
      }
    });
    if (!existsSync(path.join(root, "index.html"))) {
      const notBuilt =
        "<!doctype html><title>Booking page not built</title><p>The booking page is not built. Run <code>pnpm --filter @booking/web build</code> (or <code>pnpm start</code>).</p>";
      scope.get(bare, (_request, reply) => reply.redirect(prefix, 302));
      scope.get(prefix, (_request, reply) => reply.code(503).type("text/html; charset=utf-8").send(notBuilt));
      return;
    }
    await scope.register(fastifyStatic, {
      root,
      // Without the trailing slash, so that /book redirects to /book/ (and /console to /console/).
      prefix: bare,
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

const policyOf = (takesStripe: WebPageOptions["takesStripe"]) => (takesStripe?.() ? CONTENT_POLICY_WITH_STRIPE : CONTENT_POLICY);
