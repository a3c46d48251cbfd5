import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

const PAGE = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>Bad request</title>
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">
    <h1>This address is not valid</h1>
    <p>Part of it could not be read. Check the link, or start again from the <a href="/">home page</a>.</p>
  </body>
</html>
`;

/**
 * A URL the router cannot decode (malformed percent-encoding) never reaches a route: a 400 page for a
 * page's address, the API's JSON error for the API's.
 */
export function badUrlAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const path = request.raw.url ?? "/";
  const api = path === "/api" || path.startsWith("/api/");
  if (!api && (request.method === "GET" || request.method === "HEAD")) {
    reply.status(400).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(PAGE);
    return;
  }
  reply
    .status(400)
    .send({ message: error.code === "FST_ERR_BAD_URL" ? "The address is not valid" : error.message });
}
