// `pnpm --filter @booking/client build`: the package as npm installs it, in dist/:
//   index.js, index.cjs, index.d.ts, index.d.cts   the client (ESM and CommonJS)
//   react.js, react.cjs, react.d.ts, react.d.cts   @booking/client/react, which imports the client by name
// JavaScript with esbuild, every dependency left as an import. Declarations in three steps: the
// router written out in full (scripts/router-types.ts) stands in for src/service-types.ts, the
// TypeScript compiler checks the client against it and writes declarations, and rollup-plugin-dts
// bundles them per entry (the webhook event types come from the generated OpenAPI types, copied
// beside them). What comes out imports only the
// published dependencies and peers; the build fails if anything names a workspace package.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin as EsbuildPlugin } from "esbuild";
import { rollup, type Plugin as RollupPlugin } from "rollup";
import { dts } from "rollup-plugin-dts";
import ts from "typescript";
import { PACKAGE_DIR } from "./bundle";
import { routerTypes, SERVICE_TYPES } from "./router-types";

const DIST = path.join(PACKAGE_DIR, "dist");
const { name: PACKAGE_NAME } = JSON.parse(readFileSync(path.join(PACKAGE_DIR, "package.json"), "utf8")) as { name: string };
const ENTRIES = { index: path.join(PACKAGE_DIR, "src", "index.ts"), react: path.join(PACKAGE_DIR, "src", "react.ts") };

/** The React entry imports the client's main entry; the package imports it by its own name. */
const isMainEntry = (source: string, importer: string | undefined) =>
  importer !== undefined && source.replace(/\.(?:d\.)?[jt]s$/, "") === "./index" && path.basename(importer).startsWith("react.");

/** Anything not relative, not absolute and not the service's own packages is a dependency or peer. */
const isPackageImport = (id: string) => !id.startsWith(".") && !path.isAbsolute(id) && !id.startsWith("@booking/");

async function buildJavaScript() {
  const selfReference: EsbuildPlugin = {
    name: "self-reference",
    setup(build) {
      build.onResolve({ filter: /^\.\/index$/ }, (args) =>
        isMainEntry(args.path, args.importer) ? { path: PACKAGE_NAME, external: true } : undefined,
      );
    },
  };
  for (const format of ["esm", "cjs"] as const) {
    await build({
      entryPoints: ENTRIES,
      absWorkingDir: PACKAGE_DIR,
      outdir: DIST,
      outExtension: { ".js": format === "esm" ? ".js" : ".cjs" },
      bundle: true,
      packages: "external",
      platform: "neutral",
      format,
      target: "es2022",
      plugins: [selfReference],
      logLevel: "warning",
    });
  }
}

/**
 * Declarations of the client's sources, with the router written out in place of
 * src/service-types.ts, into `outDir` (laid out as packages/: client/src/…).
 */
function emitDeclarations(outDir: string): { procedures: number } {
  const router = routerTypes();
  const serviceTypes = router.text;
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(PACKAGE_DIR, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  )!;
  const options: ts.CompilerOptions = {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    outDir,
    rootDir: path.dirname(PACKAGE_DIR),
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) =>
    path.resolve(fileName) === SERVICE_TYPES
      ? ts.createSourceFile(fileName, serviceTypes, language)
      : getSourceFile(fileName, language, ...rest);
  const program = ts.createProgram({ rootNames: Object.values(ENTRIES), options, host });
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...program.emit().diagnostics];
  if (diagnostics.length > 0) {
    const format = { getCanonicalFileName: (f: string) => f, getCurrentDirectory: () => PACKAGE_DIR, getNewLine: () => "\n" };
    throw new Error(`the client does not compile against the written-out router:\n${ts.formatDiagnostics(diagnostics, format)}`);
  }
  // The OpenAPI types are declarations already: they go beside what was written.
  const generated = path.join(PACKAGE_DIR, "src", "generated");
  const generatedOut = path.join(outDir, path.basename(PACKAGE_DIR), "src", "generated");
  mkdirSync(generatedOut, { recursive: true });
  for (const file of readdirSync(generated)) copyFileSync(path.join(generated, file), path.join(generatedOut, file));
  return { procedures: router.procedures };
}

async function bundleDeclarations(declarationsDir: string) {
  const resolve: RollupPlugin = {
    name: "self-reference",
    resolveId(source, importer) {
      if (isMainEntry(source, importer)) return { id: PACKAGE_NAME, external: true };
      return null;
    },
  };
  for (const entry of Object.keys(ENTRIES)) {
    const bundle = await rollup({
      input: path.join(declarationsDir, path.basename(PACKAGE_DIR), "src", `${entry}.d.ts`),
      plugins: [resolve, dts({ respectExternal: true, tsconfig: path.join(PACKAGE_DIR, "tsconfig.json") })],
      external: isPackageImport,
      onwarn: (warning) => {
        throw new Error(`rollup: ${warning.message}`);
      },
    });
    const { output } = await bundle.generate({ format: "es" });
    await bundle.close();
    // Line comments are notes on the sources (doc comments stay): they mean nothing to a user.
    const text = output[0].code.replace(/^[ \t]*\/\/.*\n/gm, "");
    // The same declarations serve require(): their imports are package names, which TypeScript
    // resolves with the require condition in a .d.cts.
    for (const extension of [".d.ts", ".d.cts"]) writeFileSync(path.join(DIST, `${entry}${extension}`), text);
  }
}

/** Nothing published may import a workspace package other than this one. */
function assertSelfContained() {
  for (const file of readdirSync(DIST)) {
    const text = readFileSync(path.join(DIST, file), "utf8");
    const names = [...text.matchAll(/@booking\/[\w-]+/g)].map((match) => match[0]).filter((name) => name !== PACKAGE_NAME);
    if (names.length > 0) throw new Error(`dist/${file} refers to ${[...new Set(names)].join(", ")}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  rmSync(DIST, { recursive: true, force: true });
  mkdirSync(DIST, { recursive: true });
  const declarationsDir = mkdtempSync(path.join(os.tmpdir(), "booking-client-types-"));
  try {
    await buildJavaScript();
    const { procedures } = emitDeclarations(declarationsDir);
    await bundleDeclarations(declarationsDir);
    assertSelfContained();
    const sizes = readdirSync(DIST).map((file) => `${file} ${(readFileSync(path.join(DIST, file)).byteLength / 1024).toFixed(1)} KiB`);
    process.stdout.write(`${PACKAGE_NAME}: ${procedures} procedures typed; dist/: ${sizes.join(", ")}\n`);
  } finally {
    rmSync(declarationsDir, { recursive: true, force: true });
  }
}
