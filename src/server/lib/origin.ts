import type { FastifyRequest } from "fastify";

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** PUBLIC_URL when set, else where the request says it came to (a malformed Host is not echoed). */
export function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, "");
  return `${request.protocol}://${HOST.test(request.host) ? request.host : "localhost"}`;
}
