import { readFileSync } from "node:fs";
import { expect, expectToast, openTab, signIn, unique } from "./admin-fixtures.ts";
import { expectNoSeriousViolations, skipCookieBanner } from "./page-fixtures.ts";
import { eyeTestDate } from "./prescription-form-fixtures.ts";
import { type APIRequestContext, test } from "./test.ts";

test.describe.configure({ timeout: 120_000 });

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489" +
    "0000000d4944415478da63f8cfc0f01f0005000201a1d6b8b10000000049454e44ae426082",
  "hex",
);

/** One person's prescription (with its file), contact message and club membership. */
async function seedPerson(request: APIRequestContext, email: string, subject: string): Promise<number> {
  const rx = await request.post("/api/prescriptions", {
    multipart: {
      fullName: "Pip Privacy",
      email,
      phone: "+44 7700 900123",
      odDistanceSphere: "-2.25",
      pupillaryDistance: "63",
      eyeTestDate: eyeTestDate(),
      uploadType: "upload",
      prescriptionImage: { name: "rx.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(rx.status(), await rx.text()).toBe(201);
  const contact = await request.post("/api/contact-messages", {
    data: { name: "Pip Privacy", email, subject, message: "Please send me my data." },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const club = await request.post("/api/discount-signup", { data: { firstName: "Pip", email } });
  expect(club.status(), await club.text()).toBe(200);
  return ((await rx.json()) as { id: number }).id;
}

test("the admin finds one person's data, exports it as JSON, erases it, and sees both in the history", async ({
  page,
  request,
}) => {
  const email = `${unique("pip")}@example.com`;
  const subject = unique("Subject access ");
  const prescriptionId = await seedPerson(request, email, subject);
  await skipCookieBanner(page);
  await signIn(page, request);
  await openTab(page, "Privacy");

  const field = page.getByLabel("Email address");
  const find = page.getByRole("button", { name: "Find Data" });
  await field.fill("not an address");
  await field.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email address" })).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  // Typed in another case: every match ignores case.
  await field.fill(email.toUpperCase());
  await find.click();
  await expect(page.getByText(new RegExp(`records? for ${email}`))).toBeVisible();
  await expect(field).not.toHaveAttribute("aria-invalid");
  const found = page.getByRole("list", { name: "Records found" });
  await expect(found.getByTestId("privacy-count-prescriptions")).toHaveText("1");
  await expect(found.getByTestId("privacy-count-contactMessages")).toHaveText("1");
  await expect(found.getByTestId("privacy-count-clubMemberships")).toHaveText("1");
  await expect(found.getByTestId("privacy-count-orders")).toHaveText("0");
  await expect(found).toContainText(subject);
  await expect(found).toContainText(`Prescription #${prescriptionId}`);
  await expectNoSeriousViolations(page);

  // Export: a JSON download holding every record, the file inline.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export (JSON)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^subject-access-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await download.path()) as string, "utf8"));
  expect(exported.email).toBe(email);
  expect(exported.contactMessages.map((m: { subject: string }) => m.subject)).toEqual([subject]);
  expect(exported.prescriptions[0]).toMatchObject({
    id: prescriptionId,
    od_distance_sphere: "-2.25",
    file: { type: "image/png", base64: PNG.toString("base64") },
  });
  expect(exported.clubMemberships).toHaveLength(1);
  await expectToast(page, "Export downloaded");
  const history = page.getByRole("region", { name: "Privacy requests", exact: true });
  await expect(history.getByRole("row").nth(1)).toContainText("Export");
  await expect(history.getByRole("row").nth(1)).toContainText("admin");

  // Erase: the dialog says what will happen; Escape cancels, then the admin confirms.
  await page.getByRole("button", { name: "Erase", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Erase this person's data?" });
  await expect(dialog).toContainText(`1 prescription and their files, 1 contact message`);
  await expect(dialog).toContainText(email);
  await expect(dialog).toContainText("This cannot be undone.");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(found.getByTestId("privacy-count-prescriptions")).toHaveText("1");
  await page.getByRole("button", { name: "Erase", exact: true }).click();
  await dialog.getByRole("button", { name: "Erase" }).click();
  await expectToast(page, "Data erased");
  await expect(page.getByText(`Nothing found for this address: ${email}`)).toBeVisible();
  await expect(history.getByRole("row").nth(1)).toContainText("Erasure");
  await expect(history.getByRole("row").nth(2)).toContainText("Export");

  // The export showed the prescription's values and file: both are in its access log.
  await page.getByLabel("Prescription number").fill(String(prescriptionId));
  await page.getByRole("button", { name: "Show Log" }).click();
  const log = page.getByRole("region", { name: "Prescription access log", exact: true });
  await expect(log.getByRole("row").filter({ hasText: "Opened file" })).toHaveCount(1);
  await expect(log.getByRole("row").filter({ hasText: "Viewed details" })).toHaveCount(1);
  await expect(log).toContainText(`#${prescriptionId}`);
});

test("the privacy policy states the retention periods the server is configured with", async ({ page }) => {
  await skipCookieBanner(page);
  await page.goto("/privacy-policy");
  const periods = page.getByTestId("retention-periods");
  await expect(periods).toContainText("Prescriptions: 2 years after the order they are for is completed");
  await expect(periods).toContainText("Chat conversations: 1 year after the last message.");
  await expect(periods).toContainText("Contact messages: 2 years after you send them.");
  await expect(periods).toContainText("Unfinished checkouts and saved baskets: 30 days.");
});
