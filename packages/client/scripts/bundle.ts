// `pnpm --filter @booking/client build`: bundles the client as a browser would load it
// (dist/client.js, minified, every dependency included) and writes esbuild's metafile beside it.
// The bundle test reads the same metafile to prove that no server code reaches the client.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile } from "esbuild";

export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function bundleClient(options: { write: boolean }): Promise<{ metafile: Metafile; bytes: number }> {
  const result = await build({
    entryPoints: [path.join(PACKAGE_DIR, "src", "index.ts")],
    absWorkingDir: PACKAGE_DIR,
    bundle: true,
    platform: "browser",
    format: "esm",
    target: "es2022",
    minify: true,
    metafile: true,
    write: false,
    outfile: path.join(PACKAGE_DIR, "dist", "client.js"),
    logLevel: "warning",
  });
  const output = result.outputFiles[0]!;
  if (options.write) {
    mkdirSync(path.join(PACKAGE_DIR, "dist"), { recursive: true });
    writeFileSync(output.path, output.contents);
    writeFileSync(path.join(PACKAGE_DIR, "dist", "meta.json"), JSON.stringify(result.metafile, null, 2));
  }
  return { metafile: result.metafile, bytes: output.contents.byteLength };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { bytes } = await bundleClient({ write: true });
  process.stdout.write(`dist/client.js: ${(bytes / 1024).toFixed(1)} KiB\n`);
}
