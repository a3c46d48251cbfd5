import { readFile } from "node:fs/promises";
import { londonLongDate } from "#shared/dates.ts";
import { expectToast } from "./admin-fixtures.ts";
import { expectNoHorizontalScroll } from "./page-fixtures.ts";
import {
  adminPage,
  DEVICES,
  mailTo,
  openReturn,
  returnsShopForSpec,
  SOCKS_MEDIUM,
  sendReturnForm,
  setStock,
  shopperOnDay,
  stockOf,
  subjectsTo,
} from "./returns-journey-fixtures.ts";
import { expect, test } from "./test.ts";

/**
 * Socks bought, delivered, and sent back for a change of mind on the 13th day after delivery: the shop
 * pays the postage, so the shopper downloads a prepaid label; the admin receives them as resaleable (they
 * go back on the shelf) and refunds them with the delivery, since the whole order came back. UK delivery
 * is charged on this shop, so the delivery in the refund is money (£10).
 */
const shop = returnsShopForSpec({
  returnsPostagePayer: "shop",
  returnsAddress: "Returns Dept, 12 Dock Street, Leeds LS10 1JF",
  freeShippingCountries: [],
});
test.describe.configure({ mode: "default", timeout: 90_000 });

test.beforeAll(async ({ playwright }) => {
  const api = await shop.api(playwright);
  await setStock(api, shop, SOCKS_MEDIUM, 40);
  await api.dispose();
});

for (const device of DEVICES) {
  test.describe(`on ${device.name}`, () => {
    test.use(device.use);

    test("socks returned on day 13 for a change of mind: label, back on the shelf, refunded with the delivery", async ({
      page,
      browser,
      playwright,
    }) => {
      const { api, order, day: day13 } = await shopperOnDay(shop, playwright, page, 13);
      await page.getByRole("checkbox", { name: /Sports Socks/ }).check();
      await page.getByRole("combobox", { name: "Quantity to return" }).selectOption("2");
      await page.getByRole("radio", { name: "I changed my mind" }).check();
      await expectNoHorizontalScroll(page);
      const returnNumber = await sendReturnForm(page);
      await mailTo(shop, order.email, `Your return request ${returnNumber} for order ${order.orderNumber}`);

      const admin = await adminPage(browser, shop, day13);
      const dialog = await openReturn(admin, shop, returnNumber);
      const actions = dialog.getByTestId("return-actions");
      await actions.getByRole("button", { name: "Approve" }).click();
      await expectToast(admin, "Return updated", `${returnNumber}: Label sent`);
      const approved = await mailTo(shop, order.email, `Your return is approved: ${returnNumber}`);
      expect(approved).toMatch(/prepaid return label \(tracking number [A-Z]{2}\d{9}GB\)/);

      await page.reload();
      const past = page.getByTestId("past-return").filter({ hasText: returnNumber });
      await expect(past).toContainText("2 × Sports Socks");
      // Asked for on the 13th day after delivery, as the server's clock for these requests said.
      const history = past.getByRole("list", { name: `History of ${returnNumber}` }).getByRole("listitem");
      await expect(history.first()).toHaveText(
        `Return requested ${londonLongDate(day13["x-test-now"] ?? "")}`,
      );
      const downloading = page.waitForEvent("download");
      await past.getByRole("link", { name: "Download your prepaid return label" }).click();
      const label = await downloading;
      expect(label.suggestedFilename()).toBe(`return-label-${returnNumber}.pdf`);
      const pdf = await readFile(await label.path());
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

      const before = await stockOf(api, shop, SOCKS_MEDIUM);
      await actions.getByRole("button", { name: "Receive…" }).click();
      await actions
        .getByRole("combobox", { name: "Condition of 2 × Sports Socks" })
        .selectOption("resaleable");
      await actions.getByRole("button", { name: "Mark received" }).click();
      await expect(actions.getByRole("button")).toHaveText(["Close", "Refund…"]);
      expect(await stockOf(api, shop, SOCKS_MEDIUM)).toBe((before ?? Number.NaN) + 2);
      await mailTo(shop, order.email, `We have received your return ${returnNumber}`);

      const offer = dialog.locator("section", { has: admin.getByRole("heading", { name: "Refund offer" }) });
      await expect(offer).toContainText("Returned items£10.00");
      await expect(offer).toContainText("Delivery£10.00");
      await expect(offer).toContainText("Total£20.00");
      await actions.getByRole("button", { name: "Refund…" }).click();
      await expect(actions.getByTestId("refund-offer")).toHaveText(
        "Offer: £20.00, less any deduction below.",
      );
      await actions.getByRole("button", { name: "Refund", exact: true }).click();
      await expect(actions.getByRole("button")).toHaveText(["Close"]);
      const refunded = await mailTo(shop, order.email, `Refund for your return ${returnNumber}`);
      expect(refunded).toContain(`We have refunded £20.00 for your return ${returnNumber}`);

      await page.reload();
      await expect(past).toContainText("Refunded: £20.00");
      await expect(history.last()).toContainText("Refunded");
      // One email for each step, none twice.
      const returnMails = subjectsTo(shop, order.email).filter((s) => s.includes(returnNumber));
      expect(returnMails).toHaveLength(4);
      await admin.context().close();
      await api.dispose();
    });
  });
}
