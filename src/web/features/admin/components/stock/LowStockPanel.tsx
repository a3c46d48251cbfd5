import { useLowStock } from "#web/features/admin/api/stock.ts";
import { variantKey, variantLabel } from "./variant-label.ts";

/** On the dashboard: tracked variants at or below the low-stock threshold, fewest first. */
export function LowStockPanel() {
  const low = useLowStock();
  const variants = low.data?.variants ?? [];
  if (variants.length === 0) return null;
  return (
    <section
      aria-labelledby="low-stock-heading"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4"
      data-testid="low-stock-panel"
    >
      <h2 id="low-stock-heading" className="font-bold">
        Low stock ({low.data?.lowStockThreshold} or fewer left)
      </h2>
      <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {variants.map((v) => (
          <li key={variantKey(v)} className="flex justify-between gap-3">
            <span>{variantLabel(v)}</span>
            <span className={v.stock === 0 ? "font-bold text-red-700" : "font-semibold"}>
              {v.stock === 0 ? "Out of stock" : `${v.stock} left`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
