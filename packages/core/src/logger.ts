// One logger for every process (API, worker, CLI): the same JSON lines and the same redaction.
import pino, { type Logger as PinoLogger } from "pino";

/** The slice of a pino logger the core's functions use, so tests can pass a silent one. */
export interface Logger {
  debug(obj: object | string, msg?: string): void;
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
  child(bindings: Record<string, unknown>): Logger;
}

export const silentLogger: Logger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
  child: () => silentLogger,
};

/** Query parameters whose values are credentials whatever they hold. */
const CREDENTIAL_PARAMS = /^(?:api[_-]?key|key|token|access[_-]?token|auth|authorization|secret|password|signature)$/i;
/** Anything shaped like one of our API keys, wherever it appears in a URL. */
const API_KEY_SHAPE = /\b[spc]k_[A-Za-z0-9]{16,}/g;

/**
 * A request URL fit for the log: values of credential-like query parameters and anything shaped
 * like an API key are replaced, so a client that puts its key in the URL (refused with 401) does
 * not leave it in the logs.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf("?");
  const path = query < 0 ? url : url.slice(0, query);
  let redacted = path.replace(API_KEY_SHAPE, "[redacted]");
  if (query >= 0) {
    const params = url
      .slice(query + 1)
      .split("&")
      .map((pair) => {
        const equals = pair.indexOf("=");
        const name = equals < 0 ? pair : pair.slice(0, equals);
        let decodedName = name;
        try {
          decodedName = decodeURIComponent(name.replace(/\+/g, " "));
        } catch {
          // keep it as sent
        }
        if (equals >= 0 && CREDENTIAL_PARAMS.test(decodedName)) return `${name}=[redacted]`;
        return pair.replace(API_KEY_SHAPE, "[redacted]");
      });
    redacted += `?${params.join("&")}`;
  }
  return redacted;
}

/** JSON logs; credentials in headers, bodies and URLs are redacted wherever they would appear. */
export function createLogger(level: string, name: string): PinoLogger {
  return pino({
    name,
    level,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "headers.authorization",
        "authorization",
        "*.authorization",
        "password",
        "secret",
        "apiKey",
        "*.password",
        "*.secret",
        "*.apiKey",
      ],
      censor: "[redacted]",
    },
    serializers: {
      // Fastify's request serializer, with the URL redacted.
      req: (req: { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
        method: req.method,
        url: req.url === undefined ? undefined : redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  });
}
