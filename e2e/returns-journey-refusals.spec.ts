import { ukLongDateText } from "#shared/dates.ts";
import { addDays } from "#shared/returns/days.ts";
import { RETURN_REFUSALS } from "#shared/returns/eligibility.ts";
import { expectToast } from "./admin-fixtures.ts";
import { expectNoHorizontalScroll } from "./page-fixtures.ts";
import {
  adminPage,
  DEVICES,
  deliveredPrescriptionOrder,
  mailTo,
  openReturn,
  returnsShopForSpec,
  sendReturnForm,
  shopperOnDay,
} from "./returns-journey-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

/**
 * What the order page refuses, and why, in the shopper's words: a change of mind after the legal 14 days
 * (this shop's window is the minimum), on lenses made to a prescription, and a return the admin refused.
 */
const shop = returnsShopForSpec({ returnsDays: 14 });
test.describe.configure({ mode: "default", timeout: 60_000 });

const [PHONE, DESKTOP] = DEVICES;
const reason = (page: Page, label: string) => page.getByRole("radio", { name: label });

test.describe(`on ${PHONE.name}`, () => {
  test.use(PHONE.use);

  test("on day 15 after delivery a change of mind is refused with its reason, and faulty is still offered", async ({
    page,
    playwright,
  }) => {
    const { api, order } = await shopperOnDay(shop, playwright, page, 15);

    const ended = ukLongDateText(addDays(order.deliveredOn, 14));
    const options = page.getByRole("list", { name: "Return options for Sports Socks" });
    await expect(options.getByRole("listitem").first()).toHaveText(
      `I changed my mind:No. The 14-day window to return this for a change of mind ended on ${ended}.`,
    );
    await expect(options.getByRole("listitem").nth(1)).toHaveText(
      `It is faulty:Yes, until ${ukLongDateText(addDays(order.deliveredOn, 30))}, full refund`,
    );
    await expect(reason(page, "I changed my mind")).toBeDisabled();
    await expectNoHorizontalScroll(page);

    await page.getByRole("checkbox", { name: /Sports Socks/ }).check();
    await reason(page, "It is faulty").check();
    await page.getByRole("textbox", { name: "Describe what is wrong (required)" }).fill("A seam came apart");
    await sendReturnForm(page);
    await api.dispose();
  });

  test("a return the admin refused shows the admin's reason on the order page", async ({
    page,
    browser,
    playwright,
  }) => {
    const { api, order, day: day3 } = await shopperOnDay(shop, playwright, page, 3);
    await page.getByRole("checkbox", { name: /Sports Socks/ }).check();
    await reason(page, "It arrived damaged").check();
    await page.getByRole("textbox", { name: "Describe what is wrong (required)" }).fill("Torn at the heel");
    const returnNumber = await sendReturnForm(page);

    const why = "The photos show wear from running, not damage in the post.";
    const admin = await adminPage(browser, shop, day3);
    const actions = (await openReturn(admin, shop, returnNumber)).getByTestId("return-actions");
    await actions.getByRole("button", { name: "Refuse…" }).click();
    await actions.getByRole("textbox", { name: "Reason for the shopper" }).fill(why);
    await actions.getByRole("button", { name: "Refuse return" }).click();
    await expectToast(admin, "Return updated", `${returnNumber}: Refused`);
    expect(await mailTo(shop, order.email, `About your return ${returnNumber}`)).toContain(why);

    await page.reload();
    const past = page.getByTestId("past-return").filter({ hasText: returnNumber });
    await expect(past).toContainText("Return not accepted");
    await expect(past).toContainText(`Why we could not accept it: ${why}`);
    await expectNoHorizontalScroll(page);
    await admin.context().close();
    await api.dispose();
  });
});

test.describe(`on ${DESKTOP.name}`, () => {
  test.use(DESKTOP.use);

  test("lenses made to a prescription offer only faulty and damaged in transit, never a change of mind", async ({
    page,
    playwright,
  }) => {
    const { api } = await shopperOnDay(shop, playwright, page, 2, (client) =>
      deliveredPrescriptionOrder(shop, client),
    );

    await expect(reason(page, "I changed my mind")).toBeDisabled();
    await expect(reason(page, "I was sent the wrong item")).toBeDisabled();
    await expect(reason(page, "It is faulty")).toBeEnabled();
    await expect(reason(page, "It arrived damaged")).toBeEnabled();
    const options = page.getByRole("list", { name: /^Return options for / });
    await expect(options.getByRole("listitem").first()).toHaveText(
      `I changed my mind:No. ${RETURN_REFUSALS.prescriptionChangeOfMind}`,
    );
    await expect(options).toContainText(
      `I was sent the wrong item:No. ${RETURN_REFUSALS.prescriptionWrongItem}`,
    );
    await api.dispose();
  });
});
