// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "#shared/catalogue.ts";
import { RETURNS_MESSAGES } from "#shared/schemas/returns-settings.ts";
import { SETTINGS_MESSAGES, type ShopSettings } from "#shared/schemas/shop-settings.ts";
import { createQueryClient } from "#web/lib/query-client.ts";
import { ShopSettingsForm } from "./ShopSettingsForm.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(settings: ShopSettings) {
  const fetch = vi.fn(async () => Response.json(settings));
  vi.stubGlobal("fetch", fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ShopSettingsForm settings={settings} />
    </QueryClientProvider>,
  );
  return { fetch, box: screen.getByRole("textbox", { name: "Prescription stage alert (working days)" }) };
}

describe("the shop settings form's prescription stage alert", () => {
  it("starts from the saved days and refuses a number outside 1 to 30, naming the field", () => {
    const { fetch, box } = renderForm({ ...DEFAULT_SHOP_SETTINGS, prescriptionWaitDays: 3 });
    expect((box as HTMLInputElement).value).toBe("3");
    fireEvent.change(box, { target: { value: "31" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(screen.getByRole("alert").textContent).toBe(SETTINGS_MESSAGES.prescriptionWaitDays);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the days with the other settings", async () => {
    const { fetch, box } = renderForm({ ...DEFAULT_SHOP_SETTINGS, prescriptionWaitDays: 3 });
    fireEvent.change(box, { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).prescriptionWaitDays).toBe(5);
  });
});

describe("the shop settings form's returns fields", () => {
  it("refuses empty returns wording, naming the field", () => {
    const { fetch } = renderForm(DEFAULT_SHOP_SETTINGS);
    fireEvent.change(screen.getByRole("textbox", { name: "Returns wording" }), { target: { value: " " } });
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(screen.getByRole("alert").textContent).toBe(RETURNS_MESSAGES.wordingRequired);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends who pays, the address and the wording with the other settings", async () => {
    const { fetch } = renderForm(DEFAULT_SHOP_SETTINGS);
    fireEvent.click(screen.getByRole("radio", { name: "The shop" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Returns address" }), {
      target: { value: "Unit 4, Hull" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Returns wording" }), {
      target: { value: "Send it back." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      returnsPostagePayer: "shop",
      returnsAddress: "Unit 4, Hull",
      returnsWording: "Send it back.",
    });
  });
});
