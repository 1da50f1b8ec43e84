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
const API_KEY_SHAPE = /[spc]k_[A-Za-z0-9]{16,}/g;
/** A run of 32 or more letters and digits: a manage token, a key's body, a verification code. */
const LONG_SECRET = /[a-z\d]{32,}/gi;
/** The segment after /manage/ is a manage link's token, whatever its shape. */
const MANAGE_SEGMENT = /(\/manage\/)[^/?#]*/gi;

/** Percent-decoded for the checks below; escapes that are not UTF-8 are read as single bytes. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text.replace(/%([\da-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
}

/** Anything in a text shaped like an API key or a token, replaced by `[redacted]`. */
export const redactSecrets = (text: string) => text.replace(API_KEY_SHAPE, "[redacted]").replace(LONG_SECRET, "[redacted]");

/**
 * A request URL fit for the log: the token of a manage link, values of credential-like query
 * parameters and anything shaped like a key or token are replaced, read after percent-decoding
 * (`?x=Bearer%20sk_…` and `/v1/%6Danage/…` included), so neither a client that puts its key in the
 * URL (refused with 401) nor a manage link leaves a credential in the logs. The logged URL is the
 * decoded one.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf("?");
  const path = decoded(query < 0 ? url : url.slice(0, query));
  let redacted = redactSecrets(path.replace(MANAGE_SEGMENT, "$1[redacted]"));
  if (query >= 0) {
    const params = url
      .slice(query + 1)
      .split("&")
      .map((pair) => {
        const equals = pair.indexOf("=");
        const name = decoded(equals < 0 ? pair : pair.slice(0, equals));
        if (equals >= 0 && CREDENTIAL_PARAMS.test(name)) return `${redactSecrets(name)}=[redacted]`;
        return redactSecrets(equals < 0 ? name : `${name}=${decoded(pair.slice(equals + 1))}`);
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
