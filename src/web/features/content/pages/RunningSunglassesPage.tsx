import { ArrowRight, Truck } from "lucide-react";
import { Link } from "react-router";
import { PRODUCT_IDS } from "#shared/catalogue.ts";
import type { PageLoader } from "#shared/page-render.ts";
import { ukDeliveryPhrase } from "#shared/shop-info.ts";
import { CATALOGUE_STALE_MS } from "#web/catalogue/catalogue-query.ts";
import { productBasePence } from "#web/catalogue/prices.ts";
import { useProducts } from "#web/catalogue/products.ts";
import { useShopRules } from "#web/catalogue/shop-settings.ts";
import { PriceText } from "#web/components/PriceText.tsx";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { CallToAction } from "../components/CallToAction.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { LensGuide, RunningChecklist } from "../components/RunningGuideSections.tsx";
import { lcp } from "./RunningSunglassesPage.meta.ts";

export { lcp, meta } from "./RunningSunglassesPage.meta.ts";

/** The answers the server renders the page with. */
export const loader: PageLoader = (catalogue) => catalogue.lists("/api/products", "/api/shop-settings");

export default function RunningSunglassesPage() {
  const products = useProducts({ staleTime: CATALOGUE_STALE_MS });
  const rules = useShopRules();
  const { returnsDays } = rules.policies;
  const ukDelivery = ukDeliveryPhrase(rules);
  const price = (
    <PriceText
      pence={productBasePence(products.data, PRODUCT_IDS.primary)}
      loading={products.isPending}
      className="font-bold"
    />
  );

  return (
    <>
      <PageHero
        eyebrow="Running guide"
        title="Running Sunglasses Guide"
        image={{
          ...lcp,
          alt: "A lone runner climbing a ridge at sunset",
        }}
      >
        <p>
          Good running sunglasses disappear on your face and keep your eyes relaxed for hours. Here is what
          matters on the road and the trail, from fit and weight to choosing the right lens.
        </p>
        <p className="flex items-center gap-2 text-white" data-testid="running-price">
          <Truck aria-hidden="true" className="size-5 shrink-0 text-ember-500" />
          <span>
            Primary+ from {price} with {ukDelivery}.
          </span>
        </p>
      </PageHero>

      <section aria-labelledby="why-title" className="mx-auto max-w-3xl px-4 pt-14 sm:px-6">
        <h2 id="why-title" className="font-display text-3xl font-black sm:text-4xl">
          Why run in sunglasses?
        </h2>
        <div className="mt-4 space-y-4 leading-relaxed text-zinc-700">
          <p>
            Squinting tenses your face, neck and shoulders, and tension costs energy. A good lens lets you
            relax, read the ground earlier and keep your form late in a race.
          </p>
          <p>
            Sunglasses also shield your eyes from UV, wind, pollen, grit and the odd low branch. On a winter
            morning with the sun just above the horizon, they can be the difference between seeing a kerb and
            finding it.
          </p>
        </div>
      </section>

      <RunningChecklist />
      <LensGuide />

      <section aria-labelledby="rx-title" className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h2 id="rx-title" className="font-display text-3xl font-black sm:text-4xl">
          Need a prescription?
        </h2>
        <p className="mt-4 leading-relaxed text-zinc-700">
          Contact lenses and long runs do not always mix. We glaze the same full-wrap frame with your own
          prescription, single vision or varifocal, with every coating included.
        </p>
        <Link to="/prescription-pro" className={`${buttonClasses("dark")} mt-6`}>
          Customise your prescription
          <ArrowRight aria-hidden="true" />
        </Link>
      </section>

      <CallToAction
        title="Find your pair"
        text={
          <>
            Primary+ from {price}, with {ukDelivery} and {returnsDays}-day returns.
          </>
        }
      >
        <Link to="/" className={buttonClasses("dark", "lg")}>
          Shop Primary+
          <ArrowRight aria-hidden="true" />
        </Link>
        <Link to="/prescription-pro" className={buttonClasses("outline", "lg")}>
          Prescription options
        </Link>
      </CallToAction>
    </>
  );
}
