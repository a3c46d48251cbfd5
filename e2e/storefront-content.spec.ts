import { formatDecimal, formatPence, poundsToPence } from "#shared/money.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

interface Product {
  id: number;
  basePrice: string;
}
interface PricedRow {
  id: number | string;
  name: string;
  basePrice?: string;
  additionalPrice?: string;
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

test("the landing cards show prices from the catalogue", async ({ page }) => {
  const products = await getJson<Product[]>(page, "/api/products");
  const visions = await getJson<PricedRow[]>(page, "/api/vision-types");
  const base = (id: number) => formatDecimal(products.find((p) => p.id === id)?.basePrice ?? "missing");
  const single = formatDecimal(visions.find((v) => v.id === "single_vision")?.basePrice ?? "missing");

  await page.goto("/dynamic-landing");
  await expect(page.getByRole("heading", { level: 1, name: "The Collection" })).toBeVisible();
  // Only figures the shop's records back: no invented head counts or satisfaction scores.
  const stats = page.getByRole("region", { name: "The shop in numbers" });
  for (const stat of ["2014", "Free", "30 days", "12 months"])
    await expect(stats.getByText(stat, { exact: true })).toBeVisible();
  await expect(stats).not.toContainText("1000+");
  await expect(stats).not.toContainText("99%");

  const card = (href: string) =>
    page.locator(`a[href="${href}"]`).filter({ has: page.getByTestId("card-price") });
  await expect(card("/")).toContainText(`From ${base(1)}`);
  await expect(card("/prescription-sports-sunglasses")).toContainText(`From ${single}`);
  await expect(card("/africa-r3d")).toContainText("Custom price");
  await expect(card("/spare-lenses")).toContainText(`From ${base(3)}`);
  await expect(card("/nose-pads")).toContainText(`From ${base(5)}`);
  // The socks card shows the real per-pair price and the 3-pair offer, not "from £12".
  await expect(card("/sports-socks")).toContainText(`${base(4)} a pair · 3 for £10.00`);
  await expect(page.getByRole("link", { name: "Read Africa's story" })).toHaveAttribute(
    "href",
    "/who-is-africa",
  );
});

test("the landing sub-navigation marks the section in view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/dynamic-landing");
  const nav = page.getByRole("navigation", { name: "On this page" });
  await nav.getByRole("link", { name: "Technology" }).click();
  await expect(nav.getByRole("link", { name: "Technology" })).toHaveAttribute("aria-current", "location");
  await nav.getByRole("link", { name: "Products" }).click();
  await expect(nav.getByRole("link", { name: "Products" })).toHaveAttribute("aria-current", "location");
  await expect(nav.getByRole("link", { name: "Technology" })).not.toHaveAttribute("aria-current", /.*/);
});

test("the prescription guide prices its lens cards from the catalogue", async ({ page }) => {
  const visions = await getJson<PricedRow[]>(page, "/api/vision-types");
  const lenses = await getJson<PricedRow[]>(page, "/api/prescription-lens-types");
  const single = poundsToPence(visions.find((v) => v.id === "single_vision")?.basePrice ?? "0");
  const varifocal = poundsToPence(visions.find((v) => v.id === "varifocal")?.basePrice ?? "0");
  const transitions = lenses.find((l) => /xtractive/i.test(l.name));
  if (!transitions?.additionalPrice) throw new Error("no XtrActive lens seeded");

  await page.goto("/prescription-sports-sunglasses");
  await expect(page.getByRole("heading", { level: 1, name: "Prescription Sports Sunglasses" })).toBeVisible();
  const card = (title: string) =>
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card("Single Vision Clear")).toContainText(`From ${formatPence(single)}`);
  await expect(card(`Single Vision ${transitions.name}`)).toContainText(
    `From ${formatPence(single + poundsToPence(transitions.additionalPrice))}`,
  );
  await expect(card(`Single Vision ${transitions.name}`)).toContainText("Most popular");
  await expect(card("Varifocals")).toContainText(`From ${formatPence(varifocal)}`);
  await expect(card("Optical Rim Solution")).toContainText(`From ${formatPence(single)}`);

  const upgrades = page.getByTestId("lens-upgrades");
  for (const lens of lenses) {
    const extra = poundsToPence(lens.additionalPrice ?? "0");
    const row = upgrades.getByRole("listitem").filter({ has: page.getByText(lens.name, { exact: true }) });
    await expect(row).toContainText(extra > 0 ? `+${formatPence(extra)}` : "Included");
  }
  await expect(page.getByRole("link", { name: "Customise your prescription" })).toHaveAttribute(
    "href",
    "/prescription-pro",
  );
  await expect(page.getByRole("link", { name: "Shop non-prescription" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "hello@example.com" }).first()).toBeVisible();
});

test("the about gallery shows 30 captioned images and opens a lightbox", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  const gallery = page.getByTestId("gallery");
  await expect(gallery.locator("figure")).toHaveCount(30);
  await expect(gallery.locator("figure figcaption")).toHaveCount(30);
  await expect(gallery.locator("figure img[alt]:not([alt=''])")).toHaveCount(30);
  await expect(gallery.locator("img[loading='lazy']")).toHaveCount(30);

  await gallery.getByRole("button", { name: /^Enlarge photo 2:/ }).click();
  const dialog = page.getByRole("dialog", { name: "Photo 2 of 30" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog", { name: "Photo 3 of 30" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Focus returns to the thumbnail of the photo that was showing.
  await expect(gallery.getByRole("button", { name: /^Enlarge photo 3:/ })).toBeFocused();
});

test("the privacy policy has 10 sections and its date; the terms state the returns rules", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText("Last updated 25 November 2026")).toBeVisible();
  await expect(page.getByTestId("legal-sections").locator(":scope > section")).toHaveCount(10);
  await expect(
    page.getByRole("heading", { level: 2, name: "3. Prescriptions are health data" }),
  ).toBeVisible();

  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
  await expect(page.getByText(/return non-prescription items within 30 days/)).toBeVisible();
  await expect(page.getByText(/we will remake them free of\s+charge/)).toBeVisible();
});

test("the running guide prices Primary+ from the catalogue and links onward", async ({ page }) => {
  const product = await getJson<Product>(page, "/api/products/1");
  await page.goto("/running-sunglasses");
  await expect(page.getByTestId("running-price")).toHaveText(
    `Primary+ from ${formatDecimal(product.basePrice)} with free UK delivery.`,
  );
  await expect(page.getByRole("link", { name: "Shop Primary+" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Prescription options" })).toHaveAttribute(
    "href",
    "/prescription-pro",
  );
});

test("the memorial page tells Africa's story and links to the collection", async ({ page }) => {
  await page.goto("/who-is-africa");
  await expect(page.getByRole("heading", { level: 1, name: "Who is Africa?" })).toBeVisible();
  await expect(page.getByText(/10% of the collection's profits/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Explore Africa R3D" })).toHaveAttribute("href", "/africa-r3d");
});
