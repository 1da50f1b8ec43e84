import config, { hotPath } from "@booking/eslint-config";

// The request path's hot files in this package (see hotPath).
export default [
  ...config,
  hotPath([
    "src/context.ts",
    "src/trpc.ts",
    "src/auth/caller-cache.ts",
    "src/auth/api-keys.ts",
    "src/store/bookings/create.ts",
    "src/store/bookings/reads.ts",
    "src/routers/bookings/*.ts",
    "src/schemas/common.ts",
  ]),
];
