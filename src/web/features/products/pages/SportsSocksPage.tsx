import { PackageSearch } from "lucide-react";
import { useEffect } from "react";
import type { PageLoader } from "#shared/page-render.ts";
import { useProducts } from "#web/catalogue/products.ts";
import { useSockSizes } from "#web/catalogue/sock-sizes.ts";
import { PageStatus } from "#web/components/PageStatus.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { mediaQuery } from "#web/media/use-media.ts";
import { DeferredProductInfoTabs } from "../components/DeferredProductInfoTabs.tsx";
import { SockCareAndSizing } from "../components/socks/SockCareAndSizing.tsx";
import { SockCarousel } from "../components/socks/SockCarousel.tsx";
import { SocksPurchase } from "../components/socks/SocksPurchase.tsx";

export { lcp, lcpUpload, meta } from "./SportsSocksPage.meta.ts";

/** The answers the server renders the page with. */
export const loader: PageLoader = (catalogue) =>
  catalogue.lists("/api/products", "/api/sock-sizes", "/api/stock", "/api/shop-settings", mediaQuery.url);

const SOCKS_TYPE = "socks";

function SocksSkeleton() {
  return (
    <div role="status" aria-label="Loading sports socks" className="grid gap-10 md:grid-cols-2">
      <Skeleton className="aspect-square w-full" />
      <div className="space-y-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-12 w-40" />
      </div>
    </div>
  );
}

export default function SportsSocksPage() {
  const productsQuery = useProducts();
  const sizesQuery = useSockSizes();
  const failed = productsQuery.isError;

  useEffect(() => {
    if (!failed) return;
    toast({
      title: "Error",
      description: "Product information could not be loaded. Please try again later.",
      variant: "destructive",
    });
  }, [failed]);

  const product = productsQuery.data?.find((p) => p.productType === SOCKS_TYPE);

  if (productsQuery.isPending) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <SocksSkeleton />
      </div>
    );
  }
  if (!product) {
    return (
      <PageStatus
        icon={<PackageSearch />}
        title="Product Not Found"
        description="The Sports Socks product information could not be loaded. Please try again later or contact support."
      />
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="grid gap-10 md:grid-cols-2">
        <SockCarousel />
        <div>
          <h1 className="text-4xl font-black sm:text-5xl">{product.name}</h1>
          <p className="mt-4 text-lg text-zinc-700">{product.description}</p>
          <div className="mt-8">
            <SocksPurchase
              product={product}
              sizes={sizesQuery.data ?? []}
              sizesLoading={sizesQuery.isPending}
            />
          </div>
        </div>
      </div>
      <div className="mt-14 max-w-3xl">
        <DeferredProductInfoTabs product={product} />
      </div>
      <div className="mt-14">
        <SockCareAndSizing sizes={sizesQuery.data ?? []} />
      </div>
    </div>
  );
}
