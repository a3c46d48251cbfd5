import { shopperStatusText } from "#shared/order-status-text.ts";
import { expectToast, signIn } from "./admin-fixtures.ts";
import {
  CARDS,
  expectConfirmation,
  fillCard,
  fillShipping,
  orderPrescriptionPro,
  outboxFor,
  uniqueEmail,
} from "./checkout-fixtures.ts";
import { expectNoHorizontalScroll, skipCookieBanner } from "./page-fixtures.ts";
import { fillEyeTestDate, section, submitButton } from "./prescription-form-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

/**
 * One prescription order from its payment to its dispatch, driven through the pages by the two people who
 * move it: the shopper (checkout, prescription form, the question's link, the order page) and the admin
 * (the work queue, the work page, the order view), on the real server with its sandbox lab and carrier.
 */

const DEVICES = [
  { name: "a desktop", viewport: { width: 1280, height: 900 } },
  { name: "a 390 px phone", viewport: { width: 390, height: 844 } },
] as const;

/** The prescription as the shopper types it; the first copy has the left sphere wrong. */
const RIGHT = { sphere: "-2.25", cylinder: "-0.50", axis: "90" };
const LEFT_TYPO = { sphere: "-1.25" };
const LEFT = { sphere: "-1.75" };
/** The binocular PD: each optical centre is ordered at half of it, 31.5 mm from the bridge centre. */
const PD = "63";

const QUESTION =
  "The copy you sent reads -1.75 for the left sphere, but the form says -1.25. Which is right?";

const STAGE_MAILS = {
  query: (n: string) => `A question about your prescription for order ${n} - `,
  verified: (n: string) => `Your prescription for order ${n} is verified - `,
  withLab: (n: string) => `Your lenses for order ${n} are being made - `,
  shipped: (n: string) => ` order ${n} is on its way`,
} as const;
type StageMail = keyof typeof STAGE_MAILS;

const subjectOf = (mail: string) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? "";
const mailsOf = (email: string, kind: StageMail, orderNumber: string) =>
  outboxFor(email).filter((m) => subjectOf(m).includes(STAGE_MAILS[kind](orderNumber)));

/** Each stage email that has arrived so far, once each; the others not at all. */
async function expectStageMails(email: string, orderNumber: string, arrived: StageMail[]) {
  for (const kind of arrived) {
    await expect
      .poll(() => mailsOf(email, kind, orderNumber).length, { timeout: 20_000, message: kind })
      .toBe(1);
  }
  for (const kind of Object.keys(STAGE_MAILS) as StageMail[]) {
    if (!arrived.includes(kind)) expect(mailsOf(email, kind, orderNumber), kind).toHaveLength(0);
  }
}

/** The question email's link (its HTML part's button), as a path the shopper's browser opens. */
function questionLink(email: string, orderNumber: string): string {
  const [mail] = mailsOf(email, "query", orderNumber);
  const found = /href="(https?:\/\/[^"]+\/prescription-query\?q=[^"]+)"/.exec(mail ?? "")?.[1];
  if (!found) throw new Error("The question email has no link to answer it");
  const url = new URL(found.replaceAll("&amp;", "&"));
  return `${url.pathname}${url.search}`;
}

/** The shopper's order page: where the order is, the timeline with a date on each stage, and whether it can be cancelled. */
async function expectOrderPage(page: Page, url: string, statuses: string[], cancellable: boolean) {
  await page.goto(url);
  const stages = statuses.map(shopperStatusText);
  await expect(page.getByTestId("order-status")).toHaveText(stages.at(-1) ?? "");
  await expect(page.getByRole("list", { name: "Order timeline" }).getByRole("listitem")).toHaveText(
    stages.map((stage) => new RegExp(`^${stage} \\d{1,2} [A-Z][a-z]+ \\d{4}$`)),
  );
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(cancellable ? 1 : 0);
  await expectNoHorizontalScroll(page);
}

interface Eye {
  sphere: string;
  cylinder?: string;
  axis?: string;
}

/** The distance values of both eyes, typed into the prescription form. */
async function typePrescription(page: Page, right: Eye, left: Eye) {
  for (const [name, eye] of [
    ["Distance Vision Right Eye (OD)", right],
    ["Distance Vision Left Eye (OS)", left],
  ] as const) {
    const group = section(page, name);
    await group.getByLabel("Sphere (SPH)").fill(eye.sphere);
    if (eye.cylinder) await group.getByLabel("Cylinder (CYL)").fill(eye.cylinder);
    if (eye.axis) await group.getByLabel("Axis").fill(eye.axis);
  }
  await page.getByLabel("Pupillary Distance (mm)").fill(PD);
  await fillEyeTestDate(page);
}

/** What the focimeter and the rule read off each lens, typed into the quality check. */
async function checkLenses(page: Page, right: Eye & { centre: string }, left: Eye & { centre: string }) {
  await page.getByRole("button", { name: "Quality check", exact: true }).click();
  const form = page.getByRole("form", { name: "Quality check" });
  for (const [name, eye] of [
    ["Right eye (OD)", right],
    ["Left eye (OS)", left],
  ] as const) {
    const group = form.getByRole("group", { name });
    await group.getByLabel("Sphere", { exact: true }).fill(eye.sphere);
    if (eye.cylinder) await group.getByLabel("Cylinder (optional)").fill(eye.cylinder);
    if (eye.axis) await group.getByLabel("Axis (°) (optional)").fill(eye.axis);
    await group.getByLabel("Optical centre from bridge centre (mm)").fill(eye.centre);
  }
  await form.getByRole("button", { name: "Check the lenses" }).click();
  return page.getByRole("region", { name: "Quality check result" });
}

/** The sandbox lab sends the lenses back a few seconds after the job: the admin reloads until they are in. */
async function waitForLensesBack(page: Page) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("work-stage")).toHaveText("Quality check", { timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] });
}

for (const device of DEVICES) {
  test.describe(`the prescription journey on ${device.name}`, () => {
    test.use({ viewport: device.viewport });
    test.describe.configure({ timeout: 240_000 });

    test("paid, prescription sent, queried and corrected, verified, made, re-made after a failed check, passed and dispatched", async ({
      page,
      browser,
      request,
    }) => {
      const email = uniqueEmail("rx-journey");
      await skipCookieBanner(page);

      // The shopper buys single-vision Prescription Pro glasses, with the prescription to follow.
      await orderPrescriptionPro(page, {
        vision: "Single Vision",
        lens: "Clear",
        mirror: "None",
        total: "£120.00",
      });
      await fillShipping(page, email);
      await fillCard(page, CARDS.success);
      await page.getByRole("button", { name: "Complete Order - £120.00" }).click();
      await expectConfirmation(page, "£120.00");
      const orderNumber = (await page.getByTestId("order-number").textContent()) ?? "";
      const orderPage =
        (await page.getByRole("link", { name: "your order page" }).getAttribute("href")) ?? "";
      expect(orderPage).toMatch(/^\/order\?t=/);

      // The prescription goes through the confirmation page's link, with the left sphere mistyped.
      await page.getByRole("link", { name: "Send your prescription" }).click();
      await expect(page.getByTestId("prescription-order")).toHaveText(`For order ${orderNumber}`);
      await expect(page.getByLabel("Email Address")).toHaveValue(email);
      await page.getByLabel("Phone Number").fill("+44 7700 900123");
      await typePrescription(page, RIGHT, LEFT_TYPO);
      await submitButton(page).click();
      await expect(page.getByTestId("prescription-received")).toContainText("We have your prescription");
      await expectOrderPage(page, orderPage, ["awaiting_prescription", "awaiting_verification"], true);
      await expectStageMails(email, orderNumber, []);

      // The admin finds it in the queue under "Awaiting verification" and asks about the left sphere.
      const adminContext = await browser.newContext({ viewport: device.viewport });
      const admin = await adminContext.newPage();
      await skipCookieBanner(admin);
      await signIn(admin, request);
      await admin.goto("/admin?tab=prescription-work");
      await admin.getByLabel("Stage", { exact: true }).selectOption("awaiting_verification");
      await expect(admin).toHaveURL(/stage=awaiting_verification/);
      await admin.getByRole("link", { name: orderNumber, exact: true }).click();
      await expect(admin.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
      const stage = admin.getByTestId("work-stage");
      await expect(stage).toHaveText("Awaiting verification");
      await admin.getByRole("button", { name: "Raise a query" }).click();
      await admin.getByLabel("Question for the shopper").fill(QUESTION);
      await admin.getByRole("button", { name: "Send query" }).click();
      await expect(stage).toHaveText("Prescription query");
      await expectNoHorizontalScroll(admin);

      await expectStageMails(email, orderNumber, ["query"]);
      const asked = ["awaiting_prescription", "awaiting_verification", "prescription_query"];
      await expectOrderPage(page, orderPage, asked, true);

      // The shopper answers from the email's link with the corrected prescription.
      await page.goto(questionLink(email, orderNumber));
      await expect(page.getByTestId("query-order")).toHaveText(`Order ${orderNumber}`);
      await expect(page.getByTestId("query-message")).toHaveText(QUESTION);
      await page.getByRole("button", { name: "Send a corrected prescription" }).click();
      await page.getByLabel("Full Name").fill("Paula Tester");
      await page.getByLabel("Email Address").fill(email);
      await page.getByLabel("Phone Number").fill("+44 7700 900123");
      await typePrescription(page, RIGHT, LEFT);
      await submitButton(page).click();
      await expect(page.getByTestId("query-answered")).toContainText("We will check it again");
      await expectNoHorizontalScroll(page);
      const checkedAgain = [...asked, "awaiting_verification"];
      await expectOrderPage(page, orderPage, checkedAgain, true);

      // The admin sees the answer and verifies: the shopper may still cancel.
      await admin.reload();
      await expect(stage).toHaveText("Awaiting verification");
      await expect(admin.getByText("The shopper sent a corrected prescription")).toBeVisible();
      await admin.getByRole("button", { name: "Verify" }).click();
      await expect(stage).toHaveText("Verified");
      await expectStageMails(email, orderNumber, ["query", "verified"]);
      await expectOrderPage(page, orderPage, [...checkedAgain, "verified"], true);

      // To the lab: from here the order can no longer be cancelled.
      await admin.getByRole("button", { name: "Send to lab" }).click();
      await expect(stage).toHaveText("With the lab");
      await expectStageMails(email, orderNumber, ["query", "verified", "withLab"]);
      const made = [...checkedAgain, "verified", "with_lab"];
      await expectOrderPage(page, orderPage, made, false);

      // The lenses come back; the right axis is 10° off its -0.50 cylinder, so the check fails.
      await waitForLensesBack(admin);
      const failed = await checkLenses(
        admin,
        { sphere: "-2.25", cylinder: "-0.50", axis: "100", centre: "31.5" },
        { sphere: "-1.75", centre: "31.5" },
      );
      await expect(failed.getByTestId("qc-overall")).toHaveText("Overall: Fail");
      const outOfTolerance = failed.getByRole("row").filter({ hasText: "Out of tolerance" });
      await expect(outOfTolerance).toHaveCount(1);
      await expect(outOfTolerance).toContainText("Right");
      await expect(outOfTolerance).toContainText("100");
      await expect(stage).toHaveText("Quality check");
      await expectOrderPage(page, orderPage, [...made, "quality_check"], false);

      // A re-make goes to the lab and comes back to the check; matching readings pass.
      await admin.getByRole("button", { name: "Re-make" }).click();
      await expect(stage).toHaveText("With the lab");
      await expect(admin.getByRole("table", { name: "Lab jobs" }).getByRole("row")).toHaveCount(3);
      await waitForLensesBack(admin);
      const passed = await checkLenses(
        admin,
        { sphere: "-2.25", cylinder: "-0.50", axis: "90", centre: "31.5" },
        { sphere: "-1.75", centre: "32" },
      );
      await expect(passed.getByTestId("qc-overall")).toHaveText("Overall: Pass");
      await expect(passed.getByRole("row").filter({ hasText: "Out of tolerance" })).toHaveCount(0);
      await expect(stage).toHaveText("Ready to dispatch");
      await expectNoHorizontalScroll(admin);
      const checked = [...made, "quality_check", "with_lab", "quality_check", "ready_to_dispatch"];
      await expectOrderPage(page, orderPage, checked, false);
      await expectStageMails(email, orderNumber, ["query", "verified", "withLab"]);

      // The admin creates the Royal Mail label in the order view, then marks the order shipped.
      await admin.goto("/admin");
      await admin.getByRole("tab", { name: "Orders", exact: true }).click();
      await admin.getByLabel("Search orders").fill(orderNumber);
      await admin.getByRole("button", { name: "Search", exact: true }).click();
      await admin.getByRole("button", { name: `Order ${orderNumber}: view details` }).click();
      const dialog = admin.getByRole("dialog", { name: "Order Details" });
      await dialog.getByRole("button", { name: "Create Shipping Label" }).click();
      await expectToast(admin, "Shipping Label Created");
      await dialog.getByLabel(/^New status/).selectOption("shipped");
      await dialog.getByRole("button", { name: "Update Status" }).click();
      await expectToast(admin, "Order Updated");

      await expectStageMails(email, orderNumber, ["query", "verified", "withLab", "shipped"]);
      await expectOrderPage(page, orderPage, [...checked, "shipped"], false);
      await expect(page.getByText(/^Tracking number RM\d{9}GB/)).toBeVisible();
      // Nothing more arrives afterwards: each stage email went once.
      await page.waitForTimeout(1_000);
      await expectStageMails(email, orderNumber, ["query", "verified", "withLab", "shipped"]);
      await adminContext.close();
    });
  });
}
