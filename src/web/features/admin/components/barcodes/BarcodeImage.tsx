import { useMemo } from "react";
import { upcaDataUri } from "./upca-svg.ts";

export function BarcodeImage({ upc, className }: { upc: string; className?: string }) {
  const src = useMemo(() => {
    try {
      return upcaDataUri(upc);
    } catch {
      return null;
    }
  }, [upc]);
  if (!src) return <p className="text-xs text-red-700">Invalid UPC {upc}</p>;
  return <img src={src} alt={`UPC-A barcode ${upc}`} className={className} data-upc={upc} />;
}
