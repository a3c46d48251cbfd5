import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { DISPATCH_TIMES } from "#shared/delivery/dispatch-times.ts";
import { SPHERE_RANGE_TEXT } from "#shared/dioptres.ts";
import type { PageLoader } from "#shared/page-render.ts";
import { usePageTestimonials } from "#web/catalogue/testimonials.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { CallToAction } from "../components/CallToAction.tsx";
import { Benefits, GuideContact, UseCases } from "../components/guide/GuideSections.tsx";
import { LensOptionCards } from "../components/guide/LensOptionCards.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { Testimonials } from "../components/Testimonials.tsx";
import { lcp } from "./PrescriptionGuidePage.meta.ts";

export { lcp, meta } from "./PrescriptionGuidePage.meta.ts";

/** The answers the server renders the page with. */
export const loader: PageLoader = (catalogue) =>
  catalogue.lists(
    "/api/testimonials",
    "/api/shop-settings",
    "/api/vision-types",
    "/api/prescription-lens-types",
  );

export default function PrescriptionGuidePage() {
  const testimonials = usePageTestimonials("prescription-guide");
  return (
    <>
      <PageHero
        eyebrow="Prescription guide"
        title="Prescription Sports Sunglasses"
        image={{
          ...lcp,
          alt: "Prescription sports sunglasses in front of an eye chart",
        }}
      >
        <p>
          See every mile clearly. We glaze the full-wrap Primary+ frame with your own prescription, from{" "}
          {SPHERE_RANGE_TEXT}, and dispatch it {DISPATCH_TIMES.prescription.text}.
        </p>
      </PageHero>
      <Benefits />
      <LensOptionCards />
      <Testimonials title="Athletes who see the difference" items={testimonials} />
      <UseCases />
      <CallToAction
        title="Ready to order?"
        text="Choose your vision type, frame colour, lens technology and finish, then send us your prescription."
      >
        <Link to="/prescription-pro" className={buttonClasses("dark", "lg")}>
          Customise your prescription
          <ArrowRight aria-hidden="true" />
        </Link>
        <Link to="/" className={buttonClasses("outline", "lg")}>
          Shop non-prescription
        </Link>
      </CallToAction>
      <GuideContact />
    </>
  );
}
