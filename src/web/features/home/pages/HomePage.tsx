import { PRODUCT_IDS } from "#shared/catalogue.ts";
import type { PageLoader } from "#shared/page-render.ts";
import { useProduct } from "#web/catalogue/product.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { mediaQuery } from "#web/media/use-media.ts";
import { AthletesSection } from "../components/AthletesSection.tsx";
import { Customiser } from "../components/Customiser.tsx";
import { FeatureGrid } from "../components/FeatureGrid.tsx";
import { HomeHero } from "../components/HomeHero.tsx";
import { ProductViews } from "../components/ProductViews.tsx";
import { SpecsCard } from "../components/SpecsCard.tsx";

export { lcp, meta } from "./HomePage.meta.ts";

/** The answers the server renders the page with. */
export const loader: PageLoader = (catalogue) => ({
  ...catalogue.product(PRODUCT_IDS.primary),
  ...catalogue.lists(
    "/api/colors",
    "/api/primary-lens-types",
    "/api/stock",
    "/api/shop-settings",
    mediaQuery.url,
  ),
});

function ProductError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="font-display text-4xl font-black">Premium sports sunglasses</h1>
      <p role="alert" className="mt-4 text-zinc-700">
        {message}
      </p>
      <Button className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </section>
  );
}

export default function HomePage() {
  // The home page's product: always stale, retried 3 times, refetched on window focus.
  const product = useProduct(PRODUCT_IDS.primary, { staleTime: 0, retry: 3, refetchOnWindowFocus: true });

  if (product.isPending) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center text-zinc-500">
        <Spinner label="Loading product" className="[&_svg]:size-8" />
      </div>
    );
  }
  if (product.isError) {
    return (
      <ProductError
        message="Failed to load product. Please try refreshing the page."
        onRetry={() => product.refetch()}
      />
    );
  }
  const { data } = product;
  return (
    <>
      <HomeHero product={data} />
      <FeatureGrid features={data.features} />
      <ProductViews name={data.name} />
      <Customiser product={data} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 [&>*]:min-w-0">
        <SpecsCard specs={data.technicalSpecs} />
        <AthletesSection />
      </div>
    </>
  );
}
