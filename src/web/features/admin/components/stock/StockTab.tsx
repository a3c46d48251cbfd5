import { useState } from "react";
import type { StockVariant } from "#shared/schemas/stock.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useSaveStock, useStockVariants } from "#web/features/admin/api/stock.ts";
import { errorMessage } from "#web/lib/api.ts";
import { QueryState } from "../QueryState.tsx";
import { StockCsvUpload } from "./StockCsvUpload.tsx";
import { variantKey, variantLabel } from "./variant-label.ts";

/** One variant's level: a whole number, or blank for "not tracked". */
function StockRow({ variant }: { variant: StockVariant }) {
  const save = useSaveStock();
  const [value, setValue] = useState(variant.stock === null ? "" : String(variant.stock));
  const label = variantLabel(variant);
  const valid = value === "" || /^\d+$/.test(value);

  // The row is remounted with the saved level, so the toast follows the promise, not the mutation's callbacks.
  const submit = async () => {
    if (!valid) return;
    try {
      const saved = await save.mutateAsync({
        productId: variant.productId,
        colorId: variant.colorId,
        sockSizeId: variant.sockSizeId,
        africaColorId: variant.africaColorId,
        stock: value === "" ? null : Number(value),
      });
      const level = saved.stock === null ? "not tracked" : `${saved.stock} in stock`;
      toast({ title: "Stock saved", description: `${label}: ${level}` });
    } catch (error) {
      toast({ title: "Not saved", description: errorMessage(error), variant: "destructive" });
    }
  };

  return (
    <tr className="border-t border-zinc-200">
      <td className="py-2 pr-4">{label}</td>
      <td className="py-2 pr-4">
        <input
          aria-label={`Stock of ${label}`}
          inputMode="numeric"
          value={value}
          placeholder="Not tracked"
          onChange={(e) => setValue(e.target.value.trim())}
          aria-invalid={!valid}
          className="w-28 rounded-md border border-zinc-300 px-2 py-1 aria-invalid:border-red-600"
        />
      </td>
      <td className="py-2">
        <Button
          size="sm"
          variant="outline"
          onClick={submit}
          disabled={!valid || save.isPending}
          aria-label={`Save stock of ${label}`}
        >
          Save
        </Button>
      </td>
    </tr>
  );
}

/** The admin's Stock tab: every sellable variant's level, and the bulk CSV upload. */
export function StockTab() {
  const stock = useStockVariants();
  return (
    <div className="grid min-w-0 gap-6">
      <StockCsvUpload />
      <QueryState
        query={{ ...stock, data: stock.data?.variants }}
        what="stock levels"
        empty="There are no products to stock."
      >
        {(variants) => (
          <div className="min-w-0 overflow-x-auto rounded-lg border border-zinc-200 bg-white p-4">
            <p className="mb-3 text-sm text-zinc-600">
              Leave a level blank to sell the variant without tracking it. Shoppers see "Only N left" at{" "}
              {stock.data?.lowStockThreshold} or fewer.
            </p>
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th className="pb-2">Variant</th>
                  <th className="pb-2">In stock</th>
                  <th className="pb-2">
                    <span className="sr-only">Save</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {variants.map((v) => (
                  <StockRow key={`${variantKey(v)}:${v.stock}`} variant={v} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </div>
  );
}
