import { formatPence } from "#shared/money.ts";
import { socksSavingPence } from "#shared/pricing/index.ts";
import { itemLineTotalPence } from "#web/basket/basket-reducer.ts";
import type { BasketItem } from "#web/basket/basket-types.ts";
import { LineThumbnail } from "#web/basket/LineThumbnail.tsx";
import { socksOfferLabel } from "#web/basket/socks-offer-label.ts";
import { useShopRules } from "#web/catalogue/shop-settings.ts";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";

function options(item: BasketItem): string[] {
  const africa = item.africaR3DDetails;
  return [
    item.color?.name,
    item.lensType?.name,
    item.sockSize ? `Size ${item.sockSize.name} (EU ${item.sockSize.euRange})` : undefined,
    africa ? `${africa.frameName}, ${africa.colorName}` : undefined,
    africa ? `${africa.visionTypeName}, ${africa.lensTypeName} lens` : undefined,
  ].filter((o): o is string => Boolean(o));
}

export function OrderSummary({ items }: { items: readonly BasketItem[] }) {
  const rules = useShopRules();
  const saving = socksSavingPence(
    items.map((i) => ({
      unitPence: i.unitPricePence,
      quantity: i.quantity,
      productType: i.product.productType,
    })),
    rules.socksOffer,
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Order summary</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-zinc-200">
          {items.map((item, index) => (
            // Lines have no id; their order is stable while the page is open.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="flex items-center gap-4 py-3">
              <LineThumbnail item={item} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {item.product.name} <span className="font-normal text-zinc-600">× {item.quantity}</span>
                </p>
                <p className="text-sm text-zinc-600">{options(item).join(" · ")}</p>
              </div>
              <p className="shrink-0 font-semibold">{formatPence(itemLineTotalPence(item))}</p>
            </li>
          ))}
          {saving > 0 ? (
            <li className="flex justify-between gap-4 py-3 text-sm">
              <span>{socksOfferLabel(rules.socksOffer)}</span>
              <span className="shrink-0 font-semibold">-{formatPence(saving)}</span>
            </li>
          ) : null}
        </ul>
      </CardContent>
    </Card>
  );
}
