import config, { hotPath } from "@booking/eslint-config";

// The request path's hot files in this app: every request runs them (see hotPath).
export default [
  ...config,
  hotPath([
    "src/app.ts",
    "src/api-routes.ts",
    "src/auth.ts",
    "src/rate-limit.ts",
    "src/idempotency.ts",
    "src/documented-routes.ts",
    "src/trpc-endpoint.ts",
    "src/invoke-procedure.ts",
    "src/json-body.ts",
    "src/cors.ts",
    "src/read-replicas.ts",
  ]),
];
