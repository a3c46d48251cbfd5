import { PackageSearch, RefreshCw, ShoppingBag, TriangleAlert } from "lucide-react";
import { useMemo, useState } from "react";
import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { lensTintSlug } from "#shared/image-paths.ts";
import { imagesOf, mediaTargets } from "#shared/media-pick.ts";
import { formatPence, poundsToPence } from "#shared/money.ts";
import type { PageLoader } from "#shared/page-render.ts";
import { spareLensChoices, spareLensImage } from "#shared/spare-lenses.ts";
import { stockNotice } from "#shared/stock.ts";
import { useBasket } from "#web/basket/BasketProvider.tsx";
import { toBasketProduct } from "#web/basket/basket-product.ts";
import { useProduct } from "#web/catalogue/product.ts";
import { useSpareLensTypes } from "#web/catalogue/spare-lens-types.ts";
import { useStock } from "#web/catalogue/stock.ts";
import { DeferredPurchaseInfo } from "#web/components/DeferredPurchaseInfo.tsx";
import { PageStatus } from "#web/components/PageStatus.tsx";
import { type GalleryView, ProductGallery } from "#web/components/ProductGallery.tsx";
import { StockNotice } from "#web/components/StockNotice.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { isNotFound } from "#web/lib/api.ts";
import { galleryViews } from "#web/media/gallery-views.ts";
import { mediaQuery, useMedia } from "#web/media/use-media.ts";
import { DeferredProductInfoTabs } from "../components/DeferredProductInfoTabs.tsx";
import { InstallationGuide } from "../components/spare-lenses/InstallationGuide.tsx";
import { LensChooser } from "../components/spare-lenses/LensChooser.tsx";
import { SelectedLensDetails } from "../components/spare-lenses/SelectedLensDetails.tsx";
import { SpareLensesSkeleton } from "../components/spare-lenses/SpareLensesSkeleton.tsx";
import { SPARE_LENS_GALLERY } from "./SpareLensesPage.meta.ts";

export { lcp, lcpUpload, meta } from "./SpareLensesPage.meta.ts";

/** The answers the server renders the page with. */
export const loader: PageLoader = (catalogue) => ({
  ...catalogue.product(PRODUCT_IDS.spare),
  ...catalogue.lists("/api/spare-lens-types", "/api/stock", "/api/shop-settings", mediaQuery.url),
});

export default function SpareLensesPage() {
  const productQuery = useProduct(PRODUCT_IDS.spare);
  const lensQuery = useSpareLensTypes();
  const { addAndShow } = useBasket();
  const stockOf = useStock();
  const [lensId, setLensId] = useState<number | null>(null);
  const lenses = useMemo(() => spareLensChoices(lensQuery.data ?? []), [lensQuery.data]);
  const media = useMedia();

  if (productQuery.isPending || lensQuery.isPending) return <SpareLensesSkeleton />;

  const retry = () => Promise.all([productQuery.refetch(), lensQuery.refetch()]);
  if ((productQuery.isError && !isNotFound(productQuery.error)) || lensQuery.isError) {
    return <LoadError onRetry={retry} />;
  }
  const product = productQuery.data;
  if (!product) {
    return (
      <PageStatus
        icon={<PackageSearch />}
        title="No Product Found"
        description="Sorry, we couldn't find the product you're looking for."
      />
    );
  }

  // Every tint is the same sellable variant: the product's stock.
  const stock = stockOf({ productId: product.id });
  const soldOut = stock.kind === "out";
  const notice = stockNotice(stock);
  const lens = soldOut ? null : (lenses.find((l) => l.id === lensId) ?? null);
  // Until a tint is chosen the gallery shows the first.
  const shown = lens ?? lenses[0];
  const pricePence = poundsToPence(product.basePrice) + (lens ? poundsToPence(lens.additionalPrice) : 0);

  const addToBasket = () => {
    if (!lens) return;
    addAndShow({
      product: toBasketProduct(product),
      quantity: 1,
      lensType: { id: lens.id, name: lens.name, additionalPrice: lens.additionalPrice },
      unitPricePence: pricePence,
    });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-bold tracking-widest text-ember-700 uppercase">Primary+ accessories</p>
        <h1 className="mt-2 text-4xl font-black sm:text-5xl">{product.name}</h1>
        <p className="mt-4 text-lg text-zinc-700">{product.description}</p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="choose-lens-heading">
          <h2 id="choose-lens-heading" className="mb-4 font-display text-2xl font-bold">
            Choose your tint
          </h2>
          {lenses.length > 0 ? (
            <LensChooser
              lenses={lenses}
              value={lensId}
              onChange={setLensId}
              labelledBy="choose-lens-heading"
              disabled={soldOut}
            />
          ) : (
            <p className="text-zinc-600">No replacement lenses are available right now.</p>
          )}
        </section>

        <section aria-label="Your lens" className="flex flex-col gap-5 lg:sticky lg:top-24 lg:self-start">
          {shown ? (
            <ProductGallery
              product={shown.name}
              views={galleryViews(
                imagesOf(media, mediaTargets.lens("spare", shown.id)),
                lensViews(shown.name),
                "landscape",
              )}
              sizes={SPARE_LENS_GALLERY.sizes}
            />
          ) : null}
          <SelectedLensDetails lens={lens} />
          <div>
            <p className="text-sm text-zinc-600">Price</p>
            <p aria-live="polite" data-testid="spare-lens-price" className="text-3xl font-black tabular-nums">
              {formatPence(pricePence)}
            </p>
            {notice ? <StockNotice text={notice} /> : null}
          </div>
          <Button size="lg" onClick={addToBasket} disabled={!lens} className="w-full sm:w-auto">
            <ShoppingBag aria-hidden="true" />
            Add to Basket
          </Button>
          {!lens && !soldOut ? (
            <p className="text-sm text-zinc-600">Select a lens to add it to your basket.</p>
          ) : null}
          <DeferredPurchaseInfo productType="spare" />
        </section>
      </div>

      <div className="mt-14 max-w-3xl">
        <DeferredProductInfoTabs product={product} />
      </div>
      <div className="mt-14">
        <InstallationGuide />
      </div>
    </div>
  );
}

/**
 * The tint on its own, from the front and fitted to a frame (scripts/images/views.mjs). The first tint's
 * first view is the page's LCP picture on a wide screen, which the server preloads (its `lcp`, SpareLensesPage.meta.ts).
 */
function lensViews(name: string): GalleryView[] {
  const tint = lensTintSlug(name);
  return [
    { label: "The lens", src: spareLensImage(name), alt: `The ${name} lens` },
    {
      label: "From the front",
      src: `/images/views/lens-${tint}-front.jpg`,
      alt: `The ${name} lens from the front`,
    },
    {
      label: "Fitted to a frame",
      src: `/images/views/lens-${tint}-fitted.jpg`,
      alt: `The ${name} lens fitted to a black Primary+ frame`,
    },
  ].map((view) => ({ ...view, width: SPARE_LENS_GALLERY.width, height: SPARE_LENS_GALLERY.height }));
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <PageStatus
      tone="error"
      icon={<TriangleAlert />}
      title="Oops! Something went wrong."
      description="We couldn't load the product information. Please try again later."
    >
      <Button variant="dark" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try Again
      </Button>
    </PageStatus>
  );
}
