import { ChevronDown } from "lucide-react";
import type { ResolvedFaqItem } from "#shared/faq/types.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { cn } from "#web/lib/cn.ts";

interface FaqCardProps {
  item: ResolvedFaqItem;
  open: boolean;
  onToggle(id: number): void;
}

export function FaqCard({ item, open, onToggle }: FaqCardProps) {
  const panelId = `faq-answer-${item.id}`;
  return (
    <li className="rounded-xl border border-zinc-200 bg-white shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(item.id)}
          className="flex w-full cursor-pointer items-start justify-between gap-4 rounded-xl p-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-500 sm:p-5"
        >
          <span className="grid min-w-0 flex-1 gap-2">
            <Badge variant="outline" className="w-fit">
              {item.category}
            </Badge>
            <span className="font-semibold text-zinc-900">{item.question}</span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn("mt-1 size-5 shrink-0 transition-transform", open && "rotate-180")}
          />
        </button>
      </h2>
      {open ? (
        <div id={panelId} className="border-t border-zinc-100 px-4 pt-3 pb-4 sm:px-5 sm:pb-5">
          <p className="text-zinc-700">{item.answer}</p>
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
            {item.tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
