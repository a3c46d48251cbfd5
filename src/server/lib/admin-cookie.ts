/**
 * The browser admin's session travels in an HttpOnly cookie, out of reach of any script on the site's
 * pages; API clients keep sending `Authorization: Bearer`. A request the cookie authenticates must carry
 * the CSRF header on every unsafe method: a cross-site form cannot set a header, and a cross-site script
 * cannot send one without a CORS preflight, which this server never grants.
 */
export const ADMIN_COOKIE = "admin_session";
export const CSRF_HEADER = "x-admin-csrf";
export const CSRF_MESSAGE = `A signed-in browser request must carry the ${CSRF_HEADER} header`;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

/** The session token in a Cookie header, or undefined (a malformed value counts as none). */
export function adminCookieToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== ADMIN_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return TOKEN.test(value) ? value : undefined;
  }
  return undefined;
}

/** Whether a cookie-authenticated request may go ahead: safe methods always, others only with the header. */
export function passesCsrf(method: string, headers: Record<string, string | string[] | undefined>): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const value = headers[CSRF_HEADER];
  return typeof value === "string" && value.trim() === "1";
}

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${ADMIN_COOKIE}=${value}`,
    "Path=/",
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export const sessionCookie = (token: string, maxAgeSeconds: number, secure: boolean) =>
  cookie(token, maxAgeSeconds, secure);

export const clearedSessionCookie = (secure: boolean) => cookie("", 0, secure);
