// Shared flat config: typescript-eslint's recommended type-aware rules, plus the few that catch
// real bugs in async server code (floating promises, misused promises), and eslint-plugin-regexp's
// recommended rules with every form of super-linear matching an error: a regex run on client input
// that backtracks polynomially blocks the whole process.
import regexp from "eslint-plugin-regexp";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "**/.data/**", "**/*.config.*", "**/*.js", "**/*.mjs"] },
  ...tseslint.configs.recommended,
  regexp.configs.recommended,
  {
    rules: {
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
  },
  {
    files: ["**/*.ts", "**/*.tsx"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: false }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "off",
      // Fastify handlers and tRPC resolvers are async by contract, with or without an await.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    // Source says what it knows: a value that may be missing is checked (or its absence is a named
    // invariant, thrown), not asserted away with `!`; a check the types prove dead is removed, and
    // one the types wrongly call dead gets a truthful type. Tests may assert (`rows[0]!`).
    files: ["**/src/**/*.ts", "**/src/**/*.tsx"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/no-unnecessary-condition": "error",
    },
  },
  {
    // Tests read JSON answers as they come (any): the type-checked "unsafe" rules would only
    // add casts there. The rest of the type-checked rules apply.
    files: ["**/test/**/*.ts", "**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    // Imports run apps → packages → tooling: nothing imports an app (only tests/e2e, which
    // switches this off, drives the apps together).
    files: ["**/*.ts", "**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@booking/(api|worker|web|cli|bench)(/|$)",
              message: "Apps are entry points: move what you need into a package (tests of apps together go in tests/e2e).",
            },
          ],
        },
      ],
    },
  },
  {
    // Only the configuration module reads the environment (validated once, then handed down) and
    // the entry points that start processes. Tests, test tooling and the bench harness (their own
    // eslint configs) may use it.
    files: ["**/src/**/*.ts"],
    ignores: ["**/src/config.ts", "**/src/main.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read configuration from the validated Config handed down (packages/core/src/config.ts), not process.env.",
        },
      ],
    },
  },
);

/**
 * For the request path's hot files (every request, or every booking, runs them; each package names
 * its own): no object literal, inside a function, that spreads and then adds properties ({ ...a, extra }, { ...a, ...b }).
 * Node 20's V8 builds each such object on a slow path, microseconds apiece (docs/architecture.md,
 * "Deliberate fast paths"); write the object out or use Object.assign. Elsewhere, spread freely.
 */
export const hotPath = (files) => ({
  files,
  ignores: ["**/*.test.ts"],
  rules: {
    "no-restricted-syntax": [
      "error",
      {
        selector: ":function ObjectExpression > SpreadElement ~ :matches(Property, SpreadElement)",
        message: "A hot path: no spread followed by more properties (V8's slow path); write the object out or use Object.assign.",
      },
    ],
  },
});
