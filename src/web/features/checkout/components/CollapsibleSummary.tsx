import { ChevronDown } from "lucide-react";
import { type ReactNode, useState } from "react";

const WIDE = "(min-width: 768px)";

/**
 * The order summary as a disclosure: open on wider screens, folded on a phone so the form stays short,
 * with the total in the always-visible summary line either way.
 */
export function CollapsibleSummary({ total, children }: { total: string; children: ReactNode }) {
  // Without matchMedia (tests, old browsers) the summary starts open.
  const [open, setOpen] = useState(
    () => typeof window.matchMedia !== "function" || window.matchMedia(WIDE).matches,
  );
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group rounded-xl border border-zinc-200 bg-white"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2 font-display text-xl font-bold">
          <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
          Order summary
        </span>
        <span className="text-right">
          <span className="block text-xs text-zinc-600">Total</span>
          <span data-testid="summary-total" className="text-xl font-black tabular-nums">
            {total}
          </span>
        </span>
      </summary>
      <div className="grid grid-cols-1 gap-5 border-t border-zinc-200 p-5">{children}</div>
    </details>
  );
}
