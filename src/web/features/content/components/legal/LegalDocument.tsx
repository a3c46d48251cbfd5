import type { ReactNode } from "react";
import { ukLongDateText } from "#shared/dates.ts";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** ISO day, "2026-11-24". */
  lastUpdated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** A numbered legal text with a table of contents. */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 md:py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">{title}</h1>
      <p className="mt-3 text-sm font-semibold text-zinc-600">
        Last updated <time dateTime={lastUpdated}>{ukLongDateText(lastUpdated) ?? lastUpdated}</time>
      </p>
      <div className="mt-6 space-y-4 leading-relaxed text-zinc-700">{intro}</div>

      <nav aria-labelledby="contents-title" className="mt-8 rounded-xl border border-zinc-200 bg-zinc-50 p-5">
        <h2 id="contents-title" className="text-sm font-bold tracking-widest">
          Contents
        </h2>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-ember-700 underline-offset-4 hover:underline">
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div data-testid="legal-sections">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-10 scroll-mt-24 md:scroll-mt-32"
          >
            <h2 id={`${section.id}-title`} className="text-2xl font-bold">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-zinc-700 [&_a]:text-ember-700 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1.5">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
