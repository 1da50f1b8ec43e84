// Configuration from the environment, validated once at start-up with messages an operator can act on.
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", ""], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

const port = z.coerce
  .number({ error: "must be a port number" })
  .int("must be a port number")
  .min(0, "must be a port number")
  .max(65535, "must be a port number");

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATA_DIR: z.string().optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, "must be a redis:// URL").default("redis://127.0.0.1:6379"),
  /** Prefix of the API's own Redis keys (rate-limit counters). */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default("booking:"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Create a demo provider and key on first start with an empty database. */
  SEED_DEMO: bool.default(true),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
