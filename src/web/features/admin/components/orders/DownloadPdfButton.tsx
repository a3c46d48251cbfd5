import { FileDown } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { errorMessage } from "#web/lib/api.ts";

/** A button that saves one of the order's PDFs (invoice, credit note), busy while it loads, a toast if it fails. */
export function DownloadPdfButton({
  what,
  download,
  className,
  children,
}: {
  /** "the invoice", "credit note CN-0001": for the failure's toast. */
  what: string;
  download: () => Promise<void>;
  className?: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (err) {
      toast({ title: `Could not download ${what}`, description: errorMessage(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" className={className} onClick={run} disabled={busy}>
      <FileDown aria-hidden="true" />
      {children}
    </Button>
  );
}
