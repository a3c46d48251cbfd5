import type { ReactNode } from "react";

/** A closing band with a heading, a line of copy and its buttons. */
export function CallToAction({
  title,
  text,
  children,
}: {
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="cta-title" className="bg-ember-500 text-ink">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-title" className="font-display text-3xl font-black">
            {title}
          </h2>
          <p className="mt-2 max-w-2xl">{text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
