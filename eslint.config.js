// `pnpm lint`: one ESLint run over the workspace. Each package's own eslint.config.js applies to its
// files (basePath), and the type-aware rules read the two programs `pnpm typecheck` checks
// (tsconfig.server.json, tsconfig.browser.json) instead of one program per package, each of which
// would load the core package's source again (one run per package took minutes of CPU in CI).
import { existsSync, readdirSync } from "node:fs";

const packages = ["apps", "packages", "tests", "tooling"].flatMap((group) =>
  readdirSync(group)
    .map((name) => `${group}/${name}`)
    .filter((dir) => existsSync(`${dir}/eslint.config.js`)),
);

const configs = await Promise.all(
  packages.map(async (dir) => {
    const { default: config } = await import(`./${dir}/eslint.config.js`);
    return config.map((entry) => ({ ...entry, basePath: dir }));
  }),
);

export default [
  // The vitest preset's hand-written declarations (a JavaScript package with no config of its own).
  { ignores: ["tooling/vitest/**"] },
  ...configs.flat(),
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: ["./tsconfig.server.json", "./tsconfig.browser.json"],
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
];
