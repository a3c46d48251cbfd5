import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PRESCRIPTION_LIMITS } from "#shared/catalogue.ts";
import { formatDioptres } from "#shared/dioptres.ts";
import { ResponsiveImage } from "#web/components/ResponsiveImage.tsx";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { lcp } from "../pages/DynamicLandingPage.meta.ts";

export function LandingHero({ productsId }: { productsId: string }) {
  return (
    <section aria-labelledby="landing-title" className="bg-ink text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-16">
        <div>
          <p className="text-sm font-bold tracking-widest text-ember-300 uppercase">
            Sports eyewear for UK athletes
          </p>
          <h1 id="landing-title" className="mt-3 font-display text-4xl font-black sm:text-6xl">
            The Collection
          </h1>
          <p className="mt-5 max-w-xl text-lg text-zinc-300">
            Full-wrap sunglasses, prescription lenses up to {formatDioptres(PRESCRIPTION_LIMITS.sphere.max)},
            custom 3D-printed frames and the kit that keeps you moving: everything we make, in one place.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={`#${productsId}`} className={buttonClasses("primary", "lg")}>
              Browse the collection
            </a>
            <Link to="/" className={buttonClasses("inverse", "lg")}>
              Build your Primary+
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
        <ResponsiveImage
          {...lcp}
          alt="Primary+ sunglasses lined up in ten frame colours"
          priority
          className="w-full rounded-xl"
        />
      </div>
    </section>
  );
}
