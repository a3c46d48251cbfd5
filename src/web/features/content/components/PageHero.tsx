import type { ReactNode } from "react";
import type { LcpImage } from "#shared/page-meta.ts";
import { ResponsiveImage } from "#web/components/ResponsiveImage.tsx";

interface PageHeroProps {
  eyebrow: string;
  title: string;
  children?: ReactNode;
  /** The page's LCP picture (the page's `lcp`), which the server preloads. */
  image?: LcpImage & { alt: string };
}

/** The dark opening band of a content page, with its h1. */
export function PageHero({ eyebrow, title, children, image }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className="bg-ink text-white">
      <div
        className={`mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 sm:px-6 md:py-16 ${image ? "md:grid-cols-2" : ""}`}
      >
        <div>
          <p className="text-sm font-bold tracking-widest text-ember-300 uppercase">{eyebrow}</p>
          <h1
            id="page-title"
            className="mt-3 font-display text-4xl font-black break-words sm:text-5xl lg:text-6xl"
          >
            {title}
          </h1>
          {children ? <div className="mt-5 max-w-2xl space-y-4 text-lg text-zinc-300">{children}</div> : null}
        </div>
        {image ? <ResponsiveImage {...image} priority className="w-full rounded-xl" /> : null}
      </div>
    </section>
  );
}
