#!/usr/bin/env node
// Bundles an app's entry points into dist/ with esbuild. Workspace packages (@booking/*, shipped
// as TypeScript source) are bundled in; the app's own npm dependencies stay external and load
// from node_modules, which is required for packages that read files beside their code
// (PGlite's WebAssembly, Swagger UI's assets) or ship native binaries (argon2).
// Usage, from an app directory: booking-build src/main.ts [more entries]
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const entryPoints = process.argv.slice(2);
const pkg = JSON.parse(readFileSync("package.json", "utf8"));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith("@booking/"));

await build({
  entryPoints,
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`), "pg-native"],
  // Bundled CommonJS code may call require(); give ESM output one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: "warning",
});
