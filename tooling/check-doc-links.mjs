#!/usr/bin/env node
// Checks the relative links of the workspace's Markdown documents (README.md, the other *.md at the
// root, docs/*.md): every linked file exists and every #anchor names a heading of its document, as
// GitHub spells heading anchors. Run from anywhere: `node tooling/check-doc-links.mjs`. Exit 1 on a
// broken link. Links inside code blocks and to other sites are not checked.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const docs = [
  ...readdirSync(root).filter((f) => f.endsWith(".md")),
  ...readdirSync(path.join(root, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`),
];

/** Prose only: fenced code blocks and inline code spans removed. */
const prose = (text) => text.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(file) {
  const seen = new Map();
  const anchors = new Set();
  for (const [, heading] of readFileSync(file, "utf8").replace(/^```[\s\S]*?^```/gm, "").matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[`*_]/g, "");
    const base = text.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, "").replace(/ /g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

let broken = 0;
for (const doc of docs) {
  const file = path.join(root, doc);
  for (const [, target] of prose(readFileSync(file, "utf8")).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // http:, https:, mailto:
    const [link, anchor] = target.split("#");
    const resolved = link ? path.resolve(path.dirname(file), decodeURIComponent(link)) : file;
    let problem;
    if (!existsSync(resolved)) problem = "no such file";
    else if (anchor && statSync(resolved).isFile() && resolved.endsWith(".md") && !anchorsOf(resolved).has(anchor)) problem = "no such heading";
    if (problem) {
      broken++;
      console.log(`${doc}: ${target}: ${problem}`);
    }
  }
}
console.log(broken ? `${broken} broken link(s)` : `links of ${docs.length} documents resolve`);
process.exitCode = broken ? 1 : 0;
