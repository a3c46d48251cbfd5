import type { ReactNode } from "react";

export function DialogSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t border-zinc-200 pt-5 first:border-t-0 first:pt-0">
      <h3 className="text-sm font-bold tracking-wide text-zinc-700 uppercase">{title}</h3>
      {children}
    </section>
  );
}
