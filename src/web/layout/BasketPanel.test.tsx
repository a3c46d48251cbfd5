// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "#shared/catalogue.ts";
import type { ShopSettings } from "#shared/schemas/shop-settings.ts";
import { shopSettingsQuery } from "#web/catalogue/shop-settings.ts";
import { LOCAL_KEYS } from "#web/lib/storage-keys.ts";
import { BasketProvider, useBasket } from "../basket/BasketProvider.tsx";
import { socks } from "../basket/basket-fixtures.ts";
import { BasketPanel } from "./BasketPanel.tsx";

function Opener({ children }: { children: ReactNode }) {
  const { openBasket } = useBasket();
  return (
    <>
      <button type="button" onClick={openBasket}>
        open
      </button>
      {children}
    </>
  );
}

/** The open drawer over a stored basket of five pairs, with the settings the server sent. */
function renderPanel(settings: ShopSettings | undefined) {
  localStorage.setItem(LOCAL_KEYS.basket, JSON.stringify({ v: 1, items: [socks(5)], appliedDiscount: null }));
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, enabled: false } },
  });
  if (settings) client.setQueryData(shopSettingsQuery.queryKey, settings);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BasketProvider>
          <Opener>
            <BasketPanel />
          </Opener>
        </BasketProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  act(() => screen.getByRole("button", { name: "open" }).click());
  return screen.getByRole("dialog", { name: "Your Basket" });
}

const rowOf = (dialog: HTMLElement, label: string) =>
  Array.from(dialog.querySelectorAll("div")).find((d) => d.firstElementChild?.textContent === label)
    ?.lastElementChild?.textContent;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("the basket drawer's socks offer", () => {
  it("is the shop's current offer, not the built-in one", () => {
    const offer = { pairsPerGroup: 2, groupPricePence: 800 };
    const dialog = renderPanel({ ...DEFAULT_SHOP_SETTINGS, socksOffer: offer });
    // Two groups of two at £8.00 and one pair at £5.00: £21.00, a saving of £4.00 on £25.00.
    expect(rowOf(dialog, "Socks offer (2 pairs for £8.00)")).toBe("-£4.00");
    expect(rowOf(dialog, "Subtotal")).toBe("£21.00");
  });

  it("is the built-in offer until the settings arrive", () => {
    const dialog = renderPanel(undefined);
    expect(rowOf(dialog, "Socks offer (3 pairs for £10.00)")).toBe("-£5.00");
    expect(rowOf(dialog, "Subtotal")).toBe("£20.00");
  });
});
