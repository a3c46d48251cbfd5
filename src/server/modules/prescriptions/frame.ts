import { and, asc, eq, or } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { orderItems, products } from "#server/db/schema/index.ts";
import { HttpError } from "#server/lib/http-error.ts";
import { highestMeridianPower, wrapLimitProblem } from "#shared/prescription/checks.ts";
import type { CompletePrescription } from "#shared/prescription/rules.ts";

/** The frame of an order's prescription line, as the rules and the lens lab need it. */
export interface OrderFrame {
  productId: number;
  name: string;
  /** Hundredths of a dioptre in any meridian; null: only the shop's range applies. */
  wrapLimit: number | null;
  boxWidthMm: number | null;
  boxHeightMm: number | null;
  bridgeMm: number | null;
}

/** The first line of the order that needs a prescription, with its frame's catalogue values; null when none. */
export async function orderFrame(db: DbOrTx, orderId: number): Promise<OrderFrame | null> {
  const [row] = await db
    .select({
      productId: products.id,
      name: products.name,
      wrapLimit: products.wrapLimit,
      boxWidthMm: products.boxWidthMm,
      boxHeightMm: products.boxHeightMm,
      bridgeMm: products.bridgeMm,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        eq(orderItems.orderId, orderId),
        or(eq(orderItems.needsPrescription, true), eq(products.requiresPrescription, true)),
      ),
    )
    .orderBy(asc(orderItems.id))
    .limit(1);
  return row ?? null;
}

/** 422 naming the frame and its limit, on the sphere of the eye that reaches it; null when the frame takes it. */
export function wrapLimitRefusal(rx: CompletePrescription, frame: OrderFrame | null): HttpError | null {
  const problem = frame && wrapLimitProblem(rx, frame);
  if (!problem) return null;
  const rightOnly = highestMeridianPower({ right: rx.right, left: rx.right });
  const path = rightOnly === highestMeridianPower(rx) ? "odDistanceSphere" : "osDistanceSphere";
  return new HttpError(422, problem, [{ path, message: problem }]);
}
