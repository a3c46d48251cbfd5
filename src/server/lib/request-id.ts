import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";

export const REQUEST_ID_HEADER = "x-request-id";

/** What an incoming X-Request-Id may be to be kept: short, and nothing a log or a header could trip on. */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

const PROCESS_PREFIX = `${randomBytes(9).toString("base64url")}-`;
let issued = 0;

/**
 * Fastify's genReqId: the id a proxy in front already gave the request when it is short and safe (so one
 * id follows the request through the proxy's log and ours), otherwise this process's random prefix and a
 * counter: unique across instances and restarts, and cheaper than a random UUID per request.
 */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && SAFE_ID.test(given)
    ? given
    : `${PROCESS_PREFIX}${(++issued).toString(36)}`;
}
