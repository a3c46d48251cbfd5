import { beforeAll, describe, expect, it } from "vitest";
import { dbKinds } from "#server/test/test-db.ts";
import { DEFAULT_SHOP_SETTINGS } from "#shared/catalogue.ts";
import { ShopperReturns } from "#shared/schemas/returns.ts";
import { settingsInputOf } from "#shared/schemas/shop-settings.ts";
import { useReturnsApp } from "./test-returns.ts";

const RETURNS_ADDRESS = "Returns desk, 2 Dock Road, Hull HU1 1AA";

/** The carrier's prepaid label: made when the shop pays the postage, kept private, fetched by the order's link. */
describe.each(dbKinds())("prepaid return labels on %s", (kind) => {
  const h = useReturnsApp(kind);

  const saveSettings = async (extra: Record<string, unknown>) => {
    const res = await h.admin("PUT", "/api/admin/shop-settings", {
      ...settingsInputOf(DEFAULT_SHOP_SETTINGS),
      returnsAddress: RETURNS_ADDRESS,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  beforeAll(() => saveSettings({ returnsPostagePayer: "shopper" }));

  const label = (token: string, returnNumber: string) =>
    h.app().app.inject({
      method: "GET",
      url: `/api/returns/label?t=${encodeURIComponent(token)}&return=${returnNumber}`,
    });

  it("a fault approved gets the carrier's label: at label sent, on the order page, in the email", async () => {
    const r = await h.newReturn("faulty", "The hinge snapped");
    const approved = await h.act(r.returnId, "approve");
    expect(approved.json().status).toBe("label_sent");
    const page = ShopperReturns.parse((await h.view(r.token)).json());
    const tracking = page.returns[0]?.labelTrackingNumber;
    expect(tracking).toMatch(/^[A-Z]{2}\d+GB$/);
    const pdf = await label(r.token, r.returnNumber);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["cache-control"]).toBe("private, no-store");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.rawPayload.toString("latin1")).toContain(r.returnNumber);
    const [mail] = await h.emailsAbout("return_approved", r.returnNumber);
    expect(mail?.text).toContain(`tracking number ${tracking}`);
  });

  it("a change of mind the shopper pays for is approved without a label, and the email gives the address", async () => {
    const r = await h.newReturn("change_of_mind", "The hinge snapped");
    expect((await h.act(r.returnId, "approve")).json().status).toBe("approved");
    expect((await label(r.token, r.returnNumber)).statusCode).toBe(404);
    const [mail] = await h.emailsAbout("return_approved", r.returnNumber);
    expect(mail?.text).toContain(`Post it to: ${RETURNS_ADDRESS}`);
  });

  it("makes a label for a change of mind too when the owner pays the postage", async () => {
    await saveSettings({ returnsPostagePayer: "shop" });
    try {
      const r = await h.newReturn("change_of_mind", "The hinge snapped");
      expect((await h.act(r.returnId, "approve")).json().status).toBe("label_sent");
      expect((await label(r.token, r.returnNumber)).statusCode).toBe(200);
    } finally {
      await saveSettings({ returnsPostagePayer: "shopper" });
    }
  });

  it("gives a label only to its own order's link", async () => {
    const r = await h.newReturn("damaged", "The hinge snapped");
    await h.act(r.returnId, "approve");
    const other = await h.deliveredOrder();
    expect((await label(other.token, r.returnNumber)).statusCode).toBe(404);
    expect((await label(`${r.token}x`, r.returnNumber)).statusCode).toBeGreaterThanOrEqual(400);
    const bad = await label(r.token, "../../etc/passwd");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/return/);
  });
});
