import { ShoppingBag } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { formatPence } from "#shared/money.ts";
import { deliveryChargesPence } from "#shared/shop-info.ts";
import { useShopRules } from "#web/catalogue/shop-settings.ts";
import { useBasket } from "../basket/BasketProvider.tsx";
import { basketWith, configurationKey } from "../basket/basket-reducer.ts";
import { socksOfferLabel } from "../basket/socks-offer-label.ts";
import { Button } from "../components/ui/button.tsx";
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "../components/ui/sheet.tsx";
import { BASKET_BUTTON_ID } from "./BasketButton.tsx";
import { BasketLine } from "./BasketLine.tsx";

/** Delivery in the UK costs what the shared shipping rule says; abroad is priced once the country is known. */
function UkDeliveryLine() {
  const uk = deliveryChargesPence(useShopRules()).uk;
  return (
    <p className="text-sm text-zinc-600" data-testid="basket-delivery">
      UK delivery: {uk === 0 ? "Free" : formatPence(uk)}. Delivery abroad is priced at checkout.
    </p>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between text-lg font-bold" : "flex justify-between text-sm"}>
      <span>{label}</span>
      <span className="tabular-nums">{value}</span>
    </div>
  );
}

export function BasketPanel() {
  const basket = useBasket();
  const rules = useShopRules();
  // The provider keeps the totals of the built-in offer; the panel shows them by the shop's current settings.
  // (The panel mounts on first open, so the settings query stays out of every page's first load.)
  const totals = basketWith(basket.items, basket.appliedDiscount, rules);
  const navigate = useNavigate();
  const isEmpty = basket.items.length === 0;
  const needsPrescription = basket.items.some((item) => item.africaR3DDetails);

  const checkout = () => {
    basket.closeBasket();
    navigate("/checkout");
  };

  return (
    <Sheet open={basket.isOpen} onOpenChange={basket.setOpen}>
      <SheetContent
        side="right"
        closeLabel="Close basket"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // The panel opens from anywhere (the header, an add-to-basket), so focus returns to the basket button.
          event.preventDefault();
          document.getElementById(BASKET_BUTTON_ID)?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Your Basket</SheetTitle>
        </SheetHeader>
        {isEmpty ? (
          <SheetBody className="flex flex-col items-center justify-center gap-4 text-center">
            <ShoppingBag aria-hidden="true" className="size-12 text-zinc-300" />
            <p className="text-lg font-semibold">Your basket is empty</p>
            <Button variant="outline" onClick={basket.closeBasket}>
              Continue shopping
            </Button>
          </SheetBody>
        ) : (
          <>
            <SheetBody className="py-0">
              <ul aria-label="Basket items" className="divide-y divide-zinc-200">
                {basket.items.map((item, index) => (
                  <BasketLine key={configurationKey(item)} item={item} index={index} />
                ))}
              </ul>
            </SheetBody>
            <SheetFooter>
              {totals.socksSaving > 0 ? (
                <Row
                  label={socksOfferLabel(rules.socksOffer)}
                  value={`-${formatPence(totals.socksSaving)}`}
                />
              ) : null}
              <Row label="Subtotal" value={formatPence(totals.total)} strong={!totals.hasDiscount} />
              {totals.hasDiscount ? (
                <>
                  <Row
                    label={`Discount (${totals.discountCode})`}
                    value={`-${formatPence(totals.discountAmount)}`}
                  />
                  <Row label="Total" value={formatPence(totals.finalAmount)} strong />
                </>
              ) : null}
              {totals.finalAmount < rules.minimumChargePence ? (
                <Row label="Minimum card payment" value={formatPence(rules.minimumChargePence)} />
              ) : null}
              <UkDeliveryLine />
              {needsPrescription ? (
                <p className="text-sm text-zinc-700">
                  Africa R3D frames are made to your prescription:{" "}
                  <Link
                    to="/prescription-form"
                    onClick={basket.closeBasket}
                    className="font-semibold text-ember-700 underline underline-offset-4"
                  >
                    send it now
                  </Link>{" "}
                  or after you order.
                </p>
              ) : null}
              <div className="grid gap-2 sm:grid-cols-2">
                <Button size="lg" variant="outline" onClick={basket.closeBasket}>
                  Continue shopping
                </Button>
                <Button size="lg" onClick={checkout}>
                  Checkout
                </Button>
              </div>
            </SheetFooter>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
