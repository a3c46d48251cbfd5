import { answerEligibility } from "./checkout-fixtures.ts";
import { expectNoHorizontalScroll } from "./page-fixtures.ts";
import {
  eyeTestDate,
  fillRequired,
  open,
  section,
  storedPrescription,
  submitButton,
  uniqueEmail,
} from "./prescription-form-fixtures.ts";
import { expect, test } from "./test.ts";

const TOO_OLD =
  "Your eye test was more than two years ago. UK law lets us make prescription lenses only from a prescription issued in the last two years: please book an eye test and send us the new prescription.";

for (const device of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 320, height: 640 } },
]) {
  test.describe(`the complete prescription, ${device.name}`, () => {
    test.use({ viewport: device.viewport });
    test.describe.configure({ timeout: 90_000 });

    test("an eye test from three years ago is refused with the reason, and nothing is sent", async ({
      page,
    }) => {
      await open(page);
      await answerEligibility(page);
      let posted = false;
      page.on("request", (r) => {
        if (r.method() === "POST" && r.url().endsWith("/api/prescriptions")) posted = true;
      });
      await fillRequired(page, uniqueEmail());
      await page.getByLabel("Eye test date").fill(eyeTestDate(3 * 366));
      await submitButton(page).click();
      await expect(page.getByText(TOO_OLD, { exact: true })).toBeVisible();
      await expect(page.getByLabel("Eye test date")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Eye test date")).toHaveAccessibleDescription(
        new RegExp(TOO_OLD.slice(0, 40)),
      );
      await expectNoHorizontalScroll(page);
      expect(posted).toBe(false);
    });

    test("a complete prescription with monocular PDs, ADD and fitting heights is accepted", async ({
      page,
      request,
    }) => {
      await open(page);
      await answerEligibility(page);
      const email = uniqueEmail();
      await fillRequired(page, email);
      await page.getByLabel("Pupillary Distance (mm)").fill("");
      await page.getByLabel("Prescriber (optional)").fill("High Street Opticians");
      const rightDistance = section(page, "Distance Vision Right Eye (OD)");
      await rightDistance.getByLabel("Sphere (SPH)").fill("-2.25");
      await rightDistance.getByLabel("Cylinder (CYL)").fill("-0.75");
      await rightDistance.getByLabel("Axis").fill("90");
      await section(page, "Distance Vision Left Eye (OS)").getByLabel("Sphere (SPH)").fill("-1.75");
      for (const [name, pd, height] of [
        ["Right Eye (OD): ADD, Prism, PD and Fitting Height", "31.5", "18"],
        ["Left Eye (OS): ADD, Prism, PD and Fitting Height", "32", "18.5"],
      ] as const) {
        const eye = section(page, name);
        await eye.getByLabel("ADD", { exact: true }).fill("+2.00");
        await eye.getByLabel("Eye PD (mm)").fill(pd);
        await eye.getByLabel("Fitting height (mm)").fill(height);
      }
      await expectNoHorizontalScroll(page);

      const answer = page.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().endsWith("/api/prescriptions"),
      );
      await submitButton(page).click();
      expect((await answer).status()).toBe(201);
      await expect(page.getByText("Prescription Submitted", { exact: true })).toBeVisible();

      const stored = await storedPrescription(request, email);
      expect(stored).toMatchObject({
        od_distance_sphere: "-2.25",
        values: {
          odAdd: "+2.00",
          osAdd: "+2.00",
          odPupillaryDistance: "31.5",
          osPupillaryDistance: "32",
          odFittingHeight: "18",
          osFittingHeight: "18.5",
          eyeTestDate: eyeTestDate(),
          prescriber: "High Street Opticians",
        },
      });
    });
  });
}
