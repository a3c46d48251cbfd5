// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "#web/lib/query-client.ts";
import { SecondFactorSection } from "./SecondFactorSection.tsx";
import { SessionsSection } from "./SessionsSection.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(node: ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const CODES = Array.from({ length: 10 }, (_, i) => `aaaa-bbbb-cccc-dd${String(i).padStart(2, "2")}`);

describe("the Security page's second factor", () => {
  it("enrols: shows the QR code and key, sends the typed code with the CSRF header, then shows the recovery codes", async () => {
    let enabled = false;
    const calls: { url: string; init?: RequestInit }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, init });
        if (url.endsWith("/enrol"))
          return Response.json({ secret: "JBSWY3DPEHPK3PXP", uri: "otpauth://totp/x", qrSvg: "<svg/>" });
        if (url.endsWith("/confirm")) {
          enabled = true;
          return Response.json({ recoveryCodes: CODES });
        }
        return Response.json({
          state: enabled ? "enabled" : "must-enrol",
          enabledAt: enabled ? "2026-11-29T10:00:00Z" : null,
          recoveryCodesLeft: enabled ? 10 : 0,
        });
      }),
    );
    renderWith(<SecondFactorSection />);
    expect(await screen.findByText(/Your role needs a second factor/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Set up a second factor" }));
    expect((await screen.findByTestId("totp-secret")).textContent).toBe("JBSWY3DPEHPK3PXP");
    expect(screen.getByRole("img", { name: "QR code for your authenticator app" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Code from the app"), { target: { value: "123 456" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(list.textContent).toContain(CODES[0]);
    const confirm = calls.find((c) => c.url.endsWith("/confirm"));
    expect(JSON.parse(String(confirm?.init?.body))).toEqual({ code: "123 456" });
    expect(confirm?.init?.headers).toMatchObject({ "x-admin-csrf": "1" });
    await waitFor(() => expect(screen.getByText(/10 recovery codes left/)).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "I have saved them" }));
    expect(screen.queryByRole("list", { name: "Recovery codes" })).toBeNull();
  });
});

describe("the Security page's sessions", () => {
  it("lists the sessions, marks this browser, and signs another out", async () => {
    const deleted: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === "DELETE") {
          deleted.push(url);
          return Response.json({ success: true });
        }
        return Response.json({
          sessions: [
            {
              id: 1,
              device: "Firefox on Windows",
              address: "10.0.0.1",
              createdAt: "2026-11-29T10:00:00Z",
              lastSeenAt: "2026-11-29T10:00:00Z",
              current: true,
            },
            {
              id: 2,
              device: "Safari on iPhone",
              address: "10.0.0.2",
              createdAt: "2026-11-28T10:00:00Z",
              lastSeenAt: "2026-11-28T11:00:00Z",
              current: false,
            },
          ],
        });
      }),
    );
    renderWith(<SessionsSection />);
    expect(await screen.findByText("Firefox on Windows (this browser)")).toBeTruthy();
    const buttons = screen.getAllByRole("button", { name: "Sign out" });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(deleted).toEqual(["/api/admin/me/sessions/2"]));
  });
});
