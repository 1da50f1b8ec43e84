// The rule of docs/CONVENTIONS.md for this app: each surface has its folder (the booking page in
// customer/, the console in console/, the front desk in front-desk/), and what two surfaces share
// lives in common/, never imported across surfaces but for the console hosting the front desk. Every module under src/ is read for what it
// imports (imports, re-exports, lazy import() and stylesheets alike, as TypeScript's scanner finds
// them), each relative path resolved to the folder it lands in. The shared folders (common/, and
// i18n/ with the catalogues) import no surface; the modules at src/'s top (App.tsx, main.tsx,
// mode.ts) open the surfaces and may import any.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = path.dirname(fileURLToPath(import.meta.url));
const SURFACES = ["customer", "console", "front-desk"];
const SHARED = ["common", "i18n"];

/**
 * The one place a surface imports another: the console hosts the front desk, as its Book view and
 * as the desk a provider key opens (Console.tsx), the exception docs/CONVENTIONS.md names; each
 * import is listed here so that no other import across surfaces joins it unseen.
 */
const HOSTED = ["console/Console.tsx → front-desk/BookingFlow.tsx", "console/Console.tsx → front-desk/FrontDesk.tsx"];

/** The top folder of a path relative to src/ ("" for a module at src/'s top or outside src/). */
const folderOf = (relative: string) => (relative.startsWith("..") || !relative.includes("/") ? "" : (relative.split("/")[0] ?? ""));

let files: string[] | undefined;
/** Every .ts and .tsx file under src/, relative to it. */
function sourceFiles(): string[] {
  files ??= readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .map((name) => name.split(path.sep).join("/"))
    .filter((name) => /\.tsx?$/.test(name))
    .sort();
  return files;
}

/** A module path relative to src/, with the extension TypeScript would find it by. */
function moduleOf(from: string, specifier: string): string {
  const target = path
    .relative(SRC, path.resolve(path.dirname(path.join(SRC, from)), specifier))
    .split(path.sep)
    .join("/");
  if (/\.[a-z]+$/.test(target)) return target;
  const file = [".ts", ".tsx", "/index.ts", "/index.tsx"].map((ending) => target + ending).find((name) => sourceFiles().includes(name));
  return file ?? target;
}

/** The imports of `file` (a path relative to src/) that cross from one surface into another, or from a shared folder into a surface. */
function crossings(file: string, source: string): string[] {
  const own = folderOf(file);
  if (own === "") return [];
  const found: string[] = [];
  for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
    if (!fileName.startsWith(".")) continue;
    const target = moduleOf(file, fileName);
    const into = folderOf(target);
    if (!SURFACES.includes(into) || into === own) continue;
    found.push(`${file} → ${target}`);
  }
  return found;
}

describe("the surfaces of the page never import each other", () => {
  it("knows every folder under src/ as a surface or as shared", () => {
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((name) => !SURFACES.includes(name) && !SHARED.includes(name))).toEqual([]);
  });

  it("finds no import from one surface into another, nor from common/ or i18n/ into a surface, but the console hosting the front desk", () => {
    const found = sourceFiles().flatMap((file) => crossings(file, readFileSync(path.join(SRC, file), "utf8")));
    expect(found.filter((crossing) => !HOSTED.includes(crossing))).toEqual([]);
    // Each exception is still needed (else it goes).
    expect(HOSTED.filter((crossing) => !found.includes(crossing))).toEqual([]);
  });

  it("reads imports of every kind, each resolved to its folder", () => {
    const source = [
      'import { a } from "../console/ui";',
      'import type {\n  B,\n} from "../customer/steps";',
      'export * from "../console/words";',
      'import "../console/calendar.css";',
      'const Lazy = lazy(() => import("../customer/AboutPage"));',
      'import { c } from "../common/dates";',
      'import { d } from "./Problem";',
      '// import { e } from "../console/ui";',
      'import { useState } from "react";',
    ].join("\n");
    expect(crossings("front-desk/X.tsx", source)).toEqual([
      "front-desk/X.tsx → console/ui.tsx",
      "front-desk/X.tsx → customer/steps.ts",
      "front-desk/X.tsx → console/words.ts",
      "front-desk/X.tsx → console/calendar.css",
      "front-desk/X.tsx → customer/AboutPage.tsx",
    ]);
    expect(crossings("front-desk/steps/X.tsx", 'import { a } from "../../console/ui";\nimport { b } from "../time";')).toEqual([
      "front-desk/steps/X.tsx → console/ui.tsx",
    ]);
    expect(crossings("common/X.ts", 'import { ConfirmDialog } from "../console/ConfirmDialog";')).toEqual([
      "common/X.ts → console/ConfirmDialog.tsx",
    ]);
    expect(crossings("App.tsx", 'import { Console } from "./console/Console";')).toEqual([]);
  });
});
