import { expectNoHorizontalScroll, expectNoSeriousViolations } from "./page-fixtures.ts";
import {
  fillRequired,
  open,
  PNG_BYTES,
  section,
  storedPrescription,
  submitButton,
  uniqueEmail,
  uploadInput,
} from "./prescription-form-fixtures.ts";
import { expect, test } from "./test.ts";

test.describe("prescription form", () => {
  test("has the sections in order, scrolled to the top, with a UK phone placeholder", async ({ page }) => {
    await open(page);
    const legends = await page.locator("form legend").allTextContents();
    expect(legends).toEqual([
      "Personal Information",
      "Eye Test",
      "Distance Vision Right Eye (OD)",
      "Distance Vision Left Eye (OS)",
      "Reading Vision Right Eye (OD)",
      "Reading Vision Left Eye (OS)",
      "Right Eye (OD): ADD, Prism, PD and Fitting Height",
      "Left Eye (OS): ADD, Prism, PD and Fitting Height",
      "Additional Measurements",
      "Additional Notes",
      "Prescription Image",
    ]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByLabel("Phone Number")).toHaveAttribute("placeholder", /^\+44/);
    await expect(page.getByRole("tab", { name: "Enter Manually" })).toHaveAttribute("aria-selected", "true");
  });

  test("a manual submission succeeds, shows the busy state, and resets the form", async ({
    page,
    request,
  }) => {
    await open(page);
    const email = uniqueEmail();
    await fillRequired(page, email);
    await section(page, "Distance Vision Right Eye (OD)").getByLabel("Sphere (SPH)").fill("-2.25");
    await section(page, "Distance Vision Right Eye (OD)").getByLabel("Cylinder (CYL)").fill("-0.75");
    await section(page, "Distance Vision Right Eye (OD)").getByLabel("Axis").fill("90");
    await section(page, "Distance Vision Left Eye (OS)").getByLabel("Sphere (SPH)").fill("plano");
    await page.getByLabel("Notes (optional)").fill("Reading addition +1.50");

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/prescriptions", async (route) => {
      await held;
      await route.continue();
    });
    const sent = page.waitForRequest("**/api/prescriptions");
    const answer = page.waitForResponse("**/api/prescriptions");
    await submitButton(page).click();
    const busy = page.getByRole("button", { name: "Submitting..." });
    await expect(busy).toBeDisabled();
    const body = (await sent).postData() ?? "";
    expect(body).toContain('name="uploadType"\r\n\r\nmanual');
    expect(body).toContain('name="odDistanceSphere"\r\n\r\n-2.25');
    expect(body).not.toContain('name="prescriptionImage"');
    release();
    expect((await answer).status()).toBe(201);

    await expect(page.getByText("Prescription Submitted", { exact: true })).toBeVisible();
    await expect(
      page.getByText("We'll review your prescription and contact you if we need any clarification.", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByLabel("Pupillary Distance (mm)")).toHaveValue("");
    await expect(page.getByLabel("Notes (optional)")).toHaveValue("");
    await expect(submitButton(page)).toBeEnabled();
    const stored = await storedPrescription(request, email);
    expect(stored).toMatchObject({
      od_distance_sphere: "-2.25",
      od_distance_axis: "90",
      pupillary_distance: "63",
      prescription_image_url: null,
    });
  });

  test("shows each validation message under its field and sends nothing", async ({ page }) => {
    await open(page);
    let posted = false;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/prescriptions")) posted = true;
    });
    await submitButton(page).click();
    for (const message of [
      "Full name is required",
      "Invalid email address",
      "Phone number is required",
      "Pupillary distance is required",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Full Name")).toBeFocused();
    await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

    await fillRequired(page);
    await page.getByLabel("Email Address").fill("not-an-email");
    await page.getByLabel("Pupillary Distance (mm)").fill("20");
    const reading = section(page, "Reading Vision Left Eye (OS)");
    await reading.getByLabel("Sphere (SPH)").fill("+9.00");
    await reading.getByLabel("Cylinder (CYL)").fill("-6.25");
    await reading.getByLabel("Axis").fill("181");
    await submitButton(page).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Pupillary distance must be between 50 and 80 mm")).toBeVisible();
    await expect(reading.getByText("Sphere must be between -7.00 and +8.00 in steps of 0.25")).toBeVisible();
    await expect(
      reading.getByText("Cylinder must be between -6.00 and +6.00 in steps of 0.25"),
    ).toBeVisible();
    await expect(reading.getByText("Axis must be a whole number from 0 to 180")).toBeVisible();
    await expect(reading.getByLabel("Axis")).toHaveAccessibleDescription(
      "Axis must be a whole number from 0 to 180",
    );
    await reading.getByLabel("Sphere (SPH)").fill("+1.25");
    await expect(reading.getByText(/^Sphere must be between/)).toBeHidden();
    expect(posted).toBe(false);
  });

  test("a sphere beyond the Optical Rim limits shows the advice", async ({ page }) => {
    await open(page);
    const od = section(page, "Distance Vision Right Eye (OD)");
    await od.getByLabel("Sphere (SPH)").fill("-3.75");
    await expect(od.getByText(/Optical Rim/)).toBeHidden();
    await od.getByLabel("Sphere (SPH)").fill("-4.25");
    await expect(od.getByText(/beyond -4\.00 or \+3\.50 may need our\s+Optical Rim/)).toBeVisible();
    await od.getByLabel("Sphere (SPH)").fill("+3.75");
    await expect(od.getByText(/Optical Rim/)).toBeVisible();
    await expect(section(page, "Distance Vision Left Eye (OS)").getByText(/Optical Rim/)).toBeHidden();
  });

  test("a failed submission shows the error toast and keeps the values", async ({ page }) => {
    await open(page);
    await page.route("**/api/prescriptions", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"message":"Internal server error"}',
      }),
    );
    await fillRequired(page);
    await submitButton(page).click();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Failed to submit prescription. Please try again.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Alex Runner");

    await page.unroute("**/api/prescriptions");
    await page.route("**/api/prescriptions", (route) => route.abort());
    await submitButton(page).click();
    await expect(
      page.getByText("Failed to submit prescription. Please try again.", { exact: true }),
    ).toBeVisible();
  });

  test("no serious accessibility violations; fits a 375 px screen", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page);
    await submitButton(page).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await page.getByRole("tab", { name: "Upload Prescription" }).click();
    const longName = "my-optician-prescription-scan-from-january-2025-final.png";
    await uploadInput(page).setInputFiles({ name: longName, mimeType: "image/png", buffer: PNG_BYTES });
    await expect(page.getByRole("button", { name: `Remove ${longName}` })).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectNoHorizontalScroll(page);
    const box = await section(page, "Distance Vision Right Eye (OD)").getByLabel("Axis").boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(60);
  });
});
