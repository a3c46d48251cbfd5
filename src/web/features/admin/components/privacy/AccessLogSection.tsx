import { RefreshCw } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { londonShortDateTime } from "#shared/dates.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { usePrescriptionAccessLog } from "#web/features/admin/api/prescription-access-log.ts";
import { DataTable, QueryState, tableClasses as t } from "../QueryState.tsx";

const ACTIONS = { view: "Viewed details", file: "Opened file" } as const;

/** Who was shown which prescription and when: everyone's, or one prescription's. */
export function AccessLogSection() {
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState<string>();
  const [prescriptionId, setPrescriptionId] = useState<number | undefined>();
  const query = usePrescriptionAccessLog(prescriptionId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value !== "" && !/^\d{1,9}$/.test(value)) {
      setInvalid("Enter a prescription number, or leave it empty for all");
      return;
    }
    setInvalid(undefined);
    setPrescriptionId(value === "" ? undefined : Number(value));
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-xl font-bold uppercase">
          Prescription Access Log
        </h3>
        <Button size="sm" variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden="true" className={query.isFetching ? "animate-spin" : undefined} />
          Refresh Log
        </Button>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={inputId}>Prescription number</Label>
          <Input
            id={inputId}
            inputMode="numeric"
            className="sm:w-48"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? errorId : undefined}
          />
        </div>
        <Button type="submit" variant="outline">
          Show Log
        </Button>
      </form>
      <FieldError id={errorId}>{invalid}</FieldError>
      <QueryState query={query} what="access log" empty="Nobody has viewed a prescription yet">
        {(rows) => (
          <DataTable label="Prescription access log" columns={["Date", "Prescription", "Admin", "Action"]}>
            {rows.map((e) => (
              <tr key={e.id} className={t.row}>
                <td className={`${t.td} whitespace-nowrap`}>{londonShortDateTime(e.createdAt)}</td>
                <td className={t.td}>#{e.prescriptionId}</td>
                <td className={t.td}>{e.admin}</td>
                <td className={t.td}>{ACTIONS[e.action]}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryState>
    </section>
  );
}
