import base from "@booking/eslint-config";

// The shared rules, with the type-aware ones on the page's .tsx files too.
export default [
  ...base,
  { ignores: ["dist/**"] },
  {
    files: ["**/*.tsx"],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: false }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
];
