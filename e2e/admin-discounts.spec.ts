import { expect, expectToast, openTab, signIn, unique } from "./admin-fixtures.ts";
import { type APIRequestContext, test } from "./test.ts";

test.describe.configure({ timeout: 120_000 });

const validate = (request: APIRequestContext, code: string) =>
  request.post("/api/validate-discount-code", { data: { code, amount: "100.00" } });

test("create a discount code, use it at checkout, edit it, then delete it", async ({ page, request }) => {
  const code = unique("E2E")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
  await signIn(page, request);
  await openTab(page, "Discount Codes");

  await page.getByRole("button", { name: "Create Discount Code" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Discount Code" });
  await expect(dialog.getByLabel("Discount Type")).toHaveValue("percentage");
  await expect(dialog.getByLabel(/Discount Value/)).toHaveAttribute("step", "1");
  await expect(dialog.getByLabel(/Minimum Purchase/)).toHaveValue("0");
  await expect(dialog.getByLabel("Active")).toBeChecked();
  const today = await dialog.getByLabel("Valid From").inputValue();
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // Required fields are checked with the shared rules before anything is sent.
  await dialog.getByRole("button", { name: "Create Code" }).click();
  await expect(dialog.getByText("Code is required")).toBeVisible();
  await dialog.getByLabel("Code").fill(code);
  await dialog.getByRole("button", { name: "Create Code" }).click();
  await expect(dialog.getByText("Description is required")).toBeVisible();
  await dialog.getByLabel("Description").fill("Browser test code");
  await dialog.getByLabel(/Discount Value/).fill("10");
  await dialog.getByLabel("Max Uses").fill("5");
  await dialog.getByRole("button", { name: "Create Code" }).click();
  await expectToast(page, "Discount code created");
  await expect(dialog).toBeHidden();

  const row = page.locator(`tr[data-code="${code}"]`);
  await expect(row).toContainText("10%");
  await expect(row).toContainText("0 / 5");
  const [y, m, d] = today.split("-");
  await expect(row).toContainText(`${d}/${m}/${y}`);
  await expect(row).toContainText("No expiry");

  const valid = await validate(request, code.toLowerCase());
  expect(valid.status()).toBe(200);
  expect(await valid.json()).toMatchObject({
    valid: true,
    discount: { code, discountType: "percentage", discountValue: 10, discountAmount: "10.00" },
  });

  // A duplicate code is refused with the server's message.
  await page.getByRole("button", { name: "Create Discount Code" }).click();
  const again = page.getByRole("dialog", { name: "Create Discount Code" });
  await again.getByLabel("Code").fill(code);
  await again.getByLabel("Description").fill("Duplicate");
  await again.getByLabel(/Discount Value/).fill("5");
  await again.getByRole("button", { name: "Create Code" }).click();
  await expectToast(page, "Failed to create discount code");
  await again.getByRole("button", { name: "Cancel" }).click();

  await row.getByRole("button", { name: `Edit ${code}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Discount Code" });
  await expect(edit.getByLabel("Code")).toHaveValue(code);
  await edit.getByLabel("Discount Type").selectOption("fixed");
  await expect(edit.getByLabel(/Discount Value/)).toHaveAttribute("step", "0.01");
  await edit.getByLabel(/Discount Value/).fill("7.50");
  await edit.getByLabel("Max Uses").fill("");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Discount code updated");
  await expect(row).toContainText("£7.50");
  await expect(row).toContainText("0 / ∞");
  expect(await (await validate(request, code)).json()).toMatchObject({
    valid: true,
    discount: { discountType: "fixed", discountAmount: "7.50" },
  });

  await row.getByRole("button", { name: `Delete ${code}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${code}?` });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Discount code deleted");
  await expect(row).toHaveCount(0);
  expect((await validate(request, code)).status()).toBe(404);
});
