import { cn } from "#web/lib/cn.ts";

export interface NavSection {
  id: string;
  label: string;
}

/** A sticky bar of in-page links; the section in view is marked current. */
export function SectionNav({ sections, active }: { sections: readonly NavSection[]; active?: string }) {
  return (
    <nav
      aria-label="On this page"
      className="sticky top-16 z-30 border-b border-zinc-200 bg-white/95 backdrop-blur md:top-[109px]"
    >
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2 sm:px-6">
        {sections.map((section) => {
          const current = section.id === active;
          return (
            <li key={section.id} className="shrink-0">
              <a
                href={`#${section.id}`}
                aria-current={current ? "location" : undefined}
                className={cn(
                  "inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold transition-colors",
                  current ? "bg-ink text-white" : "text-zinc-700 hover:bg-zinc-100",
                )}
              >
                {section.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
