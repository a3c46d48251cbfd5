import { readFile } from "node:fs/promises";
import { pdfText } from "#server/test/pdf-text.ts";
import { ORDER_LOOKUP_MISS } from "#shared/schemas/order-lookup.ts";
import {
  addSunglassesFromHome,
  CARDS,
  expectConfirmation,
  expectNoSeriousViolations,
  fillCard,
  fillShipping,
  openCheckout,
  uniqueEmail,
} from "./checkout-fixtures.ts";
import { expect, test } from "./test.ts";

test.describe("the receipt, its PDF invoice and the order page", () => {
  test.describe.configure({ timeout: 90_000 });

  test("pay, read the VAT receipt, download the invoice, then find the order by number and email", async ({
    page,
  }) => {
    const email = uniqueEmail("receipt");
    await addSunglassesFromHome(page);
    await openCheckout(page);
    await fillShipping(page, email);
    await fillCard(page, CARDS.success);
    await page.getByRole("button", { name: "Complete Order - £75.00" }).click();
    await expectConfirmation(page, "£75.00");
    const number = (await page.getByTestId("order-number").textContent()) ?? "";

    // £75.00 charged: a sixth is £12.50 of VAT.
    const receipt = page.getByTestId("receipt");
    await expect(receipt.getByTestId("receipt-number")).toHaveText(number);
    await expect(receipt).toContainText("Primary+ Sports Sunglasses");
    await expect(receipt.getByTestId("receipt-totals")).toContainText("VAT included (20%)£12.50");
    // The address once, in full above the receipt: not again, masked, beneath it.
    await expect(page.getByTestId("delivery-address")).toContainText("1 Test Street");
    await expect(page.getByTestId("delivery-address")).toContainText("United Kingdom");
    await expect(receipt.getByTestId("receipt-address")).toHaveCount(0);
    await expect(receipt).not.toContainText("Test Street");
    await expect(receipt).toContainText("VAT number");
    await expectNoSeriousViolations(page);

    const downloading = page.waitForEvent("download");
    await receipt.getByRole("link", { name: "Download the PDF invoice" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = (await pdfText(pdf)).join("\n");
    expect(text).toContain(number);
    expect(text).toMatch(/VAT included \(20%\)\s+£12\.50/);

    // The signed link opens the order page with nothing to type.
    const href =
      (await receipt.getByRole("link", { name: "Download the PDF invoice" }).getAttribute("href")) ?? "";
    const token = new URL(href, page.url()).searchParams.get("t");
    await page.goto(`/order?t=${token}`);
    await expect(page.getByTestId("order-view")).toContainText(number);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // A link can be forwarded: the order page shows the address only in part, the country by name.
    const shown = page.getByTestId("receipt-address");
    await expect(shown).toContainText("Paula T.");
    await expect(shown).toContainText("LS1 ***");
    await expect(shown).toContainText("United Kingdom");
    await expect(page.getByTestId("order-view")).not.toContainText("Test Street");
    // Placed once: the checkout's own steps are not the shopper's timeline.
    await expect(page.getByRole("list", { name: "Order timeline" }).getByRole("listitem")).toHaveCount(1);

    await page.goto("/order?t=v1.1.1.forgedforgedforgedforgedforgedforgedforged");
    await expect(page.getByRole("alert")).toContainText("not valid");

    await page.goto("/order");
    await page.getByLabel("Order number").fill(number);
    await page.getByLabel("Email used for the order").fill("someone-else@example.com");
    await page.getByRole("button", { name: "Find my order" }).click();
    await expect(page.getByRole("alert")).toHaveText(ORDER_LOOKUP_MISS);
    await page.getByLabel("Email used for the order").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Find my order" }).click();
    const view = page.getByTestId("order-view");
    await expect(view.getByTestId("order-status")).toHaveText("Order placed");
    await expect(view.getByRole("list", { name: "Order timeline" })).toContainText("Order placed");
    await expect(view.getByTestId("receipt-totals")).toContainText("£75.00");
    await expect(view.getByRole("link", { name: "Download the PDF invoice" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
