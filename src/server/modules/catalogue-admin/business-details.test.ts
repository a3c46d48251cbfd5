import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { SAVED_BUSINESS_DETAILS } from "#server/modules/catalogue/testing.ts";
import { buy, secretOf } from "#server/modules/checkout/testing.ts";
import { pdfText } from "#server/test/pdf-text.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { BUSINESS_MESSAGES, BusinessDetailsView } from "#shared/schemas/business-details.ts";
import { Receipt } from "#shared/schemas/receipt.ts";
import { DEFAULT_COMPANY_DETAILS } from "#shared/shop-info.ts";

const SAVED = SAVED_BUSINESS_DETAILS;

const configMeta = (html: string) => {
  const content = /<meta name="shop-config" content="([^"]*)"/.exec(html)?.[1] ?? "";
  return JSON.parse(content.replaceAll("&quot;", '"').replaceAll("&amp;", "&"));
};

describe.each(dbKinds())("the business details on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, { SHOP_COMPANY_NAME: "Env Optics Ltd" });
    auth = bearer(await adminToken(t.ctx));
  });
  afterAll(() => t?.close());

  const read = (headers = auth) =>
    t.app.inject({ method: "GET", url: "/api/admin/business-details", headers });
  const save = (payload: unknown, headers = auth) =>
    t.app.inject({ method: "PUT", url: "/api/admin/business-details", headers, payload: payload as object });

  it("answers 401 without an admin session, to reading and to saving", async () => {
    expect((await read({})).statusCode).toBe(401);
    const res = await save(SAVED, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it("starts from SHOP_COMPANY_* and the examples, and says they are still examples", async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(BusinessDetailsView.parse(res.json())).toEqual({
      details: { ...DEFAULT_COMPANY_DETAILS, name: "Env Optics Ltd" },
      saved: false,
      examples: true,
    });
  });

  it.each([
    [{ phone: "call us" }, BUSINESS_MESSAGES.phone],
    [{ phone: "020 7946 0000 (example number)" }, BUSINESS_MESSAGES.phone],
    [{ phone: "+1 212 555 0100" }, BUSINESS_MESSAGES.phone],
    [{ email: "hello" }, BUSINESS_MESSAGES.email],
    [{ vatNumber: "123456789" }, BUSINESS_MESSAGES.vatNumber],
    [{ vatNumber: "GB 1234 567" }, BUSINESS_MESSAGES.vatNumber],
    [{ companyNumber: "1234567" }, BUSINESS_MESSAGES.companyNumber],
    [{ name: " " }, BUSINESS_MESSAGES.name],
    [{ address: "<b>1 High St</b>" }, "Address must be plain text, without < or >"],
    [{ address: 12 }, BUSINESS_MESSAGES.address],
  ])("refuses %j with 400 and its message", async (change, message) => {
    const res = await save({ ...SAVED, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it("refuses a missing field, an unknown one and a body that is no object with 400", async () => {
    const { email: _email, ...withoutEmail } = SAVED;
    for (const body of [withoutEmail, { ...SAVED, iban: "GB00" }, [SAVED], {}]) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const broken = await t.app.inject({
      method: "PUT",
      url: "/api/admin/business-details",
      headers: { ...auth, "content-type": "application/json" },
      payload: '{"name": "Ace',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toEqual(expect.any(String));
    expect(BusinessDetailsView.parse((await read()).json()).saved).toBe(false);
  });

  it("saves the details, 12-digit VAT numbers and +44 phones included, and serves them", async () => {
    const res = await save({ ...SAVED, vatNumber: "gb123456789012", phone: "+44 (0)113 496 0123" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().details).toMatchObject({ vatNumber: "GB123456789012", phone: "+44 (0)113 496 0123" });
    const again = await save(SAVED);
    expect(again.statusCode, again.body).toBe(200);
    expect(BusinessDetailsView.parse((await read()).json())).toEqual({
      details: SAVED,
      saved: true,
      examples: false,
    });
  });

  it("puts the saved details in the served page's config and its rendered footer data at once", async () => {
    const page = await t.app.inject("/terms");
    expect(page.statusCode).toBe(200);
    expect(configMeta(page.body).company).toEqual(SAVED);
    expect(page.body).not.toContain(DEFAULT_COMPANY_DETAILS.address);
  });

  it("names the saved seller on the receipt, the invoice and the confirmation email", async () => {
    const bought = await buy(t.app);
    const url = `/api/orders/by-payment-intent/${bought.checkout.paymentIntentId}/receipt`;
    const res = await t.app.inject({ method: "GET", url, headers: secretOf(bought.checkout) });
    expect(res.statusCode, res.body).toBe(200);
    const receipt = Receipt.parse(res.json());
    expect(receipt.seller).toEqual({
      name: SAVED.name,
      address: SAVED.address,
      companyNumber: SAVED.companyNumber,
      vatNumber: SAVED.vatNumber,
    });
    const pdf = await t.app.inject(receipt.invoiceUrl);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).join("\n");
    expect(text).toContain(SAVED.vatNumber);
    expect(text).toContain(SAVED.name);

    await expect
      .poll(async () => {
        const [mail] = await t.ctx.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.kind, "order_confirmation"));
        return `${mail?.text ?? ""}\n${mail?.html ?? ""}`;
      })
      .toContain(SAVED.vatNumber);
    const [mail] = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "order_confirmation"));
    expect(mail?.html).toContain(SAVED.email);
    expect(mail?.html).toContain(SAVED.address);
    expect(mail?.html).not.toContain(DEFAULT_COMPANY_DETAILS.email);
  });
});
