// Each request's logger (request.log, and the procedures' ctx.log), made only when the request
// logs something at a level that is on. Fastify makes a pino child carrying the request's id for
// every request, and pino serializes the child's bindings at once (through the redaction paths):
// about 1 % of a simple read's CPU, though at production's usual level (warn) most requests log
// nothing. The lines written are the same as with the eager child.
import type { FastifyBaseLogger } from "fastify";
import type { Bindings, ChildLoggerOptions } from "pino";

type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";

/** The parent as pino makes it: it can say whether a level is on. */
type LevelAwareLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

const isLevelAware = (logger: FastifyBaseLogger): logger is LevelAwareLogger =>
  typeof (logger as Partial<LevelAwareLogger>).isLevelEnabled === "function";

/** Methods on the prototype, not closures per request: one small object is all a request pays for. */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAwareLogger,
    private readonly bindings: Bindings,
  ) {}

  /** The pino child this stands for, made on first use. */
  private materialized(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  private write(level: Level, args: unknown[]): void {
    // Once made, the child decides (its level may have been changed on its own).
    if (this.#child === undefined && !this.parent.isLevelEnabled(level)) return;
    const child = this.materialized();
    Reflect.apply(child[level], child, args);
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.materialized().level = level;
  }

  isLevelEnabled(level: string): boolean {
    // A child of a level-aware pino logger is one too.
    return ((this.#child ?? this.parent) as LevelAwareLogger).isLevelEnabled(level);
  }

  fatal(...args: unknown[]) {
    this.write("fatal", args);
  }
  error(...args: unknown[]) {
    this.write("error", args);
  }
  warn(...args: unknown[]) {
    this.write("warn", args);
  }
  info(...args: unknown[]) {
    this.write("info", args);
  }
  debug(...args: unknown[]) {
    this.write("debug", args);
  }
  trace(...args: unknown[]) {
    this.write("trace", args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.materialized().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: the request's logger, made lazily. A route with a log level or
 * serializers of its own, or a parent that cannot say which levels are on, gets pino's child at once.
 */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  if (!isLevelAware(logger) || options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings);
}
