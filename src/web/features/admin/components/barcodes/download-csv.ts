import { barcodeCsv } from "#shared/barcodes.ts";
import type { BarcodeVariant } from "#shared/schemas/barcodes.ts";

/** Saves barcodes.csv (SKU, UPC, Color, Lens Type, Price) with the shared CSV rules. */
export function downloadBarcodeCsv(variants: BarcodeVariant[]): void {
  const blob = new Blob([barcodeCsv(variants)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = "barcodes.csv";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
