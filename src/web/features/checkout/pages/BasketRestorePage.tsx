import { useNavigate, useSearchParams } from "react-router";
import { formatPence } from "#shared/money.ts";
import { useBasket } from "#web/basket/BasketProvider.tsx";
import { configurationKey, itemLineTotalPence } from "#web/basket/basket-reducer.ts";
import type { BasketItem } from "#web/basket/basket-types.ts";
import { LineThumbnail } from "#web/basket/LineThumbnail.tsx";
import { useAfricaColors } from "#web/catalogue/africa-colors.ts";
import { useAfricaFrames } from "#web/catalogue/africa-frames.ts";
import { useAfricaLensTypes } from "#web/catalogue/africa-lens-types.ts";
import { useAfricaVisionTypes } from "#web/catalogue/africa-vision-types.ts";
import { useColors } from "#web/catalogue/colors.ts";
import { usePrescriptionLensTypes } from "#web/catalogue/prescription-lens-types.ts";
import { usePrimaryLensTypes } from "#web/catalogue/primary-lens-types.ts";
import { useProducts } from "#web/catalogue/products.ts";
import { useSockSizes } from "#web/catalogue/sock-sizes.ts";
import { useSpareLensTypes } from "#web/catalogue/spare-lens-types.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { ApiError } from "#web/lib/api.ts";
import { useBasketRestore } from "../api/basket-restore.ts";
import { RestoredPrescriptionPro } from "../components/RestoredPrescriptionPro.tsx";
import { RestoreShell, ToTheShop } from "../components/RestoreShell.tsx";
import { saveBasketRestore } from "../lib/checkout-storage.ts";
import { type RestoreCatalogue, rebuildBasket } from "../lib/rebuild-basket.ts";

export { meta } from "./BasketRestorePage.meta.ts";

const BAD_LINK = "This basket link is not valid. You can still find everything in the shop.";

/** The server's message for a refused link (forged, expired, already bought), else a general one. */
function refusal(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const message = (JSON.parse(error.body) as { message?: unknown }).message;
      if (typeof message === "string" && error.status < 500) return message;
    } catch {
      // not JSON: the general message below
    }
  }
  return "We couldn't open this basket just now. Please try the link again in a few minutes.";
}

/** Every catalogue list a line may name, once all have arrived. */
function useRestoreCatalogue(): RestoreCatalogue | null {
  const lists = {
    products: useProducts().data,
    colors: useColors().data,
    primaryLensTypes: usePrimaryLensTypes().data,
    spareLensTypes: useSpareLensTypes().data,
    prescriptionLensTypes: usePrescriptionLensTypes().data,
    sockSizes: useSockSizes().data,
    africaFrames: useAfricaFrames().data,
    africaColors: useAfricaColors().data,
    africaVisionTypes: useAfricaVisionTypes().data,
    africaLensTypes: useAfricaLensTypes().data,
  };
  return Object.values(lists).every(Boolean) ? (lists as RestoreCatalogue) : null;
}

/**
 * /basket/restore?t=...: the link in a basket reminder. Rebuilds the basket from today's catalogue in this
 * browser, replacing or joining what is here, and leads to the checkout, which sends the link with the order.
 * A Prescription Pro pair goes back to its own checkout instead.
 */
export default function BasketRestorePage() {
  const [params] = useSearchParams();
  const token = params.get("t") ?? "";
  const restore = useBasketRestore(token);
  const catalogue = useRestoreCatalogue();
  const basket = useBasket();
  const navigate = useNavigate();

  if (!token || restore.isError) {
    return (
      <RestoreShell title="This basket link can't be opened">
        <p role="alert" className="mt-4 text-zinc-700">
          {token ? refusal(restore.error) : BAD_LINK}
        </p>
        <ToTheShop />
      </RestoreShell>
    );
  }
  if (restore.data && "prescriptionPro" in restore.data) {
    return <RestoredPrescriptionPro choice={restore.data.prescriptionPro} token={token} />;
  }
  if (!restore.data || !catalogue) return <Spinner label="Finding your basket" />;

  const items = rebuildBasket(restore.data.lines, catalogue);
  if (items.length === 0) {
    return (
      <RestoreShell title="These items are no longer available">
        <p className="mt-4 text-zinc-700">Nothing in this basket is sold any more. Have a look at what is.</p>
        <ToTheShop />
      </RestoreShell>
    );
  }

  const take = (replace: boolean) => {
    if (replace) basket.clearBasket();
    for (const item of items) basket.addItem(item);
    saveBasketRestore(token);
    navigate("/checkout");
  };
  const hasOwn = basket.items.length > 0;
  return (
    <RestoreShell title="Your basket">
      <p className="mt-4 text-zinc-700">Here is the basket you left, at today's prices.</p>
      <ul aria-label="Your restored basket" className="mt-6 divide-y divide-zinc-200">
        {items.map((item: BasketItem) => (
          <li key={configurationKey(item)} className="flex items-center gap-3 py-3">
            <LineThumbnail item={item} />
            <span className="flex-1">
              {item.quantity} × {item.product.name}
            </span>
            <span className="tabular-nums">{formatPence(itemLineTotalPence(item))}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => take(true)}>{hasOwn ? "Replace my basket" : "Continue to checkout"}</Button>
        {hasOwn ? (
          <Button variant="outline" onClick={() => take(false)}>
            Add to my basket
          </Button>
        ) : null}
      </div>
    </RestoreShell>
  );
}
