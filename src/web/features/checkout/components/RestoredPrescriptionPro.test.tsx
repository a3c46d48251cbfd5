// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadPrescriptionProOrder } from "#web/handoffs/prescription-pro-order.ts";
import { createQueryClient } from "#web/lib/query-client.ts";
import { RestoredPrescriptionPro } from "./RestoredPrescriptionPro.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

const LISTS: Record<string, unknown[]> = {
  "/api/vision-types": [{ id: "varifocal", name: "Varifocal", description: "", basePrice: "165.00" }],
  "/api/colors": [{ id: 2, name: "Celeste", hex: "#7fc8d8" }],
  "/api/prescription-lens-types": [
    { id: 14, name: "Polarized", description: "", additionalPrice: "20.00", price: "20.00", features: [] },
  ],
  "/api/finishes": [{ id: 1, name: "Silver Mirror", description: "", price: "20.00" }],
};
const CHOICE = { visionType: "varifocal", frameColorId: 2, prescriptionLensTypeId: 14, finishId: 1 } as const;

function open(lists: Record<string, unknown[]>, choice = CHOICE) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => json(lists[new URL(url, "http://shop.test").pathname] ?? [])),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/basket/restore?t=b1.7.123.sig"]}>
        <Routes>
          <Route
            path="/basket/restore"
            element={<RestoredPrescriptionPro choice={choice} token="b1.7.123.sig" />}
          />
          <Route path="/prescription-pro-checkout" element={<h1>Prescription Order Checkout</h1>} />
          <Route path="/prescription-pro" element={<h1>Configurator</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a Prescription Pro pair from a reminder's link", () => {
  it("shows the pair at today's price and hands it, with the link, to its checkout", async () => {
    open(LISTS);
    expect((await screen.findByRole("heading", { name: "Your basket" })).textContent).toBe("Your basket");
    const pair = screen.getByLabelText("Your restored pair").textContent;
    expect(pair).toContain("Varifocal");
    expect(pair).toContain("Celeste");
    expect(pair).toContain("Polarized");
    expect(pair).toContain("Silver Mirror");
    // £165 + £20 + £20.
    expect(pair).toContain("£205.00");

    fireEvent.click(screen.getByRole("button", { name: "Continue to checkout" }));
    await screen.findByRole("heading", { name: "Prescription Order Checkout" });
    expect(loadPrescriptionProOrder()).toMatchObject({
      visionType: "varifocal",
      frameColorId: 2,
      prescriptionLensTypeId: 14,
      finishId: 1,
      totalPrice: "205.00",
      basketRestore: "b1.7.123.sig",
    });
  });

  it("says when a part is no longer sold, and leads to the configurator instead", async () => {
    open({ ...LISTS, "/api/finishes": [] });
    await screen.findByRole("heading", { name: "This pair is no longer available" });
    expect(screen.queryByRole("button", { name: "Continue to checkout" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Choose your pair" }));
    await screen.findByRole("heading", { name: "Configurator" });
    expect(loadPrescriptionProOrder()).toBeNull();
  });
});
