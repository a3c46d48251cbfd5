import { formatPence, poundsToPence } from "#shared/money.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

interface LensType {
  id: number;
  name: string;
  additionalPrice: string;
}

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

async function catalogue(page: Page) {
  const [product, lenses] = await Promise.all([
    page.request.get("/api/products/1").then((r) => r.json() as Promise<{ name: string; basePrice: string }>),
    page.request.get("/api/primary-lens-types").then((r) => r.json() as Promise<LensType[]>),
  ]);
  return { product, lenses };
}

test("the hero shows the catalogue's base price and the customiser totals colour and lens", async ({
  page,
}) => {
  const { product, lenses } = await catalogue(page);
  const base = poundsToPence(product.basePrice);
  const dearest = lenses.reduce((a, b) =>
    poundsToPence(b.additionalPrice) > poundsToPence(a.additionalPrice) ? b : a,
  );

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(`from ${formatPence(base)}`)).toBeVisible();

  const total = page.getByTestId("customizer-total");
  await expect(total).toHaveText(formatPence(base));
  await page.getByRole("radio", { name: "Celeste" }).check();
  await expect(total).toHaveText(formatPence(base));
  await page.getByRole("radio", { name: new RegExp(`^${dearest.name}`) }).check();
  await expect(total).toHaveText(formatPence(base + poundsToPence(dearest.additionalPrice)));

  const lensOption = page.locator("label").filter({ hasText: dearest.name });
  await expect(lensOption).toContainText(`+${formatPence(poundsToPence(dearest.additionalPrice))}`);
  // The maker's logo sits beside lens names that contain the maker's name.
  const makerLens = lenses.find((l) => poundsToPence(l.additionalPrice) === 0);
  if (makerLens) {
    const option = page.locator("label").filter({ hasText: makerLens.name });
    await expect(option.locator('img[src="/images/lens-maker-logo.svg"]')).toHaveCount(1);
    await expect(option).not.toContainText("+£");
  }
});

test("Add to Basket without choices shows the toast; with choices the basket shows the line", async ({
  page,
}) => {
  const { product, lenses } = await catalogue(page);
  const lens = lenses[1] ?? lenses[0];
  if (!lens) throw new Error("no lens types seeded");
  const price = formatPence(poundsToPence(product.basePrice) + poundsToPence(lens.additionalPrice));

  await page.goto("/");
  const add = page.getByRole("button", { name: "Add to Basket" });
  await add.click();
  await expect(page.getByText("Please select options", { exact: true })).toBeVisible();
  await expect(page.getByText("You must select both a colour and lens type", { exact: true })).toBeVisible();

  await page.getByRole("radio", { name: "Kerry Green" }).check();
  await add.click();
  await expect(page.getByText("Please select options", { exact: true })).toBeVisible();

  await page.getByRole("radio", { name: new RegExp(`^${lens.name}`) }).check();
  await add.click();
  const panel = page.getByRole("dialog", { name: "Your Basket" });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(product.name)).toBeVisible();
  await expect(panel.getByText("Colour: Kerry Green")).toBeVisible();
  await expect(panel.getByText(`Lens: ${lens.name}`)).toBeVisible();
  await expect(panel.getByText("Subtotal").locator("..")).toContainText(price);
  // The open dialog hides the header from the accessibility tree, so find the button by id.
  await expect(page.locator("#basket-button")).toHaveAttribute("aria-label", "Open basket, 1 item");
});

test("the colour and lens lists work from the keyboard", async ({ page }) => {
  await page.goto("/");
  const first = page.getByRole("radio", { name: "Ronhill Black" });
  await first.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Celeste" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Celeste" })).toBeFocused();
});

test("Go to Checkout adds the chosen pair and opens the checkout", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("radio", { name: "Red", exact: true }).check();
  await page.locator('input[name="lens-type"]').first().check();
  await page.getByRole("button", { name: "Go to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("button", { name: "Open basket, 1 item" })).toBeAttached();
});

test("the specs card links to the spare lenses and the athletes section to the about page", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Interchangeable Lenses" })).toHaveAttribute(
    "href",
    "/spare-lenses",
  );
  await expect(page.getByRole("link", { name: "Customise your prescription" })).toHaveAttribute(
    "href",
    "/prescription-pro",
  );
  await page.getByRole("link", { name: "Meet the team behind the frames" }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test.describe("load failures", () => {
  // Home queries retry three times with back-off (1 s, 2 s, 4 s) before they fail.
  test.describe.configure({ timeout: 60_000 });

  /** The served home page carries its answers; reached by a link from another page, it fetches them. */
  async function openHomeByLink(page: Page) {
    await page.goto("/about");
    await page.getByRole("link", { name: "Ndr Sports Eyewear home" }).click();
    await expect(page).toHaveURL(/\/$/);
  }

  test("options that fail show the toast and the inline message", async ({ page }) => {
    await page.route("**/api/colors", (route) => route.fulfill({ status: 500, body: "boom" }));
    await openHomeByLink(page);
    await expect(page.getByText("Error loading product options", { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText("Please refresh the page and try again.", { exact: true })).toBeVisible();
    await expect(page.getByText("Error loading product options. Please refresh the page.")).toBeVisible();
  });

  test("a product that fails shows its message", async ({ page }) => {
    await page.route("**/api/products/1", (route) => route.fulfill({ status: 500, body: "boom" }));
    await openHomeByLink(page);
    await expect(page.getByText("Failed to load product. Please try refreshing the page.")).toBeVisible({
      timeout: 20_000,
    });
  });

  test("empty option lists show the empty message", async ({ page }) => {
    await page.route("**/api/primary-lens-types", (route) => route.fulfill({ json: [] }));
    await openHomeByLink(page);
    await expect(page.getByText("No product options available. Please try again later.")).toBeVisible();
  });
});
