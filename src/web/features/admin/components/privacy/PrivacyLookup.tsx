import { Download, Search, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { FormEmail } from "#shared/schemas/fields.ts";
import { PRIVACY_NOTHING_FOUND } from "#shared/schemas/privacy.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { usePrivacyErase } from "#web/features/admin/api/privacy-erase.ts";
import { usePrivacyExport } from "#web/features/admin/api/privacy-export.ts";
import { usePrivacySearch } from "#web/features/admin/api/privacy-search.ts";
import { errorMessage } from "#web/lib/api.ts";
import { EraseDialog } from "./EraseDialog.tsx";
import { PrivacyFindings } from "./PrivacyFindings.tsx";

/** Find one person's data by email address, then export it (subject access) or erase it. */
export function PrivacyLookup() {
  const inputId = useId();
  const errorId = useId();
  const resultsId = useId();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState<string>();
  /** The address the results are for (the field may have changed since). */
  const [subject, setSubject] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const search = usePrivacySearch();
  const exporter = usePrivacyExport();
  const eraser = usePrivacyErase();

  const run = (address: string) => {
    setSubject(address);
    search.mutate(address);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = FormEmail.safeParse(email);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? "Invalid email address");
      return;
    }
    setInvalid(undefined);
    run(parsed.data.toLowerCase());
  };

  const exportData = () => {
    if (!subject) return;
    exporter.mutate(subject, {
      onSuccess: () =>
        toast({ title: "Export downloaded", description: "The export is recorded in the history." }),
      onError: (error) =>
        toast({
          title: "Export failed",
          description: errorMessage(error, "Please try again."),
          variant: "destructive",
        }),
    });
  };

  const erase = () => {
    if (!subject) return;
    eraser.mutate(subject, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: "Data erased", description: "The erasure is recorded in the history." });
        run(subject);
      },
      onError: (error) =>
        toast({
          title: "Erasure failed",
          description: errorMessage(error, "Please try again."),
          variant: "destructive",
        }),
    });
  };

  const found = search.data;
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={inputId}>Email address</Label>
          <Input
            id={inputId}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? errorId : undefined}
            aria-controls={resultsId}
          />
        </div>
        <Button type="submit" disabled={search.isPending}>
          <Search aria-hidden="true" />
          {search.isPending ? "Searching..." : "Find Data"}
        </Button>
      </form>
      <FieldError id={errorId}>{invalid}</FieldError>

      <div id={resultsId} aria-live="polite" aria-busy={search.isPending} className="flex flex-col gap-4">
        {search.isPending ? (
          <p role="status" className="text-sm text-zinc-600">
            Searching every table for {subject}...
          </p>
        ) : search.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
          >
            <p className="text-sm text-red-800">Could not search: {errorMessage(search.error)}</p>
            <Button size="sm" variant="outline" onClick={() => subject && run(subject)}>
              Try Again
            </Button>
          </div>
        ) : found && subject ? (
          found.total === 0 ? (
            <p className="rounded-lg border border-zinc-200 bg-zinc-50 p-4 text-sm">
              {PRIVACY_NOTHING_FOUND}: {subject}
            </p>
          ) : (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="font-semibold">
                  {found.total} record{found.total === 1 ? "" : "s"} for {subject}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" onClick={exportData} disabled={exporter.isPending}>
                    <Download aria-hidden="true" />
                    {exporter.isPending ? "Exporting..." : "Export (JSON)"}
                  </Button>
                  <Button
                    variant="destructive"
                    onClick={() => setConfirming(true)}
                    disabled={eraser.isPending}
                  >
                    <Trash2 aria-hidden="true" />
                    Erase
                  </Button>
                </div>
              </div>
              <PrivacyFindings found={found} />
            </>
          )
        ) : null}
      </div>

      {confirming && found && subject ? (
        <EraseDialog
          email={subject}
          counts={found.counts}
          paidOrders={found.orders.filter((o) => o.paid).length}
          pending={eraser.isPending}
          onConfirm={erase}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
