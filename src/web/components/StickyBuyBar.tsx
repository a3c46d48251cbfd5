import type { ReactNode } from "react";
import { Button } from "./ui/button.tsx";

interface StickyBuyBarProps {
  /** A small picture of the current choice (frame in its colour), or nothing before a choice exists. */
  image?: { src: string; alt: string };
  /** Instead of `image`: a picture of its own (the configurators' stacked preview), 56 × 42 px. */
  media?: ReactNode;
  /** The current choice in a few words, e.g. "Celeste · Polarised". */
  summary: string;
  /** The running total as shown to the shopper ("£155.00"), or a prompt while there is none. */
  total: string;
  actionLabel: string;
  actionIcon?: ReactNode;
  onAction(): void;
  disabled?: boolean;
}

/**
 * On phones only: the choice, its running total and the buy button pinned to the bottom of the screen,
 * so they stay in view while the shopper scrolls through the options. The spacer keeps the page's last
 * content clear of the bar.
 */
export function StickyBuyBar({
  image,
  media,
  summary,
  total,
  actionLabel,
  actionIcon,
  onAction,
  disabled,
}: StickyBuyBarProps) {
  return (
    <>
      <div aria-hidden="true" className="h-24 md:hidden" />
      <section
        aria-label="Your choice"
        data-testid="sticky-buy-bar"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-zinc-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur md:hidden"
      >
        <div className="flex items-center gap-3">
          {media ? (
            <div className="h-11 w-14 shrink-0 overflow-hidden rounded-md border border-zinc-200">
              {media}
            </div>
          ) : image ? (
            <img
              src={image.src}
              alt={image.alt}
              width={56}
              height={42}
              className="h-11 w-14 shrink-0 rounded-md border border-zinc-200 bg-zinc-50 object-cover"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="truncate text-xs text-zinc-600">{summary}</p>
            <p
              aria-live="polite"
              data-testid="sticky-total"
              className="text-lg leading-tight font-black tabular-nums"
            >
              {total}
            </p>
          </div>
          <Button onClick={onAction} disabled={disabled} className="shrink-0">
            {actionIcon}
            {actionLabel}
          </Button>
        </div>
      </section>
    </>
  );
}
