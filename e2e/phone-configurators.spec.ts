import { formatDecimal } from "#shared/money.ts";
import { ELIGIBILITY_WORDING_VERSION } from "#shared/prescription/eligibility.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { type APIRequestContext, expect, type Locator, test } from "./test.ts";

/** Phones first: the sticky bar's total is the server's price for the choice, option by option. */
test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

interface Named {
  id: number;
  name: string;
}

async function list(request: APIRequestContext, path: string): Promise<Named[]> {
  const res = await request.get(path);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Named[];
}

const idOf = (rows: readonly Named[], name: string | RegExp) => {
  const row = rows.find((r) => (typeof name === "string" ? r.name === name : name.test(r.name)));
  if (!row) throw new Error(`no ${String(name)} in the catalogue`);
  return row.id;
};

/** What the basket pricing endpoint (the one the basket and checkout use) says one line costs. */
async function basketPrice(request: APIRequestContext, line: Record<string, unknown>): Promise<string> {
  const res = await request.post("/api/basket/price", { data: { items: [line] } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { amounts: { subtotal: string } };
  return formatDecimal(body.amounts.subtotal);
}

/** The bar sits inside the screen, with its total and its button visible without scrolling. */
async function expectBarInView(bar: Locator) {
  await expect(bar).toBeInViewport({ ratio: 1 });
  const box = await bar.boundingBox();
  const height = bar.page().viewportSize()?.height ?? 0;
  expect(box && box.y + box.height).toBeLessThanOrEqual(height + 1);
}

test("home: the sticky bar follows colour and lens with the server's price and adds to the basket", async ({
  page,
}) => {
  const [colours, lenses] = await Promise.all([
    list(page.request, "/api/colors"),
    list(page.request, "/api/primary-lens-types"),
  ]);
  await page.goto("/");
  const bar = page.getByRole("region", { name: "Your choice" });
  const total = bar.getByTestId("sticky-total");

  await page.getByRole("radio", { name: "Celeste" }).scrollIntoViewIfNeeded();
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: "Celeste" }) })
    .click();
  await expectBarInView(bar);
  await expect(bar).toContainText("Celeste");

  for (const lens of [/Polarized/, new RegExp(`^${lenses[0]?.name}`)]) {
    await page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: lens }) })
      .click();
    const server = await basketPrice(page.request, {
      productId: 1,
      quantity: 1,
      colorId: idOf(colours, "Celeste"),
      lensTypeId: idOf(lenses, lens),
    });
    await expect(total).toHaveText(server);
    await expectBarInView(bar);
  }

  await bar.getByRole("button", { name: "Add to Basket" }).click();
  await expect(page.getByRole("dialog", { name: "Your Basket" })).toBeVisible();
});

test("Africa R3D: the sticky bar's total is the server's price for each vision and lens choice", async ({
  page,
}) => {
  const [frames, colours, visions, lenses] = await Promise.all([
    list(page.request, "/api/africa-r3d/frames"),
    list(page.request, "/api/africa-r3d/colors"),
    list(page.request, "/api/africa-r3d/vision-types"),
    list(page.request, "/api/africa-r3d/lens-types"),
  ]);
  await page.goto("/africa-r3d");
  await expect(page.getByRole("heading", { level: 1, name: "Africa R3D Collection" })).toBeVisible({
    timeout: 15_000,
  });
  const bar = page.getByRole("region", { name: "Your choice" });
  const total = bar.getByTestId("sticky-total");
  await expect(total).toHaveText("Choose a vision type");

  await page
    .getByRole("radiogroup", { name: "1. Choose your frame" })
    .getByRole("radio", { name: "Hizashi" })
    .click();
  await page.getByRole("radiogroup", { name: "Frame colour" }).getByRole("radio", { name: "Teal" }).click();
  await expect(bar).toContainText("Hizashi · Teal");

  const visionNames = visions.map((v) => v.name).slice(0, 2);
  for (const vision of visionNames) {
    await page.getByRole("radiogroup", { name: "Vision type" }).getByRole("radio", { name: vision }).click();
    for (const lens of lenses.slice(0, 2)) {
      await page
        .getByRole("radiogroup", { name: "Lens type" })
        .getByRole("radio", { name: lens.name })
        .click();
      const server = await basketPrice(page.request, {
        productId: 6,
        quantity: 1,
        africaR3DDetails: {
          frameId: idOf(frames, "Hizashi"),
          colorId: idOf(colours, "Teal"),
          visionTypeId: idOf(visions, vision),
          lensTypeId: lens.id,
          prescriptionOption: "upload-later",
        },
      });
      await expect(total).toHaveText(server);
      await expectBarInView(bar);
    }
  }
});

test("Prescription Pro: the sticky bar's total is what the server charges for the choice", async ({
  page,
}) => {
  const [colours, lenses, finishes] = await Promise.all([
    list(page.request, "/api/colors"),
    list(page.request, "/api/prescription-lens-types"),
    list(page.request, "/api/finishes"),
  ]);
  await page.goto("/prescription-pro");
  const bar = page.getByRole("region", { name: "Your choice" });
  const total = bar.getByTestId("sticky-total");
  await expect(bar.getByRole("button", { name: "Order" })).toBeDisabled();

  await page
    .getByRole("radiogroup", { name: "Frame colour" })
    .getByRole("radio", { name: "Celeste" })
    .click();
  await page.getByRole("radio", { name: "Polarized" }).click();
  for (const [vision, finish] of [
    ["single_vision", "Silver Mirror"],
    ["varifocal", "None"],
  ] as const) {
    await page.getByRole("radio", { name: vision === "varifocal" ? "Varifocal" : "Single Vision" }).click();
    await page.getByRole("radio", { name: finish }).click();
    // The configurator's order call prices the same choice on the server (a pending order, never paid).
    const res = await page.request.post("/api/prescription-pro/orders", {
      data: {
        visionType: vision,
        frameColorId: idOf(colours, "Celeste"),
        prescriptionLensTypeId: idOf(lenses, "Polarized"),
        finishId: idOf(finishes, finish),
        name: "Paula Tester",
        email: "paula@example.com",
        phone: "07700 900123",
        address: "12 Analytical Row",
        city: "London",
        postcode: "SW1A 1AA",
        country: "GB",
        eligibility: { version: ELIGIBILITY_WORDING_VERSION, aged16OrOver: true, notSightImpaired: true },
      },
    });
    expect(res.status()).toBe(200);
    const { amounts } = (await res.json()) as { amounts: { subtotal: string } };
    await expect(total).toHaveText(formatDecimal(amounts.subtotal));
    await expectBarInView(bar);
  }
  await expect(bar.getByRole("button", { name: "Order" })).toBeEnabled();
});

test("checkout on a phone: contact, address with the country first, delivery, then the summary's total before the card", async ({
  page,
}) => {
  await page.goto("/");
  const bar = page.getByRole("region", { name: "Your choice" });
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: "Celeste" }) })
    .click();
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: /Polarized/ }) })
    .click();
  await bar.getByRole("button", { name: "Add to Basket" }).click();
  await expect(page.getByRole("dialog", { name: "Your Basket" })).toBeVisible();

  await page.goto("/checkout");
  const summaryTotal = page.getByTestId("summary-total");
  await expect(summaryTotal).toBeVisible({ timeout: 15_000 });
  // Folded on a phone, the summary still shows the total the server priced.
  await expect(page.getByTestId("checkout-totals")).toBeHidden();
  const server = await page.request.post("/api/basket/price", {
    data: { items: [{ productId: 1, quantity: 1, colorId: 2, lensTypeId: await polarizedId(page.request) }] },
  });
  const { amounts } = (await server.json()) as { amounts: { total: string } };
  await expect(summaryTotal).toHaveText(formatDecimal(amounts.total));

  const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
  const order = [
    await top(page.getByLabel("Email", { exact: true })),
    await top(page.getByLabel("Country", { exact: true })),
    await top(page.getByLabel("Address", { exact: true })),
    await top(page.getByRole("heading", { name: "Delivery method" })),
    await top(summaryTotal),
    await top(page.getByRole("heading", { name: "Payment" })),
  ];
  expect(order).toEqual([...order].sort((a, b) => a - b));

  await page.locator("summary").filter({ hasText: "Order summary" }).click();
  await expect(page.getByTestId("checkout-totals")).toBeVisible();
});

async function polarizedId(request: APIRequestContext) {
  return idOf(await list(request, "/api/primary-lens-types"), /Polarized/);
}

test("a toast covers neither the buy button nor the header's controls", async ({ page }) => {
  await page.goto("/africa-r3d");
  await expect(page.getByRole("heading", { level: 1, name: "Africa R3D Collection" })).toBeVisible({
    timeout: 15_000,
  });
  const bar = page.getByRole("region", { name: "Your choice" });
  const add = bar.getByRole("button", { name: "Add to Basket" });
  await add.click();
  const toast = page
    .getByRole("region", { name: /Notifications/ })
    .locator("li")
    .filter({ hasText: "Please select a frame" });
  await expect(toast).toBeVisible({ timeout: 15_000 });

  const overlaps = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const toastBox = (await toast.boundingBox()) as Box;
  for (const control of [
    add,
    page.getByRole("button", { name: /Open basket/ }),
    page.getByRole("button", { name: "Open menu" }),
  ]) {
    expect(overlaps(toastBox, (await control.boundingBox()) as Box)).toBe(false);
  }
  // The buy button still takes the click while the toast is up.
  await add.click({ trial: true, timeout: 2_000 });
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
