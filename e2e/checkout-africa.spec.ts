import {
  CARDS,
  expectConfirmation,
  fillCard,
  fillShipping,
  openCheckout,
  paidOrdersOf,
  uniqueEmail,
} from "./checkout-fixtures.ts";
import { expect, test } from "./test.ts";

test.describe("Africa R3D checkout", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a frame customised on /africa-r3d is bought through ?product=africa-r3d", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("africa");
    await page.goto("/africa-r3d");
    await page.getByRole("radio", { name: /Hizashi/ }).click();
    await page.getByRole("radio", { name: "Red", exact: true }).click();
    await page.getByRole("radio", { name: "Single Vision", exact: true }).click();
    await page.getByRole("radio", { name: "Polarized", exact: true }).click();
    await page.getByRole("button", { name: "Add to Basket" }).click();
    await expect(page.getByRole("dialog", { name: "Your Basket" })).toBeVisible();

    await openCheckout(page, "/checkout?product=africa-r3d");
    await expect(page.getByText("Hizashi, Red")).toBeVisible();
    await expect(page.getByTestId("checkout-totals")).toContainText("£140.00");
    await fillShipping(page, email);
    await fillCard(page, CARDS.success);
    await page.getByRole("button", { name: "Complete Order - £140.00" }).click();

    await expectConfirmation(page, "£140.00");
    // What was made, as the email, the invoice and the admin read it too.
    await expect(page.getByTestId("order-items")).toContainText(
      "Hizashi, Red, Single Vision, Polarized, Prescription: Upload later",
    );
    await expect.poll(async () => (await paidOrdersOf(request, email)).length).toBe(1);
    const [order] = await paidOrdersOf(request, email);
    expect(order).toMatchObject({ orderType: "africa_r3d", total: "140.00" });
    await expect(page.getByRole("button", { name: /Open basket, 0 items/ })).toBeVisible();
  });
});
