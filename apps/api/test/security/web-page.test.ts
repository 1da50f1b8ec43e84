// The booking page's build served at /book/ and, the same files, at /console/ (the staff's front
// desk): both with the page's security headers and Content-Security-Policy; /book/ framed only by
// the sites its public key lists, /console/ by no one whatever its address holds; /console
// redirects to /console/. A server without the build says how to build it at both.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerWebPage } from "../../src/web-page";

const KEY = `pk_${"k".repeat(40)}`;
const INDEX = '<!doctype html><html lang="en"><title>Page</title><script type="module" src="/book/assets/index-abc.js"></script></html>';
let root: string;
let app: FastifyInstance;

async function server(pageRoot: string): Promise<FastifyInstance> {
  const created = Fastify();
  await registerWebPage(created, { root: pageRoot, framingOrigins: async (key) => (key === KEY ? ["https://salon.example"] : []) });
  await created.ready();
  return created;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "web-page-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "index.html"), INDEX);
  writeFileSync(path.join(root, "assets", "index-abc.js"), "console.log(1)");
  app = await server(root);
});

afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

const policyOf = (headers: Record<string, unknown>) => String(headers["content-security-policy"]);

describe("the page at /book/ and /console/", () => {
  it("serves the same build at both, with the page's headers", async () => {
    for (const url of ["/book/", "/console/", "/console/index.html", `/console/?key=${KEY}`]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(policyOf(res.headers), url).toContain("default-src 'none'; script-src 'self'");
      expect(res.headers["referrer-policy"], url).toBe("no-referrer");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["cross-origin-opener-policy"], url).toBe("same-origin");
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
    for (const url of ["/book/assets/index-abc.js", "/console/assets/index-abc.js"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
      expect(policyOf(res.headers), url).toContain("default-src 'none'");
    }
  });

  it("lets the booking page, and it alone, load Stripe.js and its frames while the service takes payments with Stripe", async () => {
    let stripe = false;
    const paying = Fastify();
    await registerWebPage(paying, { root, takesStripe: () => stripe });
    await paying.ready();
    try {
      expect(policyOf((await paying.inject({ url: "/book/" })).headers)).not.toContain("stripe");
      stripe = true;
      const book = policyOf((await paying.inject({ url: "/book/" })).headers);
      expect(book).toContain("script-src 'self' https://js.stripe.com;");
      expect(book).toContain("connect-src 'self' https://api.stripe.com;");
      expect(book).toContain("frame-src https://js.stripe.com https://hooks.stripe.com;");
      expect(book).toContain("frame-ancestors 'none'");
      expect(policyOf((await paying.inject({ url: "/console/" })).headers)).not.toContain("stripe");
    } finally {
      await paying.close();
    }
  });

  it("redirects /console and /book to their pages", async () => {
    for (const [url, location] of [
      ["/console", "/console/"],
      ["/book", "/book/"],
    ] as const) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(301);
      expect(res.statusCode, url).toBeLessThanOrEqual(308);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it("lets the sites a public key lists frame /book/ with that key, and no one frame /console/", async () => {
    const booking = await app.inject({ url: `/book/?key=${KEY}` });
    expect(policyOf(booking.headers)).toContain("frame-ancestors 'self' https://salon.example");
    expect(booking.headers["x-frame-options"]).toBeUndefined();
    for (const url of [`/console/?key=${KEY}`, "/console/", "/book/", `/book/?key=pk_${"x".repeat(40)}`]) {
      const res = await app.inject({ url });
      expect(policyOf(res.headers), url).toContain("frame-ancestors 'none'");
      expect(res.headers["x-frame-options"], url).toBe("DENY");
    }
  });

  it("says how to build the page when it is not built, at both addresses", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "web-page-empty-"));
    const unbuilt = await server(empty);
    try {
      for (const url of ["/book/", "/console/"]) {
        const res = await unbuilt.inject({ url });
        expect(res.statusCode, url).toBe(503);
        expect(res.body, url).toContain("pnpm --filter @booking/web build");
        expect(policyOf(res.headers), url).toContain("frame-ancestors 'none'");
      }
      expect((await unbuilt.inject({ url: "/console" })).headers.location).toBe("/console/");
    } finally {
      await unbuilt.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
