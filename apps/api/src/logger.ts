import pino, { type Logger } from "pino";

/** JSON logs; credentials in headers are redacted wherever they would appear. */
export function createLogger(level: string, name: string): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "headers.authorization",
        "authorization",
        "password",
        "secret",
        "apiKey",
        "*.password",
        "*.secret",
        "*.apiKey",
      ],
      censor: "[redacted]",
    },
  });
}
