import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOMER } from "#server/modules/checkout/testing.ts";
import { DEFAULT_SHOP_SETTINGS } from "#shared/catalogue.ts";
import { settingsInputOf } from "#shared/schemas/shop-settings.ts";
import { bearer, type Cluster, call, login, startCluster } from "./cluster.ts";

const DATABASE_SERVER = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const POLARIZED = 5;
const LINE = { productId: 1, quantity: 1, colorId: 2, lensTypeId: POLARIZED };

// CI sets both; wherever they are set this suite runs (never skipped there).
describe.runIf(DATABASE_SERVER && REDIS_URL)("an admin change on one instance, priced on the other", () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster(DATABASE_SERVER as string, REDIS_URL as string);
  }, 120_000);
  afterAll(() => cluster?.stop());

  const polarizedOn = async (base: string) =>
    (await call(base, "GET", "/api/primary-lens-types")).body.find((l: { id: number }) => l.id === POLARIZED)
      ?.additionalPrice;
  const chargeOn = async (base: string, country = "GB") => {
    const res = await call(base, "POST", "/api/create-payment-intent", {
      items: [LINE],
      customer: { ...CUSTOMER, country },
      country,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.amounts;
  };
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
  };

  it("the Polarized surcharge and the shipping charge set on A are what B serves and charges", async () => {
    // B has the catalogue in memory before the change.
    expect(await polarizedOn(cluster.b.url)).toBe("20.00");
    expect((await chargeOn(cluster.b.url)).charge).toBe("75.00");

    const auth = bearer(await login(cluster, cluster.a.url));
    const lens = await call(
      cluster.a.url,
      "PATCH",
      `/api/admin/catalogue/primary-lens-types/${POLARIZED}`,
      { price: "27.50" },
      auth,
    );
    expect(lens.status).toBe(200);
    const settings = await call(
      cluster.a.url,
      "PUT",
      "/api/admin/shop-settings",
      { ...settingsInputOf(DEFAULT_SHOP_SETTINGS), internationalShipping: "12.00" },
      auth,
    );
    expect(settings.status).toBe(200);

    await until(async () => (await polarizedOn(cluster.b.url)) === "27.50");
    expect(await polarizedOn(cluster.b.url)).toBe("27.50");
    expect((await call(cluster.b.url, "GET", "/api/shop-settings")).body.internationalShippingPence).toBe(
      1200,
    );
    expect(await chargeOn(cluster.b.url)).toMatchObject({ subtotal: "82.50", charge: "82.50" });
    expect(await chargeOn(cluster.b.url, "FR")).toMatchObject({ shipping: "12.00", charge: "94.50" });
  });
});
