import { formatDecimal } from "#shared/money.ts";
import type { BarcodeVariant } from "#shared/schemas/barcodes.ts";
import { cn } from "#web/lib/cn.ts";
import { BarcodeImage } from "./BarcodeImage.tsx";

interface Props {
  variant: BarcodeVariant;
  selected: boolean;
  onToggle: (sku: string) => void;
}

export function BarcodeCard({ variant: v, selected, onToggle }: Props) {
  const id = `barcode-${v.sku}`;
  return (
    <li
      className={cn(
        "flex flex-col gap-2 rounded-lg border bg-white p-3 transition-colors",
        selected ? "border-ember-500 ring-2 ring-ember-500/30" : "border-zinc-200",
      )}
    >
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          checked={selected}
          onChange={() => onToggle(v.sku)}
          className="mt-0.5 size-5 cursor-pointer accent-ember-600"
        />
        <label htmlFor={id} className="flex-1 cursor-pointer text-sm">
          <span className="block font-semibold">{v.colorName}</span>
          <span className="block text-zinc-600">{v.lensTypeName}</span>
          <span className="sr-only">, select {v.sku}</span>
        </label>
        <span className="font-semibold">{formatDecimal(v.price)}</span>
      </div>
      <BarcodeImage upc={v.upc} className="h-20 w-full object-contain" />
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
        <dt className="text-zinc-500">SKU</dt>
        <dd className="font-mono">{v.sku}</dd>
        <dt className="text-zinc-500">UPC</dt>
        <dd className="font-mono">{v.upc}</dd>
      </dl>
    </li>
  );
}
