/**
 * Fastify makes a pino child logger (with the request id bound) for every request, ≈ 2 µs and a
 * few objects each, although almost no call logs anything (request-log.ts logs errors, slow
 * calls and a sample). This factory hands each request a small stand-in that makes the real
 * child only when the request first logs; the lines are the same.
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Record<string, unknown>;
type Level = 'info' | 'error' | 'debug' | 'fatal' | 'warn' | 'trace';

class LazyLogger {
  private real: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: object,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.real?.level ?? ((this.options as { level?: string }).level || this.parent.level);
  }

  set level(level: string) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  info(...args: unknown[]) {
    this.write('info', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  private write(level: Level, args: unknown[]): void {
    (this.logger[level] as (...a: unknown[]) => void)(...args);
  }
}

export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new LazyLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
