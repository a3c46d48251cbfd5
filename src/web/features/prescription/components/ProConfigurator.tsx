import { FileText, Info } from "lucide-react";
import { Link } from "react-router";
import { PurchaseInfo } from "#web/components/PurchaseInfo.tsx";
import { useConfigurator } from "../hooks/use-configurator.ts";
import { ConfiguratorBuyBar } from "./ConfiguratorBuyBar.tsx";
import { ConfiguratorSteps } from "./ConfiguratorSteps.tsx";
import { DiscountCodeBox } from "./DiscountCodeBox.tsx";
import { OpticalRimAdvice } from "./OpticalRimAdvice.tsx";
import { OrderButton } from "./OrderButton.tsx";
import { OrderSummary } from "./OrderSummary.tsx";
import { ProInfoAccordion } from "./ProInfoAccordion.tsx";
import { RxPreview } from "./RxPreview.tsx";

/** Vision type starts at single vision; colour, lens and finish are the shopper's to choose. */
const INITIAL = { visionType: "single_vision", colorId: null, lensTypeId: null, finishId: null } as const;

/**
 * Everything of /prescription-pro below its opening (the steps, the order box, the buy bar and the
 * details): its own chunk, so the page's heading and gallery paint before the configurator's code arrives.
 */
export default function ProConfigurator() {
  const configurator = useConfigurator(INITIAL);
  const { price, discount } = configurator;

  return (
    <>
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
          <PurchaseInfo productType="prescription_pro" />
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
    </>
  );
}
