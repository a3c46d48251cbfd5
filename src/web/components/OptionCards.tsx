import { RadioGroup } from "radix-ui";
import { type ReactNode, useId } from "react";
import { cn } from "../lib/cn.ts";
import { OptionPlaceholders } from "./OptionPlaceholders.tsx";

/** One choice in an OptionCardGroup. `label` is the radio's accessible name. */
export interface OptionCardItem {
  value: string;
  label: string;
  description?: ReactNode;
  /** Shown at the end of the card, usually the price or surcharge. */
  detail?: ReactNode;
  /** An image or swatch; decorative, since the label names the choice. */
  media?: ReactNode;
  badge?: ReactNode;
  /** Shown but not choosable (a variant out of stock). */
  disabled?: boolean;
}

export interface OptionCardGroupProps {
  /** The group's accessible name, unless labelledBy points at a visible heading. */
  label: string;
  labelledBy?: string;
  items: readonly OptionCardItem[];
  value: string | null;
  onValueChange(value: string): void;
  /** "list": full-width rows; "tiles": media above a short label (colour grids, frames). */
  layout?: "list" | "tiles";
  /** Grid classes for the columns, e.g. "grid-cols-2 sm:grid-cols-4". */
  columns?: string;
  loading?: boolean;
  placeholderCount?: number;
  className?: string;
}

const cardClasses = cn(
  "group relative flex w-full cursor-pointer rounded-lg border-2 border-zinc-200 bg-white text-left transition-colors",
  "hover:border-zinc-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-500",
  "data-[state=checked]:border-ink data-[state=checked]:bg-zinc-50",
  "disabled:cursor-not-allowed disabled:opacity-60",
);

function CheckMark() {
  return (
    <span
      aria-hidden="true"
      className="grid size-5 shrink-0 place-items-center rounded-full border-2 border-zinc-400 group-data-[state=checked]:border-ink"
    >
      <RadioGroup.Indicator className="size-2.5 rounded-full bg-ember-500" />
    </span>
  );
}

function OptionCard({ item, layout }: { item: OptionCardItem; layout: "list" | "tiles" }) {
  const id = useId();
  const hasDescription = item.description !== undefined || item.detail !== undefined;
  return (
    <RadioGroup.Item
      value={item.value}
      disabled={item.disabled}
      aria-labelledby={`${id}-label`}
      aria-describedby={hasDescription ? `${id}-description` : undefined}
      className={cn(cardClasses, layout === "tiles" ? "flex-col overflow-hidden" : "items-start gap-3 p-4")}
    >
      {layout === "tiles" ? (
        <>
          {item.media ? <span className="block w-full bg-zinc-100">{item.media}</span> : null}
          <span className="flex w-full items-center gap-2 p-3">
            <CheckMark />
            <span id={`${id}-label`} className="min-w-0 flex-1 text-sm font-semibold break-words">
              {item.label}
            </span>
          </span>
          {hasDescription ? (
            <span id={`${id}-description`} className="block w-full px-3 pb-3 text-sm text-zinc-600">
              {item.description}
              {item.detail ? <span className="block font-semibold text-zinc-900">{item.detail}</span> : null}
            </span>
          ) : null}
          {item.badge ? <span className="absolute top-2 left-2">{item.badge}</span> : null}
        </>
      ) : (
        <>
          <CheckMark />
          {item.media ? <span className="w-16 shrink-0 overflow-hidden rounded-md">{item.media}</span> : null}
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-2">
              <span id={`${id}-label`} className="font-semibold break-words">
                {item.label}
              </span>
              {item.badge}
            </span>
            {hasDescription ? (
              <span id={`${id}-description`} className="mt-1 block text-sm text-zinc-600">
                {item.description}
                {item.detail ? (
                  <span className="sr-only">
                    {item.description ? ". " : ""}
                    {item.detail}
                  </span>
                ) : null}
              </span>
            ) : null}
          </span>
          {item.detail ? (
            <span aria-hidden="true" className="shrink-0 font-semibold tabular-nums">
              {item.detail}
            </span>
          ) : null}
        </>
      )}
    </RadioGroup.Item>
  );
}

/** A single-choice list of cards (Radix RadioGroup; loaded through OptionCardGroup.tsx): arrow keys move and select, Tab leaves the group. */
export function OptionCardGroup({
  label,
  labelledBy,
  items,
  value,
  onValueChange,
  layout = "list",
  columns,
  loading = false,
  placeholderCount = 4,
  className,
}: OptionCardGroupProps) {
  const gridClasses = cn("grid gap-3", columns ?? (layout === "tiles" ? "grid-cols-2 sm:grid-cols-4" : ""));
  if (loading) {
    return (
      <OptionPlaceholders
        label={label}
        layout={layout}
        count={placeholderCount}
        className={cn(gridClasses, className)}
      />
    );
  }
  return (
    <RadioGroup.Root
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      value={value}
      onValueChange={onValueChange}
      className={cn(gridClasses, className)}
    >
      {items.map((item) => (
        <OptionCard key={item.value} item={item} layout={layout} />
      ))}
    </RadioGroup.Root>
  );
}
