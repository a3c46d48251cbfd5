import { ArrowRight } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import {
  DEFAULT_FINISH_ID,
  DEFAULT_FRAME_COLOR_ID,
  DEFAULT_PRESCRIPTION_LENS_TYPE_ID,
} from "#shared/catalogue.ts";
import type { PageLoader } from "#shared/page-render.ts";
import { AfterFirstView } from "#web/components/AfterFirstView.tsx";
import { DeferredPurchaseInfo } from "#web/components/DeferredPurchaseInfo.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { mediaQuery } from "#web/media/use-media.ts";
import { ConfiguratorSteps } from "../components/ConfiguratorSteps.tsx";
import { DiscountCodeBox } from "../components/DiscountCodeBox.tsx";
import { OrderSummary } from "../components/OrderSummary.tsx";
import { RxPreview } from "../components/RxPreview.tsx";
import { useConfigurator } from "../hooks/use-configurator.ts";
import type { ConfiguratorSelection } from "../lib/configurator.ts";

export { lcp, lcpUpload, meta } from "./LensConfiguratorPage.meta.ts";

/** The answers the server renders the page with. */
export const loader: PageLoader = (catalogue) =>
  catalogue.lists(
    "/api/vision-types",
    "/api/colors",
    "/api/prescription-lens-types",
    "/api/finishes",
    "/api/stock",
    mediaQuery.url,
    "/api/shop-settings",
  );

/** The alert's code (Radix AlertDialog) loads the first time it is needed. */
const MissingChoiceAlert = lazy(() =>
  import("../components/MissingChoiceAlert.tsx").then((m) => ({ default: m.MissingChoiceAlert })),
);

/** A bar shown on scrolling: it waits for the first view (as the purchase facts at the foot of the order box). */
const ConfiguratorBuyBar = lazy(() =>
  import("../components/ConfiguratorBuyBar.tsx").then((m) => ({ default: m.ConfiguratorBuyBar })),
);

/** The configurator starts at frame colour 1, single vision, lens type 12, finish 1, no code. */
const DEFAULTS: ConfiguratorSelection = {
  visionType: "single_vision",
  colorId: DEFAULT_FRAME_COLOR_ID,
  lensTypeId: DEFAULT_PRESCRIPTION_LENS_TYPE_ID,
  finishId: DEFAULT_FINISH_ID,
};

export default function LensConfiguratorPage() {
  const configurator = useConfigurator(DEFAULTS);
  const [alertOpen, setAlertOpen] = useState(false);
  const [alertWanted, setAlertWanted] = useState(false);
  const { resolved, price, discount } = configurator;

  const proceed = () => {
    if (configurator.placeOrder()) return;
    setAlertWanted(true);
    setAlertOpen(true);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-bold tracking-widest text-ember-700 uppercase">Prescription lenses</p>
        <h1 className="mt-2 text-4xl font-black sm:text-5xl">Lens Configurator</h1>
        <p className="mt-4 text-lg text-zinc-700">
          Build your prescription sunglasses: pick a frame colour, a lens category and technology, and a
          mirror finish. Your total updates as you go.
        </p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <ConfiguratorSteps
          options={configurator.options}
          selection={configurator.selection}
          onChange={configurator.update}
          visionLabel="Lens category"
        />
        <aside
          aria-label="Your configuration"
          className="flex flex-col gap-5 lg:sticky lg:top-24 lg:self-start"
        >
          <RxPreview resolved={resolved} priority className="w-full rounded-xl" />
          <DiscountCodeBox discount={discount} />
          <OrderSummary resolved={resolved} price={price} discountCode={discount.appliedCode} />
          <Button size="lg" onClick={proceed} className="w-full">
            Continue to Checkout
            <ArrowRight aria-hidden="true" />
          </Button>
          <DeferredPurchaseInfo productType="prescription_pro" />
        </aside>
      </div>
      <AfterFirstView fallback={null}>
        <ConfiguratorBuyBar
          resolved={resolved}
          totalPence={price.totalPence}
          actionLabel="Checkout"
          onAction={proceed}
        />
      </AfterFirstView>
      {alertWanted ? (
        <Suspense fallback={null}>
          <MissingChoiceAlert open={alertOpen} onOpenChange={setAlertOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
