import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

// The booking page is served by the API process at /book/ (same origin as /trpc and /v1), and the
// same build at /console/ (the front desk). `pnpm --filter @booking/web dev` serves it from Vite on
// :5173 and proxies /trpc and /v1 (calendar files) to the API on :3000, so the page stays
// same-origin in development too and needs no CORS.
export default defineConfig({
  base: "/book/",
  plugins: [react(), consoleInDevelopment()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(["/trpc", "/v1"].map((path) => [path, process.env.API_URL ?? "http://localhost:3000"])),
  },
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 400 },
});

/** In development, /console/ answers the page as the API does (the page opens as the front desk there). */
function consoleInDevelopment(): Plugin {
  return {
    name: "console-in-development",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const [pathname = "", query = ""] = (request.url ?? "").split("?");
        if (pathname === "/console") {
          response.writeHead(302, { location: "/console/" }).end();
          return;
        }
        if (pathname === "/console/" || pathname === "/console/index.html") request.url = `/book/${query ? `?${query}` : ""}`;
        next();
      });
    },
  };
}
