import { Suspense } from "react";
import { PRODUCT_IDS } from "#shared/catalogue.ts";
import type { PageLoader } from "#shared/page-render.ts";
import { africaColorsQuery } from "#web/catalogue/africa-colors.ts";
import { africaFramesQuery } from "#web/catalogue/africa-frames.ts";
import { africaLensTypesQuery } from "#web/catalogue/africa-lens-types.ts";
import { africaVisionTypesQuery } from "#web/catalogue/africa-vision-types.ts";
import { shopSettingsQuery } from "#web/catalogue/shop-settings.ts";
import { stockQuery } from "#web/catalogue/stock.ts";
import { testimonialsQuery } from "#web/catalogue/testimonials.ts";
import { servedLazy } from "#web/components/served-lazy.tsx";
import { mediaQuery } from "#web/media/use-media.ts";
import { AfricaHero } from "../components/AfricaHero.tsx";

export { lcp, meta } from "./AfricaR3dPage.meta.ts";

/** The answers the server renders the page with. */
export const loader: PageLoader = (catalogue) => ({
  ...catalogue.product(PRODUCT_IDS.africaR3d),
  ...catalogue.lists(
    africaFramesQuery.url,
    africaColorsQuery.url,
    africaVisionTypesQuery.url,
    africaLensTypesQuery.url,
    shopSettingsQuery.url,
    stockQuery.url,
    testimonialsQuery.url,
    mediaQuery.url,
  ),
});

/** The customiser and the story: in the served page, their code in a chunk of its own. */
const AfricaBody = servedLazy(() => import("../components/AfricaBody.tsx"));

export default function AfricaR3dPage() {
  return (
    <>
      <AfricaHero />
      <Suspense
        fallback={
          <div
            id="africa-customiser"
            aria-busy="true"
            className="mx-auto min-h-[150rem] max-w-7xl scroll-mt-20 px-4 py-14 sm:px-6"
          />
        }
      >
        <AfricaBody />
      </Suspense>
    </>
  );
}
