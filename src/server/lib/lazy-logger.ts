import type { FastifyBaseLogger, FastifyServerOptions, FastifyLogFn as LogFn } from "fastify";

type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

/**
 * A request's logger, made the first time the request logs. Most requests never log (request lines are
 * off below debug), and a pino child with its bindings costs more than the rest of a catalogue answer's hooks.
 */
class LazyChild {
  #make: () => FastifyBaseLogger;
  #made: FastifyBaseLogger | undefined;

  constructor(make: () => FastifyBaseLogger) {
    this.#make = make;
  }

  get #logger(): FastifyBaseLogger {
    this.#made ??= this.#make();
    return this.#made;
  }

  get level(): string {
    return this.#logger.level;
  }
  set level(level: string) {
    this.#logger.level = level;
  }
  child(...args: Parameters<FastifyBaseLogger["child"]>): FastifyBaseLogger {
    return this.#logger.child(...args);
  }
  fatal(...args: Parameters<LogFn>): void {
    this.#log("fatal", args);
  }
  error(...args: Parameters<LogFn>): void {
    this.#log("error", args);
  }
  warn(...args: Parameters<LogFn>): void {
    this.#log("warn", args);
  }
  info(...args: Parameters<LogFn>): void {
    this.#log("info", args);
  }
  debug(...args: Parameters<LogFn>): void {
    this.#log("debug", args);
  }
  trace(...args: Parameters<LogFn>): void {
    this.#log("trace", args);
  }
  silent(): void {}

  #log(level: Exclude<Level, "silent">, args: Parameters<LogFn>): void {
    (this.#logger[level] as (...a: unknown[]) => void)(...args);
  }
}

export const lazyChildLogger: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (
  logger,
  bindings,
  opts,
) => new LazyChild(() => logger.child(bindings, opts)) as unknown as FastifyBaseLogger;
