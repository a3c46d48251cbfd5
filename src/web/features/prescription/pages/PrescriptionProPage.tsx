import { Suspense } from "react";
import { PRODUCT_IDS } from "#shared/catalogue.ts";
import type { PageLoader } from "#shared/page-render.ts";
import { colorsQuery } from "#web/catalogue/colors.ts";
import { finishesQuery } from "#web/catalogue/finishes.ts";
import { prescriptionLensTypesQuery } from "#web/catalogue/prescription-lens-types.ts";
import { shopSettingsQuery } from "#web/catalogue/shop-settings.ts";
import { stockQuery } from "#web/catalogue/stock.ts";
import { testimonialsQuery } from "#web/catalogue/testimonials.ts";
import { visionTypesQuery } from "#web/catalogue/vision-types.ts";
import { ConfiguredVideo } from "#web/components/ConfiguredVideo.tsx";
import { FromPrice } from "#web/components/FromPrice.tsx";
import { servedLazy } from "#web/components/served-lazy.tsx";
import { mediaQuery } from "#web/media/use-media.ts";
import { ConfiguratorPlaceholder } from "../components/ConfiguratorPlaceholder.tsx";
import { RxGallery } from "../components/RxGallery.tsx";

export { lcp, lcpUpload, meta } from "./PrescriptionProPage.meta.ts";

/** The answers the server renders the page with. */
export const loader: PageLoader = (catalogue) => ({
  ...catalogue.product(PRODUCT_IDS.prescriptionPro),
  ...catalogue.lists(
    visionTypesQuery.url,
    colorsQuery.url,
    prescriptionLensTypesQuery.url,
    finishesQuery.url,
    shopSettingsQuery.url,
    stockQuery.url,
    testimonialsQuery.url,
    mediaQuery.url,
  ),
});

const ProConfigurator = servedLazy(() => import("../components/ProConfigurator.tsx"));

export default function PrescriptionProPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid items-center gap-8 lg:grid-cols-2">
        <div>
          <p className="text-sm font-bold tracking-widest text-ember-700 uppercase">Prescription Pro</p>
          <h1 className="mt-2 text-4xl font-black sm:text-5xl">Customise Your Prescription Sunglasses</h1>
          <p className="mt-4 text-lg text-zinc-700">
            Choose your vision type, frame colour, lens technology and finish. Every pair is glazed to your
            prescription with all coatings included.
          </p>
          <FromPrice productId={PRODUCT_IDS.prescriptionPro} />
        </div>
        <ConfiguredVideo
          slot="prescriptionPro"
          title="Prescription Pro sunglasses in action"
          image={{
            src: "/images/hero-prescription.jpg",
            width: 1200,
            height: 675,
            alt: "A cyclist wearing prescription sports sunglasses on a mountain road",
          }}
        />
      </header>

      <RxGallery name="Prescription Pro" priority className="mt-10 max-w-2xl" />

      <Suspense fallback={<ConfiguratorPlaceholder />}>
        <ProConfigurator />
      </Suspense>
    </div>
  );
}
