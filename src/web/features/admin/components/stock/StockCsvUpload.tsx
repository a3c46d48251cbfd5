import { type FormEvent, useState } from "react";
import { STOCK_CSV_HEADER } from "#shared/schemas/stock.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { type CsvRefusal, csvRefusal, useUploadStockCsv } from "#web/features/admin/api/stock.ts";
import { errorMessage } from "#web/lib/api.ts";

/** Bulk levels from a CSV file: every row valid or nothing changes, with the refused rows listed. */
export function StockCsvUpload() {
  const upload = useUploadStockCsv();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<CsvRefusal | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setRefusal(null);
    try {
      const { updated } = await upload.mutateAsync(await file.text());
      toast({ title: "Stock updated", description: `${updated} stock levels were set from ${file.name}.` });
    } catch (error) {
      const refused = csvRefusal(error);
      if (refused) setRefusal(refused);
      else toast({ title: "Upload failed", description: errorMessage(error), variant: "destructive" });
    }
  };

  return (
    <form onSubmit={submit} className="grid min-w-0 gap-3 rounded-lg border border-zinc-200 bg-white p-4">
      <h3 className="font-bold">Set levels from a CSV file</h3>
      <p className="text-sm text-zinc-600">
        Header <code className="break-all">{STOCK_CSV_HEADER.join(",")}</code>; leave colour or size blank
        where the product has none (for Africa R3D, colour_id is the Africa colour's id), and stock blank to
        stop tracking a variant. If any row is refused, nothing changes.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex min-w-0 max-w-full flex-col gap-1 text-sm font-semibold">
          Stock file
          <input
            type="file"
            accept=".csv,text/csv"
            className="max-w-full text-sm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <Button type="submit" disabled={!file || upload.isPending}>
          Upload
        </Button>
      </div>
      {refusal ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{refusal.message}</p>
          <ul className="mt-1 list-disc pl-5">
            {refusal.rows.map((row) => (
              <li key={row.path}>
                {row.path}: {row.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
