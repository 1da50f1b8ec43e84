import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The booking page is served by the API process at /book/ (same origin as /trpc and /v1). `pnpm
// --filter @booking/web dev` serves it from Vite on :5173 and proxies /trpc and /v1 (calendar files)
// to the API on :3000, so the page stays same-origin in development too and needs no CORS.
export default defineConfig({
  base: "/book/",
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(["/trpc", "/v1"].map((path) => [path, process.env.API_URL ?? "http://localhost:3000"])),
  },
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 400 },
});
