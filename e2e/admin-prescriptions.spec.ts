import { expect, openTab, signIn, unique } from "./admin-fixtures.ts";
import { eyeTestDate } from "./prescription-form-fixtures.ts";
import { type APIRequestContext, type Page, test } from "./test.ts";

test.describe.configure({ timeout: 120_000 });

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489" +
    "0000000d4944415478da63f8cfc0f01f0005000201a1d6b8b10000000049454e44ae426082",
  "hex",
);

async function submitPrescription(request: APIRequestContext, fullName: string, withFile: boolean) {
  const res = await request.post("/api/prescriptions", {
    multipart: {
      fullName,
      email: "rx@example.co.uk",
      phone: "+44 7700 900123",
      odDistanceSphere: "-2.25",
      odDistanceCylinder: "-0.50",
      odDistanceAxis: "90",
      osDistanceSphere: "+1.00",
      pupillaryDistance: "63",
      eyeTestDate: eyeTestDate(),
      notes: "Trail running, bright days",
      uploadType: withFile ? "upload" : "manual",
      ...(withFile ? { prescriptionImage: { name: "rx.png", mimeType: "image/png", buffer: PNG } } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const rowOf = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

test("an uploaded prescription shows in the table, previews and opens in a new tab", async ({
  page,
  request,
}) => {
  const name = unique("Rx Upload ");
  await submitPrescription(request, name, true);
  await signIn(page, request);
  await openTab(page, "Prescriptions");

  const row = rowOf(page, name);
  await expect(row.getByText("Uploaded")).toBeVisible();
  await row.getByRole("button", { name: /View details/ }).click();
  const dialog = page.getByRole("dialog", { name: "Prescription Details" });
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText("-2.25");
  await expect(dialog).toContainText("Trail running, bright days");
  const preview = dialog.getByRole("img", { name: `Prescription uploaded by ${name}` });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    dialog.getByRole("button", { name: "View File" }).click(),
  ]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/^blob:/);
  const image = tab.locator("img");
  await expect(image).toHaveCount(1);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});

test("a prescription without a file says so", async ({ page, request }) => {
  const name = unique("Rx Manual ");
  await submitPrescription(request, name, false);
  await signIn(page, request);
  await openTab(page, "Prescriptions");
  const row = rowOf(page, name);
  await expect(row.getByText("No image")).toBeVisible();
  await row.getByRole("button", { name: /View details/ }).click();
  const dialog = page.getByRole("dialog", { name: "Prescription Details" });
  // The alert blocks the page, so it is answered from the handler, not after the click.
  const messages: string[] = [];
  page.once("dialog", (alert) => {
    messages.push(alert.message());
    void alert.dismiss();
  });
  await dialog.getByRole("button", { name: "View File" }).click();
  await expect.poll(() => messages).toEqual(["No prescription file uploaded."]);
});
