import { Search } from "lucide-react";
import { FAQ_CATEGORIES, type FaqFilter } from "#shared/faq/types.ts";
import { Input } from "#web/components/ui/input.tsx";
import { cn } from "#web/lib/cn.ts";

const FILTERS: readonly FaqFilter[] = ["All", ...FAQ_CATEGORIES];

interface FaqFiltersProps {
  search: string;
  onSearch(value: string): void;
  category: FaqFilter;
  onCategory(value: FaqFilter): void;
}

export function FaqFilters({ search, onSearch, category, onCategory }: FaqFiltersProps) {
  return (
    <div className="grid gap-4">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-zinc-500"
        />
        <Input
          type="search"
          aria-label="Search the FAQ"
          placeholder="Search FAQ topics, lens types, pricing..."
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className="pl-10"
        />
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Filter by category</legend>
        {FILTERS.map((filter) => {
          const active = filter === category;
          return (
            <button
              key={filter}
              type="button"
              aria-pressed={active}
              onClick={() => onCategory(filter)}
              className={cn(
                "h-9 cursor-pointer rounded-full border px-4 text-sm font-semibold transition-colors",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-500",
                active
                  ? "border-ink bg-ink text-white"
                  : "border-zinc-300 bg-white text-zinc-900 hover:border-zinc-900",
              )}
            >
              {filter}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
