import type { FastifyServerOptions } from "fastify";
import { errSerializer, redactLogCall } from "./log-errors.ts";

/** Where log lines go instead of stdout (a test's capture). */
export interface LogStream {
  write(line: string): void;
}

const EMAIL_IN_PATH = /[^/?#]*%40[^/?#]*|[^/?#]*@[^/?#]*/g;

/** The path without query string, with anything that looks like an email masked. */
export function safeUrl(url: string): string {
  const path = url.split("?")[0] ?? "";
  return path.replace(EMAIL_IN_PATH, "[email]");
}

/**
 * Pino options: no bodies, no query strings, no auth headers, no emails in paths, and errors without the
 * values they carry (log-errors.ts). `stream` is for tests that read the log.
 */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    hooks: {
      logMethod(args, method) {
        return method.apply(this, redactLogCall(args) as Parameters<typeof method>);
      },
    },
    redact: ["req.headers.authorization", "req.headers.cookie", "res.headers['set-cookie']"],
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        url: safeUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: errSerializer,
    },
  };
}
