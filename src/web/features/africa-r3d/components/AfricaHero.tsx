import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { FromPrice } from "#web/components/FromPrice.tsx";
import { ResponsiveImage } from "#web/components/ResponsiveImage.tsx";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { lcp } from "../pages/AfricaR3dPage.meta.ts";
import { CHARITY_STATEMENT } from "./AfricaStory.tsx";

export function AfricaHero() {
  return (
    <section className="bg-ink text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-16">
        <div>
          <p className="text-sm font-bold tracking-widest text-ember-300 uppercase">3D-printed eyewear</p>
          <h1 className="mt-2 text-4xl font-black sm:text-6xl">Africa R3D Collection</h1>
          <p className="mt-4 text-lg text-zinc-300">
            Custom-fit frames printed to order and glazed with your prescription. Choose a shape, a colour and
            a lens, and we'll make it yours.
          </p>
          <FromPrice productId={PRODUCT_IDS.africaR3d} />
          <p className="mt-4 font-semibold text-ember-300">{CHARITY_STATEMENT}</p>
          <a href="#africa-customiser" className={`${buttonClasses("primary", "lg")} mt-8`}>
            Design yours
          </a>
        </div>
        <ResponsiveImage
          {...lcp}
          alt="Africa R3D frames in seven colours laid out in a row"
          priority
          className="w-full rounded-xl"
        />
      </div>
    </section>
  );
}
