import { Download, Search } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { downloadOrdersCsv } from "#web/features/admin/api/export-orders.ts";
import {
  ORDER_TYPE_FILTERS,
  type OrderTypeFilter,
  SORTS,
  STATUS_FILTERS,
} from "#web/features/admin/lib/orders.ts";
import { errorMessage } from "#web/lib/api.ts";
import { NativeSelect } from "../NativeSelect.tsx";
import { useDebounced } from "./use-debounced.ts";

export interface OrderFilterValues {
  status: string;
  type: OrderTypeFilter;
  q: string;
  sort: "newest" | "oldest";
  /** yyyy-mm-dd or "" */
  from: string;
  to: string;
  /** Only paid orders still waiting for the buyer's prescription. */
  awaitingPrescription: boolean;
}

const SEARCH_DELAY_MS = 400;

function ExportButton({ from, to }: { from: string; to: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  const errorId = useId();

  const exportCsv = async () => {
    if (!from || !to) {
      setProblem("Choose a From and a To date to export.");
      return;
    }
    setProblem("");
    setBusy(true);
    try {
      await downloadOrdersCsv(from, to);
    } catch (error) {
      toast({ title: "Export Failed", description: errorMessage(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Button
        variant="outline"
        onClick={exportCsv}
        disabled={busy}
        aria-describedby={problem ? errorId : undefined}
      >
        <Download aria-hidden="true" />
        {busy ? "Exporting..." : "Export CSV"}
      </Button>
      <FieldError id={errorId}>{problem}</FieldError>
    </div>
  );
}

/** A labelled native select of [value, label] pairs. */
function Choice(props: {
  label: string;
  options: readonly (readonly [string, string])[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      <NativeSelect id={id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Search (debounced; Enter searches at once), status, type, sort and a date range that the CSV export shares. */
export function OrderFilters({
  values,
  onChange,
}: {
  values: OrderFilterValues;
  onChange: (next: OrderFilterValues) => void;
}) {
  const [text, setText] = useState(values.q);
  const settled = useDebounced(text, SEARCH_DELAY_MS);
  const id = useId();
  const set = <K extends keyof OrderFilterValues>(key: K, value: OrderFilterValues[K]) =>
    onChange({ ...values, [key]: value });

  // Only a newly settled text searches: an Enter may already have searched for it.
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled !== values.q) onChange({ ...values, q: settled });
  }, [settled, values, onChange]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text !== values.q) set("q", text);
  };

  return (
    <div className="flex flex-col gap-4">
      <search>
        <form onSubmit={submit} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-q`}>Search orders</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-q`}
              type="search"
              value={text}
              maxLength={200}
              placeholder="Order number, email, name or postcode"
              onChange={(e) => setText(e.target.value)}
            />
            <Button type="submit" variant="dark" aria-label="Search">
              <Search aria-hidden="true" />
            </Button>
          </div>
        </form>
      </search>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Choice
          label="Status"
          options={STATUS_FILTERS}
          value={values.status}
          onChange={(v) => set("status", v)}
        />
        <Choice
          label="Filter by type"
          options={ORDER_TYPE_FILTERS}
          value={values.type}
          onChange={(v) => set("type", v as OrderTypeFilter)}
        />
        <Choice
          label="Sort"
          options={SORTS}
          value={values.sort}
          onChange={(v) => set("sort", v as OrderFilterValues["sort"])}
        />
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          className="size-4 accent-ember-700"
          checked={values.awaitingPrescription}
          onChange={(e) => set("awaitingPrescription", e.target.checked)}
        />
        Awaiting prescription
      </label>
      <fieldset className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <legend className="mb-1.5 text-sm font-semibold">Order date (UK)</legend>
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={values.from}
            max={values.to || undefined}
            onChange={(e) => set("from", e.target.value)}
          />
        </div>
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={values.to}
            min={values.from || undefined}
            onChange={(e) => set("to", e.target.value)}
          />
        </div>
        <ExportButton from={values.from} to={values.to} />
      </fieldset>
    </div>
  );
}
