import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { buy } from "#server/modules/checkout/testing.ts";
import { pdfText } from "#server/test/pdf-text.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { DEFAULT_SHOP_SETTINGS } from "#shared/catalogue.ts";
import { CANCELLATION_FORM_PDF_PATH } from "#shared/returns/cancellation-info.ts";
import { MODEL_FORM_FOOTNOTE, MODEL_FORM_TITLE } from "#shared/returns/model-cancellation-form.ts";
import { settingsInputOf } from "#shared/schemas/shop-settings.ts";

describe("the model cancellation form as a PDF", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", {
      SHOP_COMPANY_NAME: "Returns Test Optics Ltd",
      SHOP_COMPANY_ADDRESS: "9 Form Road, York YO1 9ZZ",
      SHOP_COMPANY_EMAIL: "returns@shop.example",
    });
  });
  afterAll(() => t.close());

  const download = async () => {
    const res = await t.app.inject(CANCELLATION_FORM_PDF_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="cancellation-form.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    return (await pdfText(res.rawPayload)).join("\n").replace(/\s+/g, " ");
  };

  it("is a PDF of the law's form addressed to the shop by name, address and email", async () => {
    const text = await download();
    expect(text).toContain(MODEL_FORM_TITLE);
    expect(text).toContain("To Returns Test Optics Ltd, 9 Form Road, York YO1 9ZZ, returns@shop.example:");
    expect(text).toContain("hereby give notice that I/We [*] cancel my/our [*] contract of sale");
    expect(text).toContain("Signature of consumer(s) (only if this form is notified on paper),");
    expect(text).toContain(MODEL_FORM_FOOTNOTE);
    expect(text).toContain("Please post goods you are returning to: 9 Form Road, York YO1 9ZZ");
  });

  it("names the returns address the owner saves", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/shop-settings",
      headers: bearer(await adminToken(t.ctx)),
      payload: {
        ...settingsInputOf(DEFAULT_SHOP_SETTINGS),
        returnsAddress: "Unit 4, Dock Lane\nHull HU1 4AA",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await download()).toContain(
      "Please post goods you are returning to: Unit 4, Dock Lane, Hull HU1 4AA",
    );
  });

  it("is linked, with the returns page and the order page, from the order confirmation email", async () => {
    await buy(t.app);
    const confirmation = async () =>
      (await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "order_confirmation")))[0];
    await expect.poll(async () => (await confirmation())?.text ?? "").toContain("Your right to cancel");
    const text = (await confirmation())?.text ?? "";
    expect(text).toContain(
      `Cancellation form (PDF) http://localhost:${t.ctx.config.PORT}${CANCELLATION_FORM_PDF_PATH}`,
    );
    expect(text).toMatch(/Your order http:\/\/localhost:\d+\/order\?t=v1\./);
    expect(text).toContain("Returns go to: Unit 4, Dock Lane, Hull HU1 4AA");
    expect(text).toContain("To Returns Test Optics Ltd, 9 Form Road, York YO1 9ZZ, returns@shop.example:");
  });

  it("ignores a query string it does not use", async () => {
    const res = await t.app.inject(`${CANCELLATION_FORM_PDF_PATH}?x=%ZZ&y[]=1`);
    expect(res.statusCode).toBeLessThan(500);
  });
});
