import { createPortal } from "react-dom";
import { formatDecimal } from "#shared/money.ts";
import type { BarcodeVariant } from "#shared/schemas/barcodes.ts";
import { BarcodeImage } from "./BarcodeImage.tsx";

const PRINT_ROOT_ID = "barcode-print-root";

/** Only the labels print, one 55 mm × 30 mm label per page (the label printer's roll). */
const PRINT_CSS = `
#${PRINT_ROOT_ID} { display: none; }
@media print {
  @page { size: 55mm 30mm; margin: 0; }
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; }
  body > *:not(#${PRINT_ROOT_ID}) { display: none !important; }
  #${PRINT_ROOT_ID} { display: block; }
  #${PRINT_ROOT_ID} .barcode-label {
    box-sizing: border-box; width: 55mm; height: 30mm; padding: 1.5mm 2mm; overflow: hidden;
    display: flex; flex-direction: column; align-items: center; justify-content: space-between;
    font: 6.5pt/1.15 Arial, Helvetica, sans-serif; color: #000;
    break-after: page; page-break-after: always;
  }
  #${PRINT_ROOT_ID} .barcode-label:last-child { break-after: auto; page-break-after: auto; }
  #${PRINT_ROOT_ID} .barcode-label img { height: 17mm; width: auto; max-width: 51mm; }
  #${PRINT_ROOT_ID} .barcode-label .row { display: flex; width: 100%; justify-content: space-between; gap: 1mm; }
}`;

/** Rendered at the end of <body>, outside the app, so print CSS can hide everything else. */
export function PrintLabels({ variants }: { variants: BarcodeVariant[] }) {
  return createPortal(
    <div id={PRINT_ROOT_ID} aria-hidden="true">
      <style>{PRINT_CSS}</style>
      {variants.map((v) => (
        <div key={v.sku} className="barcode-label" data-sku={v.sku}>
          <div className="row">
            <strong>{v.sku}</strong>
            <strong>{formatDecimal(v.price)}</strong>
          </div>
          <BarcodeImage upc={v.upc} />
          <div className="row">
            <span>{v.colorName}</span>
            <span>{v.lensTypeName}</span>
          </div>
        </div>
      ))}
    </div>,
    document.body,
  );
}
