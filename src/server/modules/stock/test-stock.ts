import { and, eq, isNull } from "drizzle-orm";
import { stockLevels, stockReservations } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import type { TestApp } from "#server/test/test-app.ts";

/** For the stock tests: the admin's calls and the levels as stored. */
export async function stockTesting(t: TestApp) {
  const auth = bearer(await adminToken(t.ctx));
  const setStock = (payload: Record<string, unknown>) =>
    t.app.inject({ method: "PUT", url: "/api/admin/stock", headers: auth, payload });
  const uploadCsv = (csv: string) =>
    t.app.inject({ method: "POST", url: "/api/admin/stock/csv", headers: auth, payload: { csv } });
  const levelOf = async (productId: number, colorId: number | null, sockSizeId: number | null = null) => {
    const [row] = await t.ctx.db
      .select()
      .from(stockLevels)
      .where(
        and(
          eq(stockLevels.productId, productId),
          colorId === null ? isNull(stockLevels.colorId) : eq(stockLevels.colorId, colorId),
          sockSizeId === null ? isNull(stockLevels.sockSizeId) : eq(stockLevels.sockSizeId, sockSizeId),
          isNull(stockLevels.africaColorId),
        ),
      );
    return row?.stock;
  };
  const africaLevelOf = async (africaColorId: number, productId = 6) => {
    const [row] = await t.ctx.db
      .select()
      .from(stockLevels)
      .where(and(eq(stockLevels.productId, productId), eq(stockLevels.africaColorId, africaColorId)));
    return row?.stock;
  };
  const reservationsOf = (orderId: number) =>
    t.ctx.db.select().from(stockReservations).where(eq(stockReservations.orderId, orderId));
  const storefront = async () => (await t.app.inject({ method: "GET", url: "/api/stock" })).json();
  return { auth, setStock, uploadCsv, levelOf, africaLevelOf, reservationsOf, storefront };
}
