import type { FastifyServerOptions } from "fastify";

const EMAIL_IN_PATH = /[^/?#]*%40[^/?#]*|[^/?#]*@[^/?#]*/g;

/** The path without query string, with anything that looks like an email masked. */
export function safeUrl(url: string): string {
  const path = url.split("?")[0] ?? "";
  return path.replace(EMAIL_IN_PATH, "[email]");
}

/** Pino options: no bodies, no query strings, no auth headers, no emails in paths. */
export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: ["req.headers.authorization", "req.headers.cookie", "res.headers['set-cookie']"],
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        url: safeUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
