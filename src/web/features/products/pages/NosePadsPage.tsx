import { PackageSearch, ShoppingBag } from "lucide-react";
import { useState } from "react";
import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { mediaTargets } from "#shared/media-pick.ts";
import { formatPence, poundsToPence } from "#shared/money.ts";
import type { PageLoader } from "#shared/page-render.ts";
import { lineTotalPence } from "#shared/pricing/index.ts";
import { quantityLimit, stockNotice } from "#shared/stock.ts";
import { useBasket } from "#web/basket/BasketProvider.tsx";
import { toBasketProduct } from "#web/basket/basket-product.ts";
import { MAX_LINE_QUANTITY } from "#web/basket/basket-types.ts";
import { useProduct } from "#web/catalogue/product.ts";
import { useStock } from "#web/catalogue/stock.ts";
import { PageStatus } from "#web/components/PageStatus.tsx";
import { type GalleryView, ProductGallery } from "#web/components/ProductGallery.tsx";
import { PurchaseInfo } from "#web/components/PurchaseInfo.tsx";
import { QuantityStepper } from "#web/components/QuantityStepper.tsx";
import { StockNotice } from "#web/components/StockNotice.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { galleryViews } from "#web/media/gallery-views.ts";
import { mediaQuery, useImages } from "#web/media/use-media.ts";
import { DeferredProductInfoTabs } from "../components/DeferredProductInfoTabs.tsx";
import { lcp } from "./NosePadsPage.meta.ts";

export { lcp, lcpUpload, meta } from "./NosePadsPage.meta.ts";

/** The answers the server renders the page with. */
export const loader: PageLoader = (catalogue) => ({
  ...catalogue.product(PRODUCT_IDS.nosePads),
  ...catalogue.lists("/api/stock", "/api/shop-settings", mediaQuery.url),
});

function NosePadsSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading spare nose pads"
      className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 md:grid-cols-2"
    >
      <Skeleton className="aspect-[4/3] w-full" />
      <div className="space-y-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-12 w-40" />
      </div>
    </div>
  );
}

/** The first view is the page's LCP picture, preloaded by the server; the others share its size. */
const FIRST = lcp;

const NOSE_PAD_VIEWS: readonly GalleryView[] = [
  {
    label: "The pack",
    src: FIRST.src,
    alt: "Three pairs of soft silicone nose pads beside a Primary+ frame",
  },
  {
    label: "Close-up",
    src: "/images/views/nose-pads-detail.jpg",
    alt: "A pair of silicone nose pads close up",
  },
  {
    label: "Fitted to a frame",
    src: "/images/views/nose-pads-fitted.jpg",
    alt: "Nose pads fitted to a Primary+ frame, seen from above",
  },
].map((view) => ({ ...view, width: FIRST.width, height: FIRST.height }));

export default function NosePadsPage() {
  const productQuery = useProduct(PRODUCT_IDS.nosePads);
  const { addAndShow } = useBasket();
  const stockOf = useStock();
  const [quantity, setQuantity] = useState(1);
  const uploads = useImages(mediaTargets.product(PRODUCT_IDS.nosePads));

  if (productQuery.isPending) return <NosePadsSkeleton />;
  const product = productQuery.data;
  if (!product) {
    return (
      <PageStatus
        icon={<PackageSearch />}
        title="Product Not Found"
        description="Sorry, this product is currently unavailable."
      />
    );
  }

  const stock = stockOf({ productId: product.id });
  const soldOut = stock.kind === "out";
  const notice = stockNotice(stock);
  const maxQuantity = quantityLimit(stock, MAX_LINE_QUANTITY);
  const packs = Math.min(quantity, Math.max(maxQuantity, 1));
  const unitPence = poundsToPence(product.basePrice);
  const totalPence = lineTotalPence({ unitPence, quantity: packs, productType: product.productType });
  const addToBasket = () => {
    if (soldOut) return;
    addAndShow({ product: toBasketProduct(product), quantity: packs, unitPricePence: unitPence });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="grid gap-10 md:grid-cols-2">
        <ProductGallery
          product={product.name}
          views={galleryViews(uploads, NOSE_PAD_VIEWS, "landscape")}
          priority
          sizes={FIRST.sizes}
        />
        <div className="flex flex-col gap-6">
          <div>
            <p className="text-sm font-bold tracking-widest text-ember-700 uppercase">Accessories</p>
            <h1 className="mt-2 text-4xl font-black sm:text-5xl">{product.name}</h1>
            <p className="mt-4 text-lg text-zinc-700">{product.description}</p>
          </div>
          <p className="text-zinc-700">
            <span className="text-2xl font-black text-zinc-900 tabular-nums">{formatPence(unitPence)}</span> a
            pack
          </p>
          {notice ? <StockNotice text={notice} /> : null}
          <QuantityStepper value={packs} onChange={setQuantity} max={Math.max(maxQuantity, 1)} />
          <div aria-live="polite">
            <p className="text-sm text-zinc-600">Total</p>
            <p data-testid="nose-pads-total" className="text-3xl font-black tabular-nums">
              {formatPence(totalPence)}
            </p>
          </div>
          <Button size="lg" onClick={addToBasket} disabled={soldOut} className="w-full sm:w-auto">
            <ShoppingBag aria-hidden="true" />
            Add to Basket
          </Button>
          <PurchaseInfo productType="accessories" />
        </div>
      </div>
      <div className="mt-14 max-w-3xl">
        <DeferredProductInfoTabs product={product} />
      </div>
    </div>
  );
}
