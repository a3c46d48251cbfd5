import {
  eyeTestDate,
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
import { expect, type Page, test } from "./test.ts";

/** The refusal sits next to the upload, names the reason and what to do; no toast. */
async function expectFileRefused(page: Page, title: string, reason: string) {
  const alert = page.locator("#prescription-file-error");
  await expect(alert).toHaveRole("alert");
  await expect(alert).toContainText(title);
  await expect(alert).toContainText(reason);
  await expect(alert).toContainText("Choose another file, or switch to Enter Manually");
  await expect(uploadInput(page)).toHaveAttribute("aria-invalid", "true");
  await expect(uploadInput(page)).toHaveAttribute("aria-describedby", "prescription-file-error");
  await expect(
    page.getByRole("region", { name: /Notifications/, includeHidden: true }).locator("li:visible"),
  ).toHaveCount(0);
}

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
    await expectFileRefused(
      page,
      "Invalid file type",
      "Please upload a JPEG, PNG, WebP image or PDF document.",
    );
    await expect(page.getByText("fake.png")).toBeHidden();

    const res = await request.post("/api/prescriptions", {
      multipart: {
        fullName: "Alex Runner",
        email: "alex.runner@example.com",
        phone: "+44 7700 900123",
        pupillaryDistance: "63",
        eyeTestDate: eyeTestDate(),
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
    await expectFileRefused(page, "File too large", "Please upload an image smaller than 5MB.");
    await expect(page.getByText("huge.png")).toBeHidden();
    // A good file clears the message.
    await uploadInput(page).setInputFiles({ name: "rx.png", mimeType: "image/png", buffer: PNG_BYTES });
    await expect(page.locator("#prescription-file-error")).toHaveCount(0);
    await expect(uploadInput(page)).not.toHaveAttribute("aria-invalid", "true");

    const res = await request.post("/api/prescriptions", {
      multipart: {
        fullName: "Alex Runner",
        email: "alex.runner@example.com",
        phone: "+44 7700 900123",
        pupillaryDistance: "63",
        eyeTestDate: eyeTestDate(),
        uploadType: "upload",
        prescriptionImage: { name: "huge.png", mimeType: "image/png", buffer: big },
      },
    });
    expect(res.status()).toBe(413);
  });

  test("a file the server refuses is shown next to the upload with the server's reason", async ({ page }) => {
    await open(page);
    await page.getByRole("tab", { name: "Upload Prescription" }).click();
    await uploadInput(page).setInputFiles({ name: "rx.png", mimeType: "image/png", buffer: PNG_BYTES });
    await fillRequired(page, uniqueEmail());
    // The browser's own check passed; the server's answer for a file it cannot take (its real 413 body).
    await page.route("**/api/prescriptions", (route) =>
      route.fulfill({
        status: 413,
        contentType: "application/json",
        body: JSON.stringify({ message: "Please upload an image smaller than 5MB." }),
      }),
    );
    await submitButton(page).click();
    await expectFileRefused(page, "File too large", "Please upload an image smaller than 5MB.");
    await expect(page.getByText("rx.png")).toBeHidden();
    await expect(page.getByRole("tab", { name: "Upload Prescription" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });
});
