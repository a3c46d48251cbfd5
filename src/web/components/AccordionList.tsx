import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";

interface AccordionEntry {
  value: string;
  title: string;
  content: ReactNode;
}

interface AccordionListProps {
  items: readonly AccordionEntry[];
  /** Heading level of the triggers, so the outline stays correct on each page. */
  headingLevel?: 2 | 3 | 4;
  defaultOpen?: string[];
  className?: string;
}

/** Radix Accordion, several sections open at once; each trigger is a heading with a button. */
export function AccordionList({ items, headingLevel = 3, defaultOpen, className }: AccordionListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Accordion.Root
      type="multiple"
      defaultValue={defaultOpen}
      className={cn("divide-y divide-zinc-200 rounded-xl border border-zinc-200 bg-white", className)}
    >
      {items.map((item) => (
        <Accordion.Item key={item.value} value={item.value}>
          <Accordion.Header asChild>
            <Heading>
              <Accordion.Trigger
                className={cn(
                  "group flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left font-bold",
                  "hover:bg-zinc-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ember-500",
                )}
              >
                {item.title}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-zinc-700">{item.content}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
