import type { QueryFunction } from "@tanstack/react-query";
import { type Reader, read } from "./shape.ts";

/** The shared request rules: JSON in and out, the admin's session cookie, errors as ApiError. */

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type UnauthorizedBehavior = "returnNull" | "throw";

/** Its message is "STATUS: body text" (or status text when the body is empty). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

/**
 * The admin's session is an HttpOnly cookie the browser sends by itself; the server takes it for an unsafe
 * method only with this header, which a cross-site form cannot send.
 */
export const CSRF_HEADERS: Record<string, string> = { "x-admin-csrf": "1" };

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text().catch(() => "");
  throw new ApiError(res.status, body, res.statusText);
}

/**
 * Sends a request with the cookies and the CSRF header (and any extra headers, such as a checkout's client
 * secret). A JSON body sets the JSON content type; a FormData body (multipart uploads) is sent as is so the
 * browser sets the boundary.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers = { ...(method === "GET" ? {} : CSRF_HEADERS), ...extraHeaders };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const res = await fetch(url, { method, headers, body: payload, credentials: "include" });
  await throwIfResNotOk(res);
  return res;
}

/** A GET with the shared headers; null for a 401 when asked to return null. */
export async function getWithAuth(
  url: string,
  on401: UnauthorizedBehavior,
  signal?: AbortSignal,
): Promise<Response | null> {
  const res = await fetch(url, { credentials: "include", signal });
  if (on401 === "returnNull" && res.status === 401) return null;
  await throwIfResNotOk(res);
  return res;
}

/** An answer whose body is not what the contract says. */
export class ResponseShapeError extends Error {
  constructor(url: string) {
    super(`The answer of ${url} does not match its contract`);
    this.name = "ResponseShapeError";
  }
}

/** A GET whose JSON body is read with a reader: a body the reader refuses is an error, never a cast. */
export async function getJson<T>(url: string, reader: Reader<T>, signal?: AbortSignal): Promise<T> {
  const res = await getWithAuth(url, "throw", signal);
  const value = read(reader, await res?.json());
  if (value === null) throw new ResponseShapeError(url);
  return value;
}

export async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export function getQueryFn<T>(options: { on401: "throw" }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: "returnNull" }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey[0];
    if (typeof url !== "string") throw new TypeError("The first element of a query key must be the URL");
    const res = await getWithAuth(url, options.on401, signal);
    return res === null ? null : readJson<T>(res);
  };
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The human part of an error for a toast: the API's JSON message when there is one. */
export function errorMessage(error: unknown, fallback = "Something went wrong"): string {
  if (error instanceof ApiError) {
    try {
      const parsed: unknown = JSON.parse(error.body);
      if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
        return parsed.message;
      }
    } catch {
      // Not JSON: fall through to the raw text.
    }
    return error.body || fallback;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
