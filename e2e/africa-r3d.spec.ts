import { expectAddedDrawer, expectToast } from "./products-fixtures.ts";
import { expect, test } from "./test.ts";

test("a shopper designs a frame, the total follows each choice, and the basket gets the line", async ({
  page,
}) => {
  await page.goto("/africa-r3d");
  await expect(page.getByRole("heading", { level: 1, name: "Africa R3D Collection" })).toBeVisible();
  await expect(
    page.getByText(/10% of the Africa R3D collection's profits go to charities/).first(),
  ).toBeVisible();

  const frames = page.getByRole("radiogroup", { name: "1. Choose your frame" });
  await expect(frames.getByRole("radio")).toHaveCount(4);
  // Each radio lies over its card, which shows what the choice is.
  const card = (name: string) => frames.locator("label").filter({ has: page.getByRole("radio", { name }) });
  await expect(card("Hizashi")).toContainText("Best Seller");
  await expect(card("Africa (Standard)")).toContainText("140mm wide × 50mm high");
  await expect(card("Africa (Small)")).toContainText("125mm wide × 42mm high");

  const add = page.getByRole("button", { name: "Add to Basket" });
  await add.click();
  await expectToast(page, "Please select a frame", "You need to select a frame before adding to basket");

  await frames.getByRole("radio", { name: "Hizashi" }).click();
  await add.click();
  await expectToast(
    page,
    "Please complete your selection",
    "Please select all options before adding to basket",
  );

  const colours = page.getByRole("radiogroup", { name: "Frame colour" });
  await expect(colours.getByRole("radio")).toHaveCount(7);
  await colours.getByRole("radio", { name: "Teal" }).click();

  const vision = page.getByRole("radiogroup", { name: "Vision type" });
  const lens = page.getByRole("radiogroup", { name: "Lens type" });
  const total = page.getByTestId("africa-total");
  await expect(lens.getByRole("radio", { name: "Clear" })).toBeChecked();
  await vision.getByRole("radio", { name: "Single Vision" }).click();
  await expect(total).toHaveText("£120.00");
  await lens.getByRole("radio", { name: "Polarized" }).click();
  await expect(total).toHaveText("£140.00");
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(total).toHaveText("£280.00");

  // A new vision type puts the lens back to Clear.
  await vision.getByRole("radio", { name: "Varifocal" }).click();
  await expect(lens.getByRole("radio", { name: "Clear" })).toBeChecked();
  await expect(lens.getByRole("radio", { name: "Polarized" })).not.toBeChecked();
  await expect(total).toHaveText("£330.00");
  await lens.getByRole("radio", { name: "Transitions" }).click();
  await expect(total).toHaveText("£410.00");

  await add.click();
  const line = await expectAddedDrawer(page, "Africa R3D");
  // The prescription comes next: the drawer links to its form.
  await expect(page.getByRole("link", { name: "send it now" })).toHaveAttribute("href", "/prescription-form");
  await expect(line).toContainText("Custom 3D-printed frame");
  await expect(line).toContainText("Hizashi · Teal");
  await expect(line).toContainText("Varifocal · Transitions lens");
  await expect(line).toContainText("Prescription: Upload later");
  await expect(line).toContainText("£410.00");
});

test("quantity runs from 1 to 5", async ({ page }) => {
  await page.goto("/africa-r3d");
  const minus = page.getByRole("button", { name: "Decrease quantity" });
  const plus = page.getByRole("button", { name: "Increase quantity" });
  await expect(minus).toBeDisabled();
  for (let i = 0; i < 4; i++) await plus.click();
  await expect(page.getByRole("group", { name: "Quantity" })).toContainText("5");
  await expect(plus).toBeDisabled();
});

test("lens technology tabs and the FAQ", async ({ page }) => {
  await page.goto("/africa-r3d");
  const tabs = page.getByRole("tablist", { name: "Lens technologies" });
  await expect(tabs.getByRole("tab")).toHaveCount(5);
  await tabs.getByRole("tab", { name: "Drivewear" }).click();
  await expect(page.getByRole("tabpanel", { name: "Drivewear" })).toContainText(
    "Polarised amber for driving.",
  );
  const question = page.getByRole("button", { name: "Where does the charity money go?" });
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("heading", { name: "From the athletes" })).toBeVisible();
});
