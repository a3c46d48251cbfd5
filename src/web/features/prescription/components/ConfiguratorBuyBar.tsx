import { ArrowRight } from "lucide-react";
import { formatPence } from "#shared/money.ts";
import { StickyBuyBar } from "#web/components/StickyBuyBar.tsx";
import type { ResolvedSelection } from "../lib/configurator.ts";
import { RxPreview } from "./RxPreview.tsx";

interface ConfiguratorBuyBarProps {
  resolved: ResolvedSelection;
  totalPence: number;
  actionLabel: string;
  onAction(): void;
  disabled?: boolean;
}

/** The prescription configurators' phone bar: the frame in its colour, the choice, the total and the next step. */
export function ConfiguratorBuyBar({ resolved, totalPence, ...action }: ConfiguratorBuyBarProps) {
  const { color, vision, lens, finish } = resolved;
  const summary = [
    color?.name ?? "No colour chosen",
    vision?.name,
    lens?.name ?? "No lens chosen",
    finish?.name,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <StickyBuyBar
      media={color ? <RxPreview resolved={resolved} thumbnail className="size-full" /> : undefined}
      summary={summary}
      total={formatPence(totalPence)}
      actionIcon={<ArrowRight aria-hidden="true" />}
      {...action}
    />
  );
}
