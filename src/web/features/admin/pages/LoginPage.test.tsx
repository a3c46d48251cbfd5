// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "#web/lib/query-client.ts";
import LoginPage from "./LoginPage.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the sign-in page", () => {
  it("asks for a code after the password, sends it with the challenge, and never keeps a token", async () => {
    const bodies: Record<string, unknown>[] = [];
    let signedIn = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.body) bodies.push(JSON.parse(String(init.body)));
        if (url === "/api/login")
          return Response.json({ secondFactor: "required", challenge: "c".repeat(43) });
        if (url === "/api/login/second-factor") {
          signedIn = true;
          return Response.json({});
        }
        if (!signedIn) return new Response("Unauthorized", { status: 401 });
        return Response.json({
          authenticated: true,
          username: "anna",
          role: "owner",
          permissions: [],
          secondFactor: "enabled",
        });
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={["/login"]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/admin" element={<h1>Dashboard</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText("Username"), { target: { value: "anna" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret words" } });
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
    fireEvent.change(await screen.findByLabelText("Code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Dashboard" })).toBeTruthy());
    expect(bodies).toEqual([
      { username: "anna", password: "secret words", session: "cookie" },
      { challenge: "c".repeat(43), code: "123456", session: "cookie" },
    ]);
    expect(Object.keys(localStorage)).toEqual(["shop:admin-signed-in"]);
  });
});
