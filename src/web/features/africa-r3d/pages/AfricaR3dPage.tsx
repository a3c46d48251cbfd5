import { lazy } from "react";
import { africaColorsQuery } from "#web/catalogue/africa-colors.ts";
import { africaFramesQuery } from "#web/catalogue/africa-frames.ts";
import { africaLensTypesQuery } from "#web/catalogue/africa-lens-types.ts";
import { africaVisionTypesQuery } from "#web/catalogue/africa-vision-types.ts";
import { useAnswersInPage } from "#web/catalogue/catalogue-query.ts";
import { shopSettingsQuery } from "#web/catalogue/shop-settings.ts";
import { stockQuery } from "#web/catalogue/stock.ts";
import { testimonialsQuery } from "#web/catalogue/testimonials.ts";
import { AfterFirstView } from "#web/components/AfterFirstView.tsx";
import { AfricaHero } from "../components/AfricaHero.tsx";

/** The customiser and the story load once the hero is on screen; their place is held meanwhile. */
const AfricaBody = lazy(() => import("../components/AfricaBody.tsx"));

export default function AfricaR3dPage() {
  // The customiser arrives after the first view; its answers come with the page.
  useAnswersInPage(
    africaFramesQuery,
    africaColorsQuery,
    africaVisionTypesQuery,
    africaLensTypesQuery,
    shopSettingsQuery,
    stockQuery,
    testimonialsQuery,
  );
  return (
    <>
      <AfricaHero />
      <AfterFirstView
        fallback={
          <div
            id="africa-customiser"
            aria-busy="true"
            className="mx-auto min-h-[150rem] max-w-7xl scroll-mt-20 px-4 py-14 sm:px-6"
          />
        }
      >
        <AfricaBody />
      </AfterFirstView>
    </>
  );
}
