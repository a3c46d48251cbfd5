/** Shared steps of the prescription form browser tests. */

import { adminToken } from "./admin-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { type APIRequestContext, expect, type Page } from "./test.ts";

export const PNG_BYTES = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
export const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
export const SIX_MB = 6 * 1024 * 1024;

export async function open(page: Page) {
  await skipCookieBanner(page);
  await page.goto("/prescription-form");
  // The first page of a fresh server can be slow on a busy machine.
  await expect(page.getByRole("heading", { level: 1, name: "Prescription Details" })).toBeVisible({
    timeout: 20_000,
  });
  // The form's code loads once the page's first view is on screen.
  await expect(page.locator("form legend").first()).toBeVisible();
}

export const uniqueEmail = () => `rx-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** An eye test `days` ago, as the form's date input takes it (yyyy-mm-dd). */
export const eyeTestDate = (days = 60) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export async function fillEyeTestDate(page: Page, days = 60) {
  await page.getByLabel("Eye test date").fill(eyeTestDate(days));
}

export async function fillRequired(page: Page, email = "alex.runner@example.com") {
  await page.getByLabel("Full Name").fill("Alex Runner");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Phone Number").fill("+44 7700 900123");
  await page.getByLabel("Pupillary Distance (mm)").fill("63");
  await fillEyeTestDate(page);
}

/** The stored submission, as the admin sees it. */
export async function storedPrescription(request: APIRequestContext, email: string) {
  const token = await adminToken(request);
  const res = await request.get("/api/prescriptions", { headers: { Authorization: `Bearer ${token}` } });
  const rows = (await res.json()) as Array<Record<string, string | null>>;
  return rows.find((row) => row.email === email);
}

export const section = (page: Page, name: string) => page.getByRole("group", { name, exact: true });
export const submitButton = (page: Page) => page.getByRole("button", { name: "Submit Prescription" });
export const uploadInput = (page: Page) => page.locator("#prescription-file");
