import { MessageCircleQuestion, ShoppingBag } from "lucide-react";
import { useState } from "react";
import { formatPence, poundsToPence } from "#shared/money.ts";
import { socksTotalPence } from "#shared/pricing/index.ts";
import type { Product, SockSize } from "#shared/schemas/catalogue.ts";
import { stockNotice } from "#shared/stock.ts";
import { useBasket } from "#web/basket/BasketProvider.tsx";
import { toBasketProduct } from "#web/basket/basket-product.ts";
import { MAX_LINE_QUANTITY } from "#web/basket/basket-types.ts";
import { useLineLimits } from "#web/basket/use-line-limit.ts";
import { useShopRules } from "#web/catalogue/shop-settings.ts";
import { useStock } from "#web/catalogue/stock.ts";
import { DeferredPurchaseInfo } from "#web/components/DeferredPurchaseInfo.tsx";
import { OptionCardGroup } from "#web/components/OptionCardGroup.tsx";
import { QuantityStepper } from "#web/components/QuantityStepper.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useNeedHelp } from "#web/features/products/lib/need-help.ts";

interface SocksPurchaseProps {
  product: Product;
  sizes: readonly SockSize[];
  sizesLoading: boolean;
}

/** Size, quantity, the price exactly as it will be charged, Add to Basket and Need Help. */
export function SocksPurchase({ product, sizes, sizesLoading }: SocksPurchaseProps) {
  const { addAndShow } = useBasket();
  const { needHelp, Chat } = useNeedHelp();
  const [chosenSizeId, setChosenSizeId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const stockOf = useStock();
  const stateOf = (s: SockSize) => stockOf({ productId: product.id, sockSizeId: s.id });
  const soldOut = (s: SockSize) => stateOf(s).kind === "out";
  // The first size in stock is selected as soon as the sizes arrive.
  const size = sizes.find((s) => s.id === chosenSizeId) ?? sizes.find((s) => !soldOut(s)) ?? null;
  const { addMax } = useLineLimits();
  const canAdd = size ? addMax({ productId: product.id, sockSizeId: size.id }) : MAX_LINE_QUANTITY;
  const allInBasket = size !== null && !soldOut(size) && canAdd === 0;
  const maxPairs = Math.max(canAdd, 1);
  // A quantity chosen for a size with more left stays within what the chosen size has.
  const pairs = Math.min(quantity, maxPairs);
  const unitPence = poundsToPence(product.basePrice);
  const { socksOffer } = useShopRules();
  const totalPence = socksTotalPence(pairs, unitPence, socksOffer);
  const savingPence = unitPence * pairs - totalPence;

  const addToBasket = () => {
    if (size && soldOut(size)) {
      toast({
        title: "Out of stock",
        description: `Size ${size.name} is out of stock.`,
        variant: "destructive",
      });
      return;
    }
    if (!size) {
      toast({
        title: "Please select a size",
        description: "You must select a sock size before adding to your basket.",
        variant: "destructive",
      });
      return;
    }
    addAndShow({
      product: toBasketProduct(product),
      quantity: pairs,
      sockSize: { id: size.id, name: size.name, euRange: size.euRange },
      unitPricePence: unitPence,
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant="accent" className="text-sm">
          Offer: {socksOffer.pairsPerGroup} pairs for {formatPence(socksOffer.groupPricePence)}
        </Badge>
        <span className="text-zinc-700">{formatPence(unitPence)} a pair</span>
      </div>

      <section aria-labelledby="sock-size-heading">
        <h2 id="sock-size-heading" className="mb-3 text-sm font-semibold">
          Size
        </h2>
        {!sizesLoading && sizes.length === 0 ? (
          <p className="text-zinc-600">Sizes could not be loaded. Please try again later.</p>
        ) : (
          <OptionCardGroup
            label="Size"
            labelledBy="sock-size-heading"
            columns="grid-cols-2 sm:grid-cols-3"
            loading={sizesLoading}
            placeholderCount={5}
            value={size ? String(size.id) : null}
            onValueChange={(id) => setChosenSizeId(Number(id))}
            items={sizes.map((s) => {
              const notice = stockNotice(stateOf(s));
              return {
                value: String(s.id),
                label: s.name,
                description: notice ? `EU ${s.euRange} · ${notice}` : `EU ${s.euRange}`,
                disabled: soldOut(s),
              };
            })}
          />
        )}
      </section>

      <QuantityStepper
        value={pairs}
        onChange={setQuantity}
        max={maxPairs}
        label="Pairs"
        limitNote={
          size && maxPairs < MAX_LINE_QUANTITY
            ? allInBasket
              ? `Every pair of ${size.name} we have left is in your basket.`
              : `That is all we have left in ${size.name}.`
            : undefined
        }
      />

      <div aria-live="polite">
        <p className="text-sm text-zinc-600">Total</p>
        <p data-testid="socks-total" className="text-3xl font-black tabular-nums">
          {formatPence(totalPence)}
        </p>
        {savingPence > 0 ? (
          <p className="text-sm font-semibold text-ember-700">You save {formatPence(savingPence)}</p>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={addToBasket} disabled={(size !== null && soldOut(size)) || allInBasket}>
          <ShoppingBag aria-hidden="true" />
          Add to Basket
        </Button>
        <Button size="lg" variant="outline" onClick={needHelp}>
          <MessageCircleQuestion aria-hidden="true" />
          Need Help?
        </Button>
        {Chat ? <Chat defaultOpen /> : null}
      </div>
      <DeferredPurchaseInfo productType="socks" />
    </div>
  );
}
