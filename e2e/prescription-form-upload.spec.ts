import { expect, test } from "@playwright/test";
import {
  fillRequired,
  open,
  PDF_BYTES,
  PNG_BYTES,
  SIX_MB,
  storedPrescription,
  submitButton,
  uniqueEmail,
  uploadInput,
} from "./prescription-form-fixtures.ts";

test.describe("prescription form: upload", () => {
  test("upload tab: keyboard operable; a PNG and a PDF are accepted and the file is sent", async ({
    page,
    request,
  }) => {
    await open(page);
    await page.getByRole("tab", { name: "Enter Manually" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Upload Prescription" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByText("JPEG, PNG, WebP or PDF (max 5MB)")).toBeVisible();
    await expect(page.getByText(/You can still fill in the other fields/)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(uploadInput(page)).toBeFocused();

    await uploadInput(page).setInputFiles({ name: "rx.png", mimeType: "image/png", buffer: PNG_BYTES });
    await expect(page.getByText("rx.png")).toBeVisible();
    await expect(page.getByText("0.00 MB")).toBeVisible();
    await page.getByRole("button", { name: "Remove rx.png" }).click();
    await expect(page.getByText("rx.png")).toBeHidden();
    await expect(page.getByText("Click to upload your prescription")).toBeVisible();

    await uploadInput(page).setInputFiles({ name: "rx.pdf", mimeType: "application/pdf", buffer: PDF_BYTES });
    await expect(page.getByText("rx.pdf")).toBeVisible();
    const email = uniqueEmail();
    await fillRequired(page, email);
    const answer = page.waitForResponse("**/api/prescriptions");
    await submitButton(page).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByText("Prescription Submitted", { exact: true })).toBeVisible();
    await expect(page.getByText("rx.pdf")).toBeHidden();
    await expect(page.getByRole("tab", { name: "Enter Manually" })).toHaveAttribute("aria-selected", "true");
    expect(await storedPrescription(request, email)).toMatchObject({
      prescription_file_type: "application/pdf",
    });
  });

  test("a file chosen on the upload tab is not sent after switching back to manual entry", async ({
    page,
    request,
  }) => {
    await open(page);
    await page.getByRole("tab", { name: "Upload Prescription" }).click();
    await uploadInput(page).setInputFiles({ name: "rx.png", mimeType: "image/png", buffer: PNG_BYTES });
    await expect(page.getByText("rx.png")).toBeVisible();
    await page.getByRole("tab", { name: "Enter Manually" }).click();
    const email = uniqueEmail();
    await fillRequired(page, email);
    const answer = page.waitForResponse("**/api/prescriptions");
    await submitButton(page).click();
    expect((await answer).status()).toBe(201);
    expect(await storedPrescription(request, email)).toMatchObject({ prescription_image_url: null });
  });

  test("a renamed text file is refused in the page and by the server (415)", async ({ page, request }) => {
    await open(page);
    await page.getByRole("tab", { name: "Upload Prescription" }).click();
    const text = Buffer.from("This is not really a picture of a prescription.");
    await uploadInput(page).setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: text });
    await expect(page.getByText("Invalid file type", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Please upload a JPEG, PNG, WebP image or PDF document.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("fake.png")).toBeHidden();

    const res = await request.post("/api/prescriptions", {
      multipart: {
        fullName: "Alex Runner",
        email: "alex.runner@example.com",
        phone: "+44 7700 900123",
        pupillaryDistance: "63",
        uploadType: "upload",
        prescriptionImage: { name: "fake.png", mimeType: "image/png", buffer: text },
      },
    });
    expect(res.status()).toBe(415);
  });

  test("a 6 MB file is refused in the page and by the server (413)", async ({ page, request }) => {
    await open(page);
    await page.getByRole("tab", { name: "Upload Prescription" }).click();
    const big = Buffer.alloc(SIX_MB);
    PNG_BYTES.copy(big);
    await uploadInput(page).setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: big });
    await expect(page.getByText("File too large", { exact: true })).toBeVisible();
    await expect(page.getByText("Please upload an image smaller than 5MB.", { exact: true })).toBeVisible();
    await expect(page.getByText("huge.png")).toBeHidden();

    const res = await request.post("/api/prescriptions", {
      multipart: {
        fullName: "Alex Runner",
        email: "alex.runner@example.com",
        phone: "+44 7700 900123",
        pupillaryDistance: "63",
        uploadType: "upload",
        prescriptionImage: { name: "huge.png", mimeType: "image/png", buffer: big },
      },
    });
    expect(res.status()).toBe(413);
  });
});
