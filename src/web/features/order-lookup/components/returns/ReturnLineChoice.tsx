import { useId } from "react";
import { ukLongDateText } from "#shared/dates.ts";
import type { ShopperReturns } from "#shared/schemas/returns.ts";
import { fieldClasses } from "#web/components/ui/input.tsx";
import { cn } from "#web/lib/cn.ts";

type Line = ShopperReturns["eligibility"]["lines"][number];
type Window = Line["reasons"][number];

const REMEDY_TEXT = { full_refund: "full refund", repair_or_replacement: "repair or replacement" } as const;

function windowText(window: Window): string {
  if (!window.allowed) return window.message;
  const until = window.until ? `until ${ukLongDateText(window.until) ?? window.until}` : "";
  const remedy = window.remedy ? REMEDY_TEXT[window.remedy] : "";
  return [until, remedy].filter(Boolean).join(", ") || window.message;
}

/** For each reason: may this line go back for it, until when and for what, or why not. */
function ReasonWindows({ line }: { line: Line }) {
  return (
    <ul aria-label={`Return options for ${line.name}`} className="grid gap-1 text-sm">
      {line.reasons.map((window) => (
        <li
          key={window.reason}
          data-testid={`window-${line.itemId}-${window.reason}`}
          data-allowed={window.allowed}
          className="flex flex-wrap gap-x-2"
        >
          <span className="font-semibold">{window.label}:</span>
          <span className={window.allowed ? "text-emerald-800" : "text-zinc-600"}>
            {window.allowed ? "Yes, " : "No. "}
            {windowText(window)}
          </span>
        </li>
      ))}
    </ul>
  );
}

interface Props {
  line: Line;
  quantity: number;
  disabled: boolean;
  onChange(quantity: number): void;
}

/** One order line: tick it to send it back, and say how many when more than one may go. */
export function ReturnLineChoice({ line, quantity, disabled, onChange }: Props) {
  const id = useId();
  const canReturn = line.returnable > 0;
  return (
    <li className="grid gap-2 rounded-md border border-zinc-200 p-3">
      <div className="flex items-start gap-3">
        <input
          id={`${id}-pick`}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-ember-600"
          checked={quantity > 0}
          disabled={disabled || !canReturn}
          onChange={(e) => onChange(e.target.checked ? 1 : 0)}
        />
        <label htmlFor={`${id}-pick`} className="grid min-w-0 gap-0.5">
          <span className="font-semibold break-words">{line.name}</span>
          {line.description ? (
            <span className="text-sm break-words text-zinc-600">{line.description}</span>
          ) : null}
          <span className="text-sm text-zinc-600">
            {canReturn
              ? `You can return ${line.returnable} of ${line.quantity}`
              : "Nothing left to return on this line"}
          </span>
        </label>
      </div>
      {quantity > 0 && line.returnable > 1 ? (
        <div className="flex items-center gap-2 pl-8">
          <label htmlFor={`${id}-qty`} className="text-sm font-semibold">
            Quantity to return
          </label>
          <select
            id={`${id}-qty`}
            className={cn(fieldClasses, "h-10 w-20")}
            value={quantity}
            disabled={disabled}
            onChange={(e) => onChange(Number(e.target.value))}
          >
            {Array.from({ length: line.returnable }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="pl-8">
        <ReasonWindows line={line} />
      </div>
    </li>
  );
}
