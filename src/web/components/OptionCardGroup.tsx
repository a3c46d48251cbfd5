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
  "hover:border-zinc-500 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ember-500",
  "has-checked:border-ink has-checked:bg-zinc-50",
  "has-disabled:cursor-not-allowed has-disabled:opacity-60",
);

function CheckMark() {
  return (
    <span
      aria-hidden="true"
      className="grid size-5 shrink-0 place-items-center rounded-full border-2 border-zinc-400 group-has-checked:border-ink"
    >
      <span className="hidden size-2.5 rounded-full bg-ember-500 group-has-checked:block" />
    </span>
  );
}

interface OptionCardProps {
  item: OptionCardItem;
  layout: "list" | "tiles";
  name: string;
  checked: boolean;
  onChoose(value: string): void;
}

/**
 * A native radio laid invisibly over the whole card: the browser gives the group its arrow keys and a
 * click anywhere on the card chooses it, with or without the app's code (so the cards are in the served
 * page and work from the first paint).
 */
function OptionCard({ item, layout, name, checked, onChoose }: OptionCardProps) {
  const id = useId();
  const hasDescription = item.description !== undefined || item.detail !== undefined;
  return (
    <label
      className={cn(cardClasses, layout === "tiles" ? "flex-col overflow-hidden" : "items-start gap-3 p-4")}
    >
      <input
        type="radio"
        name={name}
        value={item.value}
        checked={checked}
        disabled={item.disabled}
        onChange={() => onChoose(item.value)}
        aria-labelledby={`${id}-label`}
        aria-describedby={hasDescription ? `${id}-description` : undefined}
        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-lg opacity-0 disabled:cursor-not-allowed"
      />
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
                  <>
                    {item.description ? <span className="sr-only">. </span> : null}
                    {/* On a phone the price sits under the text, which then keeps the card's width for words. */}
                    <span className="mt-1 block font-semibold text-zinc-900 tabular-nums sm:sr-only">
                      {item.detail}
                    </span>
                  </>
                ) : null}
              </span>
            ) : null}
          </span>
          {item.detail ? (
            <span aria-hidden="true" className="hidden shrink-0 font-semibold tabular-nums sm:block">
              {item.detail}
            </span>
          ) : null}
        </>
      )}
    </label>
  );
}

/** A single-choice list of cards (native radios): arrow keys move and select, Tab leaves the group. */
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
  const name = useId();
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
    <div
      role="radiogroup"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={cn(gridClasses, className)}
    >
      {items.map((item) => (
        <OptionCard
          key={item.value}
          item={item}
          layout={layout}
          name={name}
          checked={item.value === value}
          onChoose={onValueChange}
        />
      ))}
    </div>
  );
}
