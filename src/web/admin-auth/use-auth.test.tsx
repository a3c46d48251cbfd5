// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "#web/lib/query-client.ts";
import { clearSessionHint, setSessionHint } from "./session-hint.ts";
import { useAuth, VERIFY_AUTH_URL } from "./use-auth.ts";

const fetchMock = vi.fn<typeof fetch>();
const SESSION = {
  authenticated: true,
  username: "anna",
  role: "owner",
  permissions: ["orders.view"],
  secondFactor: "enabled",
};

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useAuth", () => {
  it("on the storefront, is signed out without asking the server when this browser never signed in", () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current).toEqual({ isAuthenticated: false, isLoading: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks with the cookie only, never a stored token, and drops a token an older version stored", async () => {
    localStorage.setItem("auth_token", "old-token");
    fetchMock.mockResolvedValue(new Response(JSON.stringify(SESSION)));
    const { result } = renderHook(() => useAuth({ always: true }), { wrapper });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(VERIFY_AUTH_URL);
    expect(init?.credentials).toBe("include");
    expect(JSON.stringify(init?.headers ?? {})).not.toMatch(/Bearer/);
    expect(localStorage.getItem("auth_token")).toBeNull();
  });

  it("is signed out, and forgets the hint, when verification answers 401", async () => {
    setSessionHint();
    fetchMock.mockResolvedValue(new Response("Unauthorized", { status: 401 }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
    expect(localStorage.getItem("shop:admin-signed-in")).toBeNull();
  });

  it("follows sign-in and sign-out in this tab", async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(SESSION)));
    const { result } = renderHook(() => useAuth(), { wrapper });
    act(() => setSessionHint());
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    act(() => clearSessionHint());
    expect(result.current.isAuthenticated).toBe(false);
  });
});
