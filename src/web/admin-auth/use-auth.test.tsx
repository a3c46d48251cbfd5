// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "#web/lib/query-client.ts";
import { clearAuthToken, setAuthToken } from "./auth-token.ts";
import { useAuth, VERIFY_AUTH_URL } from "./use-auth.ts";

const fetchMock = vi.fn<typeof fetch>();

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
  it("is signed out without asking the server when no token is stored", () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current).toEqual({ isAuthenticated: false, isLoading: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is signed in when the stored token verifies", async () => {
    localStorage.setItem("auth_token", "tok");
    fetchMock.mockResolvedValue(new Response('{"valid":true}'));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(VERIFY_AUTH_URL);
    expect(init?.headers).toEqual({ Authorization: "Bearer tok" });
  });

  it("is signed out when verification answers 401", async () => {
    localStorage.setItem("auth_token", "expired");
    fetchMock.mockResolvedValue(new Response("Unauthorized", { status: 401 }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
  });

  it("follows sign-in and sign-out in this tab", async () => {
    fetchMock.mockResolvedValue(new Response("{}"));
    const { result } = renderHook(() => useAuth(), { wrapper });
    act(() => setAuthToken("fresh"));
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    act(() => clearAuthToken());
    expect(result.current.isAuthenticated).toBe(false);
  });
});
