import { useState } from "react";
import type { StageAction } from "#shared/schemas/prescription-work.ts";
import { Button } from "#web/components/ui/button.tsx";
import { type QcResult, useQualityCheck } from "#web/features/admin/api/quality-check.ts";
import { useStageAction } from "#web/features/admin/api/stage-action.ts";
import { readingsBody } from "#web/features/admin/lib/qc-readings.ts";
import { errorMessage } from "#web/lib/api.ts";
import { QcResultTable } from "./QcResultTable.tsx";
import { QualityCheckForm } from "./QualityCheckForm.tsx";
import { QueryForm } from "./QueryForm.tsx";

/** The actions that move the order on at once, as their buttons read. */
const DIRECT: [Exclude<StageAction, "query" | "quality-check">, string][] = [
  ["verify", "Verify"],
  ["send-to-lab", "Send to lab"],
  ["lenses-back", "Lenses back from the lab"],
  ["remake", "Re-make"],
];

type Open = "query" | "quality-check" | null;

/** The buttons the order's stage allows (the server's `actions`), with the query and quality-check forms. */
export function WorkActions({ orderId, actions }: { orderId: number; actions: readonly StageAction[] }) {
  const move = useStageAction(orderId);
  const qc = useQualityCheck(orderId);
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<QcResult | null>(null);
  const busy = move.isPending || qc.isPending;
  const allowed = (action: StageAction) => actions.includes(action);

  const run = (action: Exclude<StageAction, "quality-check">, message?: string) => {
    setError(null);
    move.mutate(
      { action, message },
      { onSuccess: () => setOpen(null), onError: (e) => setError(errorMessage(e)) },
    );
  };

  const check = (readings: Parameters<typeof readingsBody>[0]) => {
    setError(null);
    qc.mutate(readingsBody(readings), {
      onSuccess: (answer) => {
        setResult(answer);
        setOpen(null);
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      {actions.length === 0 ? (
        <p className="text-sm text-zinc-600">Nothing to do at this stage.</p>
      ) : (
        <div className="flex flex-wrap gap-2" data-testid="stage-actions">
          {DIRECT.filter(([action]) => allowed(action)).map(([action, label]) => (
            <Button
              key={action}
              variant={action === "remake" ? "outline" : "primary"}
              disabled={busy}
              onClick={() => run(action)}
            >
              {label}
            </Button>
          ))}
          {allowed("query") ? (
            <Button variant="outline" disabled={busy} onClick={() => setOpen("query")}>
              Raise a query
            </Button>
          ) : null}
          {allowed("quality-check") ? (
            <Button variant="outline" disabled={busy} onClick={() => setOpen("quality-check")}>
              Quality check
            </Button>
          ) : null}
        </div>
      )}
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {open === "query" && allowed("query") ? (
        <QueryForm
          pending={move.isPending}
          onSend={(message) => run("query", message)}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {open === "quality-check" && allowed("quality-check") ? (
        <QualityCheckForm pending={qc.isPending} onCheck={check} onCancel={() => setOpen(null)} />
      ) : null}
      {result ? (
        <section aria-label="Quality check result" className="flex flex-col gap-2">
          <h3 className="text-sm font-bold tracking-wide text-zinc-700 uppercase">
            Quality check of job {result.check.jobNumber}
          </h3>
          <QcResultTable check={result.check} />
        </section>
      ) : null}
    </div>
  );
}
