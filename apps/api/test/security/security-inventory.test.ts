// SECURITY.md inventories every runtime dependency with the reason it is there. The
// registry's audit service is unreachable here, so this keeps the inventory honest instead: a
// dependency added to an app or library without a line in SECURITY.md fails the suite.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

function runtimeDependencies(): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const group of ["apps", "packages"]) {
    for (const dir of readdirSync(path.join(root, group))) {
      const manifest = path.join(root, group, dir, "package.json");
      if (!existsSync(manifest)) continue;
      const { dependencies = {} } = JSON.parse(readFileSync(manifest, "utf8")) as { dependencies?: Record<string, string> };
      for (const name of Object.keys(dependencies)) {
        if (name.startsWith("@booking/")) continue;
        byName.set(name, [...(byName.get(name) ?? []), `${group}/${dir}`]);
      }
    }
  }
  return byName;
}

describe("SECURITY.md", () => {
  it("lists every runtime dependency of the apps and libraries, with a reason", () => {
    const text = readFileSync(path.join(root, "SECURITY.md"), "utf8");
    const inventory = text.slice(text.indexOf("### Runtime dependencies"));
    const missing = [...runtimeDependencies()]
      .filter(([name]) => !inventory.includes(`\`${name}\``))
      .map(([name, users]) => `${name} (${users.join(", ")})`);
    expect(missing, "runtime dependencies without a line in SECURITY.md's inventory").toEqual([]);
  });
});
