import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorMessage, getJson, getQueryFn, ResponseShapeError } from "./api.ts";
import { createQueryClient } from "./query-client.ts";
import { array, int, object } from "./shape.ts";

const store = new Map<string, string>();
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  store.clear();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  vi.stubGlobal("window", { localStorage: globalThis.localStorage });
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

function lastInit(): RequestInit {
  const init = fetchMock.mock.calls.at(-1)?.[1];
  if (!init) throw new Error("fetch was not called");
  return init;
}

describe("apiRequest", () => {
  it("sends JSON with its content type only when there is a body", async () => {
    fetchMock.mockResolvedValue(new Response("{}"));
    await apiRequest("POST", "/api/x", { a: 1 });
    expect(lastInit()).toMatchObject({
      method: "POST",
      body: '{"a":1}',
      credentials: "include",
      headers: { "Content-Type": "application/json", "x-admin-csrf": "1" },
    });

    await apiRequest("GET", "/api/x");
    expect(lastInit().headers).toEqual({});
    expect(lastInit().body).toBeUndefined();
  });

  it("sends the CSRF header on unsafe methods and never a token, even one an older version stored", async () => {
    store.set("auth_token", "tok123");
    fetchMock.mockResolvedValue(new Response("{}"));
    await apiRequest("DELETE", "/api/x");
    expect(lastInit().headers).toEqual({ "x-admin-csrf": "1" });
    expect(lastInit().credentials).toBe("include");
  });

  it("sends FormData as is, leaving the multipart content type to the browser", async () => {
    fetchMock.mockResolvedValue(new Response("{}"));
    const form = new FormData();
    form.set("fullName", "Ada");
    await apiRequest("POST", "/api/prescriptions", form);
    expect(lastInit().body).toBe(form);
    expect(lastInit().headers).toEqual({ "x-admin-csrf": "1" });
  });

  it("throws 'STATUS: body' on a non-OK answer", async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Invalid discount code"}', { status: 400 }));
    const error = await apiRequest("POST", "/api/validate-discount-code", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('400: {"message":"Invalid discount code"}');
    expect(errorMessage(error)).toBe("Invalid discount code");
  });

  it("keeps the server's request id in the error and still shows the message alone", async () => {
    const body = '{"message":"Invalid discount code","requestId":"3f2c9a1e-7b4d-4e8a-9c21-5d6e7f809a1b"}';
    fetchMock.mockResolvedValue(new Response(body, { status: 400 }));
    const error = await apiRequest("POST", "/api/validate-discount-code", {}).catch((e: unknown) => e);
    expect((error as Error).message).toBe(`400: ${body}`);
    expect(errorMessage(error)).toBe("Invalid discount code");
  });

  it("uses the status text when the body is empty", async () => {
    fetchMock.mockResolvedValue(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("getQueryFn", () => {
  const context = (url: unknown) =>
    ({
      queryKey: [url],
      signal: new AbortController().signal,
      client: new QueryClient(),
      meta: undefined,
    }) as never;

  it("GETs the first element of the query key with the cookies and no token", async () => {
    store.set("auth_token", "tok");
    fetchMock.mockResolvedValue(new Response('[{"id":1}]'));
    await expect(getQueryFn({ on401: "throw" })(context("/api/colors"))).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe("/api/colors");
    expect(lastInit()).toMatchObject({ credentials: "include" });
    expect(lastInit().headers).toBeUndefined();
  });

  it("returns null for a 401 when asked to", async () => {
    fetchMock.mockResolvedValue(new Response("Unauthorized", { status: 401 }));
    await expect(getQueryFn({ on401: "returnNull" })(context("/api/verify-auth"))).resolves.toBeNull();
  });

  it("throws for a 401 by default", async () => {
    fetchMock.mockResolvedValue(new Response("Unauthorized", { status: 401 }));
    await expect(getQueryFn({ on401: "throw" })(context("/api/orders"))).rejects.toThrow("401: Unauthorized");
  });

  it("reads an empty body as null", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(getQueryFn({ on401: "throw" })(context("/api/x"))).resolves.toBeNull();
  });
});

describe("getJson", () => {
  const readIds = array(object({ id: int() }));

  it("reads the body with the reader, dropping unknown fields", async () => {
    fetchMock.mockResolvedValue(new Response('[{"id":1,"extra":true}]'));
    await expect(getJson("/api/colors", readIds)).resolves.toEqual([{ id: 1 }]);
  });

  it("refuses a body the reader refuses instead of casting it", async () => {
    fetchMock.mockResolvedValue(new Response('[{"id":"1"}]'));
    await expect(getJson("/api/colors", readIds)).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it("throws the API error of a failed request", async () => {
    fetchMock.mockResolvedValue(new Response("Not found", { status: 404 }));
    await expect(getJson("/api/products/9", readIds)).rejects.toThrow("404: Not found");
  });
});

describe("query client defaults", () => {
  it("never goes stale, never refetches and never retries", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(mutations?.retry).toBe(false);
  });
});
