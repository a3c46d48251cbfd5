import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { CUSTOMER, createIntent } from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { Color, LensType, Product } from "#shared/schemas/catalogue.ts";
import { AdminCatalogue, CatalogueChange, CatalogueItem } from "#shared/schemas/catalogue-admin.ts";
import { PRICE_MESSAGES } from "#shared/schemas/pounds.ts";
import { DEFAULT_RETURNS_SETTINGS } from "#shared/schemas/returns-settings.ts";

const POLARIZED = 5;

describe.each(dbKinds())("the admin's catalogue on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const get = async <T>(url: string, schema: z.ZodType<T>) => schema.parse((await t.app.inject(url)).json());
  const history = async () =>
    z.array(CatalogueChange).parse((await call("GET", "/api/admin/catalogue/history")).json());
  const lens = async (id: number) =>
    (await get("/api/primary-lens-types", z.array(LensType))).find((l) => l.id === id);

  it("lists every list with inactive rows and the settings, to the admin only", async () => {
    expect((await t.app.inject("/api/admin/catalogue")).statusCode).toBe(401);
    const body = AdminCatalogue.parse((await call("GET", "/api/admin/catalogue")).json());
    expect(body.lists.products).toHaveLength(7);
    expect(body.lists["primary-lens-types"].find((l) => l.id === POLARIZED)).toMatchObject({
      name: "Brennweite Polarized",
      price: "20.00",
      active: true,
    });
    expect(body.lists.colors[0]).toMatchObject({ id: 1, name: "Ronhill Black", hex: "#1b1b1d" });
    expect(body.lists.colors[0]).not.toHaveProperty("price");
    expect(body.settings).toEqual({
      internationalShippingPence: 1000,
      freeShippingCountries: ["GB"],
      socksOffer: { pairsPerGroup: 3, groupPricePence: 1000 },
      minimumChargePence: 30,
      policies: {
        ukDeliveryTime: "1–3 working days after dispatch",
        abroadDeliveryTime: "5–10 working days after dispatch",
        returnsDays: 30,
        warrantyMonths: 12,
      },
      holds: { minutes: 15, unitsPerLine: 10, unitsPerAddress: 20 },
      returns: DEFAULT_RETURNS_SETTINGS,
      prescriptionWaitDays: 3,
      basketReminderMinutes: 180,
    });
  });

  it("changes a surcharge typed in pounds: stored as pence, served and charged at once, with its history", async () => {
    const res = await call("PATCH", `/api/admin/catalogue/primary-lens-types/${POLARIZED}`, {
      price: "24.50",
    });
    expect(res.statusCode).toBe(200);
    expect(CatalogueItem.parse(res.json())).toMatchObject({ id: POLARIZED, price: "24.50" });
    expect((await lens(POLARIZED))?.additionalPrice).toBe("24.50");
    const snapshot = await t.ctx.catalogue.snapshot();
    expect(snapshot.byId.primaryLensTypes.get(POLARIZED)?.additionalPricePence).toBe(2450);
    // Primary+ £55.00 + Polarized £24.50, twice.
    const { res: intent, body } = await createIntent(t.app, {
      items: [{ productId: 1, quantity: 2, colorId: 1, lensTypeId: POLARIZED }],
      customer: CUSTOMER,
    });
    expect(intent.statusCode).toBe(200);
    expect(body.amounts.charge).toBe("159.00");
    const [latest] = await history();
    expect(latest).toMatchObject({
      admin: "admin",
      kind: "primary-lens-types",
      itemId: String(POLARIZED),
      action: "update",
      oldValue: { price: "20.00" },
      newValue: { price: "24.50" },
    });
    expect(Date.parse(latest?.createdAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("adds a colour with a swatch, last in the list, and refuses a duplicate name in any case", async () => {
    const res = await call("POST", "/api/admin/catalogue/colors", { name: "Sunset Orange", hex: "#ff8800" });
    expect(res.statusCode).toBe(201);
    const added = CatalogueItem.parse(res.json());
    expect(added).toMatchObject({ name: "Sunset Orange", hex: "#ff8800", active: true });
    const colours = await get("/api/colors", z.array(Color));
    expect(colours.at(-1)).toEqual({ id: added.id, name: "Sunset Orange", hex: "#ff8800" });
    const again = await call("POST", "/api/admin/catalogue/colors", {
      name: "sunset orange",
      hex: "#000000",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Colours: "sunset orange" already exists');
    const rename = await call("PATCH", "/api/admin/catalogue/colors/2", { name: "RONHILL BLACK" });
    expect(rename.statusCode).toBe(409);
    expect((await get("/api/colors", z.array(Color))).find((c) => c.id === 2)?.name).toBe("Celeste");
  });

  it("reorders a list and the storefront lists it in that order", async () => {
    const sizes = AdminCatalogue.parse((await call("GET", "/api/admin/catalogue")).json()).lists[
      "sock-sizes"
    ];
    const reversed = sizes.map((s) => s.id).reverse();
    const res = await call("PUT", "/api/admin/catalogue/sock-sizes/order", { ids: reversed });
    expect(res.statusCode).toBe(200);
    const shown = z.array(z.object({ id: z.number() })).parse((await t.app.inject("/api/sock-sizes")).json());
    expect(shown.map((s) => s.id)).toEqual(reversed);
    expect((await history())[0]).toMatchObject({ action: "reorder", newValue: { order: reversed } });
  });

  it("deactivates a lens type: gone from the storefront, refused at checkout by name, kept for orders", async () => {
    const res = await call("PATCH", "/api/admin/catalogue/primary-lens-types/3", { active: false });
    expect(res.statusCode).toBe(200);
    expect(await lens(3)).toBeUndefined();
    const { res: intent } = await createIntent(t.app, {
      items: [{ productId: 1, quantity: 1, colorId: 1, lensTypeId: 3 }],
      customer: CUSTOMER,
    });
    expect(intent.statusCode).toBe(400);
    expect(intent.json().message).toBe("Basket line 1: Brennweite Rose Gold is no longer available");
    const admin = AdminCatalogue.parse((await call("GET", "/api/admin/catalogue")).json());
    expect(admin.lists["primary-lens-types"].find((l) => l.id === 3)?.active).toBe(false);
    await call("PATCH", "/api/admin/catalogue/primary-lens-types/3", { active: true });
    expect(await lens(3)).toBeDefined();
  });

  it("deactivates a product: off the list, its page says it is no longer available, and it cannot be bought", async () => {
    expect((await call("PATCH", "/api/admin/catalogue/products/5", { active: false })).statusCode).toBe(200);
    const products = await get("/api/products", z.array(Product));
    expect(products.map((p) => p.id)).not.toContain(5);
    const page = await t.app.inject("/api/products/5");
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe("Spare Nose Pads is no longer available");
    const { res } = await createIntent(t.app, { items: [{ productId: 5, quantity: 1 }], customer: CUSTOMER });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Spare Nose Pads is no longer available/);
    await call("PATCH", "/api/admin/catalogue/products/5", { active: true });
    expect((await t.app.inject("/api/products/5")).statusCode).toBe(200);
  });

  it("changes a product's name, description and price", async () => {
    const res = await call("PATCH", "/api/admin/catalogue/products/4", {
      name: "Trail Socks",
      description: "Merino blend",
      price: 6,
    });
    expect(res.statusCode).toBe(200);
    const socks = await get("/api/products/4", Product);
    expect(socks).toMatchObject({ name: "Trail Socks", description: "Merino blend", basePrice: "6.00" });
  });

  const BAD: Array<[string, string, string, unknown, number, RegExp | string]> = [
    ["a negative price", "PATCH", "finishes/2", { price: "-1.00" }, 400, PRICE_MESSAGES.negative],
    ["a fractional penny", "PATCH", "finishes/2", { price: "10.005" }, 400, PRICE_MESSAGES.format],
    ["a fractional number", "PATCH", "finishes/2", { price: 10.125 }, 400, PRICE_MESSAGES.format],
    ["a price over £10,000", "PATCH", "finishes/2", { price: "10000.01" }, 400, PRICE_MESSAGES.tooHigh],
    ["a price that is not money", "PATCH", "finishes/2", { price: "ten" }, 400, PRICE_MESSAGES.format],
    ["an empty name", "PATCH", "finishes/2", { name: "   " }, 400, "name: Name is required"],
    ["nothing to change", "PATCH", "finishes/2", {}, 400, "Nothing to change"],
    ["a field the list does not have", "PATCH", "colors/2", { price: "1.00" }, 400, /Colours take no price/],
    ["a bad swatch", "PATCH", "colors/2", { hex: "red" }, 400, /Swatch must be a colour/],
    ["an unknown id", "PATCH", "finishes/999", { price: "1.00" }, 404, "Finishes: no item with id 999"],
    ["a non-numeric id", "PATCH", "finishes/abc", { price: "1.00" }, 400, "id must be a whole number"],
    [
      "an unknown vision type",
      "PATCH",
      "vision-types/bifocal",
      { price: "1.00" },
      404,
      /no item with id bifocal/,
    ],
    ["an unknown list", "PATCH", "frames/1", { price: "1.00" }, 400, /Unknown catalogue list/],
    ["a new product", "POST", "products", { name: "Hat", price: "5.00" }, 400, /cannot be added/],
    ["a colour without a name", "POST", "colors", { hex: "#000000" }, 400, /Name/],
    ["a body that is not an object", "POST", "colors", [1, 2], 400, /./],
    ["an order missing an id", "PUT", "sock-sizes/order", { ids: [1, 2, 3, 4] }, 400, /every id/],
    ["an order with an unknown id", "PUT", "sock-sizes/order", { ids: [1, 2, 3, 4, 99] }, 400, /every id/],
    ["an order naming one id twice", "PUT", "sock-sizes/order", { ids: [1, 1, 2, 3, 4] }, 400, /every id/],
  ];

  it.each(BAD)(
    "refuses %s with a 4xx and a message, and changes nothing",
    async (_what, method, path, body, status, message) => {
      const before = await call("GET", "/api/admin/catalogue");
      const changes = (await history()).length;
      const res = await call(method as "PATCH", `/api/admin/catalogue/${path}`, body);
      expect(res.statusCode).toBe(status);
      const text = res.json().message as string;
      if (typeof message === "string") expect(text).toContain(message);
      else expect(text).toMatch(message);
      expect((await call("GET", "/api/admin/catalogue")).json()).toEqual(before.json());
      expect((await history()).length).toBe(changes);
    },
  );

  it("refuses every write without an admin token", async () => {
    for (const [method, url] of [
      ["PATCH", "/api/admin/catalogue/finishes/2"],
      ["POST", "/api/admin/catalogue/colors"],
      ["PUT", "/api/admin/catalogue/colors/order"],
      ["PUT", "/api/admin/shop-settings"],
      ["GET", "/api/admin/catalogue/history"],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
