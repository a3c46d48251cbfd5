import { readFile } from "node:fs/promises";
import { pdfText } from "#server/test/pdf-text.ts";
import { CANCELLATION_RIGHTS } from "#shared/prescription/cancellation-rights.ts";
import { MODEL_FORM_FOOTNOTE, MODEL_FORM_LINES } from "#shared/returns/model-cancellation-form.ts";
import { DEFAULT_RETURNS_WORDING, RETURNS_MESSAGES } from "#shared/schemas/returns-settings.ts";
import { ShopSettings, settingsInputOf } from "#shared/schemas/shop-settings.ts";
import { adminToken, bearer, expectToast, openTab, signIn } from "./admin-fixtures.ts";
import { addSunglassesFromHome, openCheckout } from "./checkout-fixtures.ts";
import { expectNoHorizontalScroll, skipCookieBanner } from "./page-fixtures.ts";
import { expect, test } from "./test.ts";

const DEVICES = [
  { name: "a desktop", viewport: { width: 1280, height: 900 } },
  { name: "a 390 px phone", viewport: { width: 390, height: 844 } },
] as const;

for (const device of DEVICES) {
  test.describe(`returns information on ${device.name}`, () => {
    test.use({ viewport: device.viewport });
    test.beforeEach(({ page }) => skipCookieBanner(page));

    test("the checkout states the right to cancel beside the payment button and links the returns page", async ({
      page,
    }) => {
      await addSunglassesFromHome(page);
      await openCheckout(page);
      const notice = page.getByTestId("checkout-cancellation");
      await expect(notice).toContainText(
        /You may cancel your order within \d+ days of the day you receive it/,
      );
      await expect(notice).toContainText(/(You|We) pay the return postage\./);
      await expect(notice).toContainText(CANCELLATION_RIGHTS.madeToPrescription);
      await expect(notice).toContainText(/reject it for a full refund within 30 days/);
      await expectNoHorizontalScroll(page);
      await notice.getByRole("link", { name: /Returns and cancellations/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Returns and Cancellations" })).toBeVisible();
    });

    test("/returns shows the cancellation form, and its PDF link downloads the form as a PDF", async ({
      page,
    }) => {
      await page.goto("/returns");
      await expect(page.getByRole("heading", { level: 1, name: "Returns and Cancellations" })).toBeVisible();
      const form = page.getByTestId("model-cancellation-form");
      await expect(form).toContainText(/To .+, .+@.+:/);
      for (const line of MODEL_FORM_LINES) await expect(form).toContainText(line);
      await expect(form).toContainText(MODEL_FORM_FOOTNOTE);
      await expectNoHorizontalScroll(page);

      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download the cancellation form (PDF)" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe("cancellation-form.pdf");
      const pdf = await readFile(await download.path());
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect((await pdfText(pdf)).join("\n")).toContain("Model cancellation form");
    });
  });
}

test.describe("the owner's returns wording", () => {
  test.afterAll(async ({ request }) => {
    const settings = ShopSettings.parse(await (await request.get("/api/shop-settings")).json());
    const res = await request.put("/api/admin/shop-settings", {
      headers: bearer(await adminToken(request)),
      data: { ...settingsInputOf(settings), returnsWording: DEFAULT_RETURNS_WORDING },
    });
    expect(res.status(), await res.text()).toBe(200);
  });

  test("changed in the admin's settings, shows on the returns page", async ({ page, request }) => {
    const wording = `Send it back unused within the window, and we refund you (${Date.now().toString(36)}).`;
    await skipCookieBanner(page);
    await signIn(page, request);
    await openTab(page, "Catalogue");
    const form = page.getByRole("form", { name: "Shop settings" });
    const box = form.getByRole("textbox", { name: "Returns wording" });
    await box.fill("");
    await form.getByRole("button", { name: "Save Settings" }).click();
    await expect(form.getByText(RETURNS_MESSAGES.wordingRequired)).toBeVisible();

    await box.fill(wording);
    await form.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, "Settings saved");

    await page.goto("/returns");
    await expect(page.getByTestId("returns-wording")).toHaveText(wording);
  });
});
