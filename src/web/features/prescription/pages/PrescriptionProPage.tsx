import { lazy } from "react";
import { AfterFirstView } from "#web/components/AfterFirstView.tsx";
import { ConfiguredVideo } from "#web/components/ConfiguredVideo.tsx";
import { ConfiguratorPlaceholder } from "../components/ConfiguratorPlaceholder.tsx";
import { RxGallery } from "../components/RxGallery.tsx";

const ProConfigurator = lazy(() => import("../components/ProConfigurator.tsx"));

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

      <AfterFirstView fallback={<ConfiguratorPlaceholder />}>
        <ProConfigurator />
      </AfterFirstView>
    </div>
  );
}
