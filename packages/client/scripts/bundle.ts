// The client as a browser app's bundle would hold it: minified, every dependency included. The
// bundle test reads esbuild's metafile to prove that no server code reaches the client and that
// it stays small. (The package itself is built by scripts/build.ts.)
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile } from "esbuild";

export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function bundleClient(): Promise<{ metafile: Metafile; bytes: number }> {
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
  return { metafile: result.metafile, bytes: result.outputFiles[0]!.contents.byteLength };
}
