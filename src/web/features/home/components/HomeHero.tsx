import { ArrowDown } from "lucide-react";
import { formatPence, poundsToPence } from "#shared/money.ts";
import type { Product } from "#shared/schemas/catalogue.ts";
import { ResponsiveImage } from "#web/components/ResponsiveImage.tsx";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { lcp } from "../pages/HomePage.meta.ts";

export const CUSTOMISER_ID = "customize";

export function HomeHero({ product }: { product: Product }) {
  return (
    <section aria-labelledby="home-title" className="bg-ink text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:px-6 md:grid-cols-2 md:py-16">
        <div>
          <p className="text-sm font-bold tracking-widest text-ember-300 uppercase">
            Premium sports sunglasses
          </p>
          <h1 id="home-title" className="mt-3 font-display text-4xl font-black sm:text-6xl">
            {product.name}
          </h1>
          <p className="mt-4 text-2xl font-bold">
            from <span className="text-ember-500">{formatPence(poundsToPence(product.basePrice))}</span>
          </p>
          <p className="mt-4 max-w-xl leading-relaxed text-zinc-300">{product.description}</p>
          <a href={`#${CUSTOMISER_ID}`} className={`${buttonClasses("primary", "lg")} mt-8`}>
            Build your pair
            <ArrowDown aria-hidden="true" />
          </a>
        </div>
        <ResponsiveImage
          {...lcp}
          alt="A runner at sunrise wearing Primary+ sports sunglasses"
          priority
          className="w-full rounded-xl"
        />
      </div>
    </section>
  );
}
