import { bearer, expect, expectToast, openTab, signIn } from "./admin-fixtures.ts";
import { ELIGIBLE } from "./checkout-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { expectAddedDrawer } from "./products-fixtures.ts";
import { type Page, test } from "./test.ts";

test.describe.configure({ timeout: 120_000 });

const LABEL = "Africa R3D · Purple";
/** Africa R3D (product 6) in Purple, Africa colour 5 (africa_colors, not the frame colours of `colors`). */
const PURPLE = { productId: 6, africaColorId: 5 };
const AFRICA_LINE = {
  productId: 6,
  quantity: 1,
  africaR3DDetails: {
    frameId: 1,
    colorId: 5,
    visionTypeId: 1,
    lensTypeId: 2,
    prescriptionOption: "upload-later",
  },
};

async function setStockInAdmin(page: Page, stock: string) {
  await openTab(page, "Stock");
  await page.getByRole("textbox", { name: `Stock of ${LABEL}` }).fill(stock);
  await page.getByRole("button", { name: `Save stock of ${LABEL}` }).click();
  await expectToast(page, "Stock saved", `${LABEL}: ${stock} in stock`);
}

/** /africa-r3d with a frame chosen: the Frame colour radio group. */
async function openCustomiser(page: Page) {
  await page.goto("/africa-r3d");
  await page
    .getByRole("radiogroup", { name: "1. Choose your frame" })
    .getByRole("radio", { name: "Hizashi" })
    .click();
  await page
    .getByRole("radiogroup", { name: "Vision type" })
    .getByRole("radio", { name: "Single Vision" })
    .click();
  return page.getByRole("radiogroup", { name: "Frame colour" });
}

test("an Africa colour set to 0 stock is out of stock and cannot be added; set back to 5, it can", async ({
  page,
  request,
}) => {
  const token = await signIn(page, request);
  await skipCookieBanner(page);
  try {
    await setStockInAdmin(page, "0");
    await expect(page.getByTestId("low-stock-panel")).toContainText(LABEL);

    const colours = await openCustomiser(page);
    const purple = colours.getByRole("radio", { name: "Purple" });
    await expect(purple).toBeDisabled();
    await expect(purple).toHaveAccessibleDescription("Out of stock");
    await expect(colours.getByRole("radio", { name: "Teal" })).toBeEnabled();
    await purple.click({ force: true });
    await expect(purple).not.toBeChecked();
    await page.getByRole("button", { name: "Add to Basket" }).first().click();
    await expectToast(page, "Please complete your selection");
    await expect(page.getByRole("dialog", { name: "Your Basket" })).toBeHidden();
    // The server refuses it too, naming the variant.
    const refused = await request.post("/api/create-payment-intent", {
      data: { items: [AFRICA_LINE], customer: { country: "GB" }, eligibility: ELIGIBLE },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toContain("Africa R3D (Purple) is out of stock");

    await setStockInAdmin(page, "5");
    const again = await openCustomiser(page);
    const back = again.getByRole("radio", { name: "Purple" });
    await expect(back).toBeEnabled();
    await expect(back).toHaveAccessibleDescription("Only 5 left");
    await back.click();
    await expect(back).toBeChecked();
    await expect(page.getByTestId("stock-notice")).toHaveText("Only 5 left");
    await page.getByRole("button", { name: "Add to Basket" }).first().click();
    const line = await expectAddedDrawer(page, "Africa R3D");
    await expect(line).toContainText("Hizashi · Purple");
  } finally {
    // Other specs choose Africa colours by their plain names: Purple goes back to untracked.
    await request.put("/api/admin/stock", { headers: bearer(token), data: { ...PURPLE, stock: null } });
  }
});
