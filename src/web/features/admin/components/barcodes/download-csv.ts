import { barcodeCsv } from "#shared/barcodes.ts";
import type { BarcodeVariant } from "#shared/schemas/barcodes.ts";
import { saveFile } from "#web/features/admin/lib/save-file.ts";

/** Saves barcodes.csv (SKU, UPC, Color, Lens Type, Price) with the shared CSV rules. */
export function downloadBarcodeCsv(variants: BarcodeVariant[]): void {
  saveFile(new Blob([barcodeCsv(variants)], { type: "text/csv;charset=utf-8" }), "barcodes.csv");
}
