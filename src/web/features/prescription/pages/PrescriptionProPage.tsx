import { FileText, Info } from "lucide-react";
import { Link } from "react-router";
import { ConfiguredVideo } from "#web/components/ConfiguredVideo.tsx";
import { PurchaseInfo } from "#web/components/PurchaseInfo.tsx";
import { ConfiguratorBuyBar } from "../components/ConfiguratorBuyBar.tsx";
import { ConfiguratorSteps } from "../components/ConfiguratorSteps.tsx";
import { DiscountCodeBox } from "../components/DiscountCodeBox.tsx";
import { OpticalRimAdvice } from "../components/OpticalRimAdvice.tsx";
import { OrderButton } from "../components/OrderButton.tsx";
import { OrderSummary } from "../components/OrderSummary.tsx";
import { ProInfoAccordion } from "../components/ProInfoAccordion.tsx";
import { RxGallery } from "../components/RxGallery.tsx";
import { RxPreview } from "../components/RxPreview.tsx";
import { useConfigurator } from "../hooks/use-configurator.ts";

/** Vision type starts at single vision; colour, lens and finish are the shopper's to choose. */
const INITIAL = { visionType: "single_vision", colorId: null, lensTypeId: null, finishId: null } as const;

export default function PrescriptionProPage() {
  const configurator = useConfigurator(INITIAL);
  const { price, discount } = configurator;

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

      <div className="mt-12 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <ConfiguratorSteps
          options={configurator.options}
          selection={configurator.selection}
          onChange={configurator.update}
          lensNote={<OpticalRimAdvice />}
        />
        <aside aria-label="Your order" className="flex flex-col gap-5 lg:sticky lg:top-24 lg:self-start">
          <RxPreview resolved={configurator.resolved} className="mx-auto w-full max-w-64 rounded-xl" />
          <DiscountCodeBox discount={discount} />
          <OrderSummary resolved={configurator.resolved} price={price} discountCode={discount.appliedCode} />
          <OrderButton
            missing={configurator.missing}
            totalPence={price.totalPence}
            onOrder={() => configurator.placeOrder()}
          />
          <PurchaseInfo />
          <div className="space-y-2 text-sm text-zinc-700">
            <p className="flex gap-2">
              <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                You can{" "}
                <Link
                  to="/prescription-form"
                  className="font-semibold text-ember-700 underline underline-offset-4"
                >
                  submit your prescription details
                </Link>{" "}
                before or after ordering.
              </span>
            </p>
            <p className="flex gap-2">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                Made by athletes, for athletes.{" "}
                <Link to="/about" className="font-semibold text-ember-700 underline underline-offset-4">
                  About us
                </Link>
              </span>
            </p>
          </div>
        </aside>
      </div>

      <ConfiguratorBuyBar
        resolved={configurator.resolved}
        totalPence={price.totalPence}
        actionLabel="Order"
        disabled={configurator.missing.length > 0}
        onAction={() => configurator.placeOrder()}
      />

      <section aria-labelledby="pro-info-heading" className="mt-16">
        <h2 id="pro-info-heading" className="mb-5 font-display text-3xl font-bold">
          Why Prescription Pro
        </h2>
        <ProInfoAccordion />
      </section>
    </div>
  );
}
