import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";

interface ContentTab {
  value: string;
  label: string;
  content: ReactNode;
}

interface ContentTabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly ContentTab[];
  defaultValue?: string;
  className?: string;
  tone?: "light" | "dark";
}

/** Radix Tabs with the shop's look: arrow keys move between tabs, Tab moves into the panel. */
export function ContentTabs({ label, tabs, defaultValue, className, tone = "light" }: ContentTabsProps) {
  const dark = tone === "dark";
  return (
    <Tabs.Root defaultValue={defaultValue ?? tabs[0]?.value} className={className}>
      <Tabs.List
        aria-label={label}
        className={cn("flex gap-1 overflow-x-auto border-b", dark ? "border-white/20" : "border-zinc-200")}
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className={cn(
              "-mb-px shrink-0 cursor-pointer border-b-2 border-transparent px-4 py-3 text-sm font-bold uppercase transition-colors",
              "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ember-500",
              dark
                ? "text-zinc-300 hover:text-white data-[state=active]:border-ember-500 data-[state=active]:text-white"
                : "text-zinc-600 hover:text-zinc-900 data-[state=active]:border-ink data-[state=active]:text-zinc-900",
            )}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          className="pt-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-500"
        >
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
