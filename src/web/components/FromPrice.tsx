import { poundsToPence } from "#shared/money.ts";
import { useProduct } from "#web/catalogue/product.ts";
import { cn } from "#web/lib/cn.ts";
import { PriceText } from "./PriceText.tsx";

/** "From £120.00": a configured product's starting price (its base price, the figure its structured data gives). */
export function FromPrice({ productId, className }: { productId: number; className?: string }) {
  const product = useProduct(productId);
  const pence = product.data ? poundsToPence(product.data.basePrice) : undefined;
  return (
    <p className={cn("mt-4 text-xl font-bold", className)}>
      From <PriceText pence={pence} loading={product.isPending} />
    </p>
  );
}
