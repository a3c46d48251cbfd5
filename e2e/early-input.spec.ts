import { devices, expect, type Page, test } from "@playwright/test";
import { formatPence, poundsToPence } from "#shared/money.ts";
import { banner, KEY } from "./consent-fixtures.ts";

/**
 * A phone: 4× slower CPU and a slow 4G connection. The page paints from the server long before its app
 * has hydrated; a shopper taps and types as soon as the controls are on screen, and nothing is lost.
 * These tests use Playwright's own `test`, so nothing waits for hydration before acting; the app's
 * scripts are also held back until the shopper has acted, so every action lands before the app is ready.
 */
const { defaultBrowserType: _chromium, ...phone } = devices["Pixel 7"];
test.use(phone);
test.describe.configure({ timeout: 90_000 });

interface HeldApp {
  /** Lets the app's scripts through. */
  release(): void;
}

async function phoneProfile(page: Page): Promise<HeldApp> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  // Lighthouse's slow 4G: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up.
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return { release };
}

/** The page is on screen from the server and its app has not hydrated yet. */
async function servedNotHydrated(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.locator("#root")).not.toBeEmpty();
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
}

const hydrated = (page: Page) =>
  expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 60_000 });

test("socks: Large chosen and added before the app is ready lands in the basket as Large", async ({
  page,
}) => {
  const app = await phoneProfile(page);
  await servedNotHydrated(page, "/sports-socks");
  await page.getByRole("radio", { name: "Large", exact: true }).click();
  await page.getByRole("button", { name: "Add to Basket" }).click();
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
  app.release();
  const basket = page.getByRole("dialog", { name: "Your Basket" });
  await expect(basket).toBeVisible({ timeout: 60_000 });
  await expect(basket.getByText("Size: Large")).toBeVisible();
  await expect(basket.getByText(/Size: Small/)).toHaveCount(0);
});

test("FAQ: 'varifocal' typed before the app is ready filters the questions", async ({ page }) => {
  const app = await phoneProfile(page);
  await servedNotHydrated(page, "/faq");
  const search = page.getByPlaceholder("Search FAQ topics, lens types, pricing...");
  await search.click();
  await page.keyboard.type("varifocal");
  app.release();
  await hydrated(page);
  await expect(search).toHaveValue("varifocal");
  await expect(page.getByText(/Showing \d+ of \d+ questions for "varifocal"/)).toBeVisible();
});

test("home: a colour and a lens chosen before the app is ready are in the total", async ({ page }) => {
  const lenses = (await (await page.request.get("/api/primary-lens-types")).json()) as {
    name: string;
    additionalPrice: string;
  }[];
  const product = (await (await page.request.get("/api/products/1")).json()) as { basePrice: string };
  const lens = lenses.find((l) => poundsToPence(l.additionalPrice) > 0);
  if (!lens) throw new Error("The catalogue has no lens with a surcharge");
  const app = await phoneProfile(page);
  await servedNotHydrated(page, "/");
  await page.getByRole("radio", { name: "Ronhill Black" }).click();
  await page.getByRole("radio", { name: new RegExp(`^${lens.name}`) }).click();
  app.release();
  await hydrated(page);
  await expect(page.getByRole("radio", { name: "Ronhill Black" })).toBeChecked();
  await expect(page.getByRole("radio", { name: new RegExp(`^${lens.name}`) })).toBeChecked();
  await expect(page.getByTestId("customizer-total")).toHaveText(
    formatPence(poundsToPence(product.basePrice) + poundsToPence(lens.additionalPrice)),
  );
});

test("cookie banner: Accept All tapped as soon as it shows is stored", async ({ page }) => {
  const app = await phoneProfile(page);
  await servedNotHydrated(page, "/");
  app.release();
  await banner(page).getByRole("button", { name: "Accept All" }).click({ timeout: 60_000 });
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), KEY)).toMatchObject({
    analytics: true,
    marketing: true,
  });
});
