import type { AppContext } from "#server/context.ts";
import type { ById } from "#server/modules/orders/index.ts";
import { londonDayStart, parseDay } from "#shared/dates.ts";
import { RETURN_REASON_LABELS, RETURN_REASONS } from "#shared/returns/reasons.ts";
import type { ReturnFigures, ReturnNumbers, ReturnNumbersQuery } from "#shared/schemas/returns-numbers.ts";
import { type NumbersRow, returnNumbers } from "./numbers-repo.ts";

type Ctx = Pick<AppContext, "db" | "catalogue">;

const NONE: ReturnFigures = { units: 0, returns: 0, refundedPence: 0 };
const figures = ({ units, returns, refundedPence }: NumbersRow): ReturnFigures => ({
  units,
  returns,
  refundedPence,
});

/** The variant's colour or size by today's catalogue, when the line has one. */
function variantOf(row: NumbersRow, byId: ById): string | null {
  const name = (map: Map<number, { name: string }>, id: number | null) =>
    id === null ? null : (map.get(id)?.name ?? `#${id}`);
  return (
    name(byId.colors, row.colorId) ??
    name(byId.sockSizes, row.sockSizeId) ??
    name(byId.africaColors, row.africaColorId)
  );
}

/**
 * The returns requested in the period's London days (refused requests left out): units, returns and refunds
 * per product variant (most units first), per reason, and in all.
 */
export async function readReturnNumbers(ctx: Ctx, period: ReturnNumbersQuery): Promise<ReturnNumbers> {
  const from = londonDayStart(parseDay(period.from) as [number, number, number]);
  const until = londonDayStart(parseDay(period.to) as [number, number, number], 1);
  const [rows, { byId }] = await Promise.all([returnNumbers(ctx.db, from, until), ctx.catalogue.snapshot()]);
  const products = rows
    .filter((r) => r.grouped === "product" && r.productId !== null)
    .map((r) => ({
      productId: r.productId as number,
      productName:
        byId.products.get(r.productId as number)?.name ?? r.productName ?? `Product ${r.productId}`,
      variant: variantOf(r, byId),
      ...figures(r),
    }))
    .sort(
      (a, b) =>
        b.units - a.units ||
        a.productName.localeCompare(b.productName) ||
        (a.variant ?? "").localeCompare(b.variant ?? ""),
    );
  const reasons = RETURN_REASONS.map((reason) => {
    const row = rows.find((r) => r.grouped === "reason" && r.reason === reason);
    return { reason, label: RETURN_REASON_LABELS[reason], ...(row ? figures(row) : NONE) };
  });
  const total = rows.find((r) => r.grouped === "total");
  return { ...period, products, reasons, totals: total ? figures(total) : NONE };
}
