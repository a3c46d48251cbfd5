import { lazy } from "react";
import { cn } from "../lib/cn.ts";
import { AfterFirstView } from "./AfterFirstView.tsx";
import type { OptionCardGroupProps } from "./OptionCards.tsx";
import { OptionPlaceholders } from "./OptionPlaceholders.tsx";

export type { OptionCardGroupProps, OptionCardItem } from "./OptionCards.tsx";

/** Radix RadioGroup and its collection code: fetched once the page's first view is on screen. */
const OptionCards = lazy(() => import("./OptionCards.tsx").then((m) => ({ default: m.OptionCardGroup })));

/**
 * A single-choice list of cards (see OptionCards.tsx). Until its code has loaded it holds its place with
 * one placeholder per option, so the page does not move when the cards arrive.
 */
export function OptionCardGroup(props: OptionCardGroupProps) {
  const layout = props.layout ?? "list";
  const columns = props.columns ?? (layout === "tiles" ? "grid-cols-2 sm:grid-cols-4" : "");
  const count = props.loading ? (props.placeholderCount ?? 4) : Math.max(props.items.length, 1);
  return (
    <AfterFirstView
      fallback={
        <OptionPlaceholders
          label={props.label}
          layout={layout}
          count={count}
          className={cn("grid gap-3", columns, props.className)}
        />
      }
    >
      <OptionCards {...props} />
    </AfterFirstView>
  );
}
