import { lazy } from "react";
import { AfterFirstView } from "#web/components/AfterFirstView.tsx";
import { AfricaHero } from "../components/AfricaHero.tsx";

/** The customiser and the story load once the hero is on screen; their place is held meanwhile. */
const AfricaBody = lazy(() => import("../components/AfricaBody.tsx"));

export default function AfricaR3dPage() {
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
