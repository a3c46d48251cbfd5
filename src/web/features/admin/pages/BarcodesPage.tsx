import { ArrowLeft, Download, Printer } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { RequireAdmin } from "#web/admin-auth/RequireAdmin.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useBarcodeVariants } from "../api/barcodes.ts";
import { BarcodeCard } from "../components/barcodes/BarcodeCard.tsx";
import { downloadBarcodeCsv } from "../components/barcodes/download-csv.ts";
import { PrintLabels } from "../components/barcodes/PrintLabels.tsx";
import { ExampleDetailsBanner } from "../components/business/ExampleDetailsBanner.tsx";
import { QueryState } from "../components/QueryState.tsx";

export { meta } from "./BarcodesPage.meta.ts";

function BarcodeGenerator() {
  const query = useBarcodeVariants();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const all = query.data ?? [];
  const chosen = all.filter((v) => selected.has(v.sku));

  const toggle = (sku: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(sku)) next.add(sku);
      return next;
    });

  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-6 px-3 py-8 sm:px-6 sm:py-10">
      <ExampleDetailsBanner />
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div>
          <h1 className="text-3xl font-black uppercase sm:text-4xl">Barcode Generator</h1>
          <p className="mt-1 text-sm text-zinc-600">
            Primary+ variants: every colour with every lens type. Labels print at 55 mm × 30 mm.
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/admin">
            <ArrowLeft aria-hidden="true" />
            Back to Admin
          </Link>
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          onClick={() => setSelected(new Set(all.map((v) => v.sku)))}
          disabled={!all.length}
        >
          Select All
        </Button>
        <Button variant="outline" onClick={() => setSelected(new Set())} disabled={selected.size === 0}>
          Deselect All
        </Button>
        <Button onClick={() => window.print()} disabled={chosen.length === 0}>
          <Printer aria-hidden="true" />
          Print Selected
        </Button>
        <Button variant="dark" onClick={() => downloadBarcodeCsv(all)} disabled={!all.length}>
          <Download aria-hidden="true" />
          Download CSV
        </Button>
        <p className="text-sm text-zinc-600" aria-live="polite">
          {chosen.length} of {all.length} selected
        </p>
      </div>
      <QueryState query={query} what="barcodes" empty="No variants: add colours and lens types first.">
        {(variants) => (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {variants.map((v) => (
              <BarcodeCard key={v.sku} variant={v} selected={selected.has(v.sku)} onToggle={toggle} />
            ))}
          </ul>
        )}
      </QueryState>
      <PrintLabels variants={chosen} />
    </section>
  );
}

/** /admin/barcodes: the Primary+ variants' barcodes and labels. */
export default function BarcodesPage() {
  return (
    <RequireAdmin>
      <BarcodeGenerator />
    </RequireAdmin>
  );
}
