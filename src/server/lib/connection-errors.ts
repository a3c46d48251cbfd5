/**
 * PostgreSQL's "the connection went away" errors: the server ended the session (57P01 admin shutdown,
 * 57P02 crash shutdown, 57P03 cannot connect now), too many connections (53300), the connection exception
 * class (08xxx), and the network errors of a pool whose socket died.
 */
const CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
]);
const MESSAGES =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|connection is closed|Client was closed/i;

/** True when the error (or one of its causes: Drizzle wraps the driver's) is a lost or refused connection. */
export function isConnectionLost(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
