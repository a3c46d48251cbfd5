import type { UseFormRegister } from "react-hook-form";
import { INTERNATIONAL_SHIPPING_PENCE, SHIPPING_COUNTRIES } from "#shared/catalogue.ts";
import { formatPence } from "#shared/money.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { fieldClasses, Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { cn } from "#web/lib/cn.ts";
import type { CheckoutFormValues } from "../hooks/use-checkout-form.ts";
import type { DiscountControls } from "../hooks/use-discount.ts";

interface DiscountCardProps {
  register: UseFormRegister<CheckoutFormValues>;
  countryError?: string;
  discount: DiscountControls;
}

/** Delivery country (it sets the shipping) and the discount code; both recreate the payment. */
export function DiscountCard({ register, countryError, discount }: DiscountCardProps) {
  const { applied } = discount;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Delivery &amp; discount</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor="checkout-country">Country</Label>
          <select
            id="checkout-country"
            autoComplete="country"
            className={cn(fieldClasses, "h-11")}
            aria-invalid={countryError ? true : undefined}
            {...register("country")}
          >
            {SHIPPING_COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldError>{countryError}</FieldError>
          <p className="text-xs text-zinc-600">
            UK delivery is free; international delivery costs {formatPence(INTERNATIONAL_SHIPPING_PENCE)}.
          </p>
        </div>
        {applied ? (
          <div className="flex items-center justify-between gap-3 rounded-md bg-emerald-50 p-3 text-sm">
            <span>
              Code <strong>{applied.code}</strong> applied
            </span>
            <Button variant="outline" size="sm" onClick={discount.remove} disabled={discount.busy}>
              Remove
            </Button>
          </div>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor="checkout-discount">Discount code</Label>
            <div className="flex gap-2">
              <Input
                id="checkout-discount"
                value={discount.code}
                autoComplete="off"
                onChange={(e) => discount.setCode(e.target.value)}
                onKeyDown={(e) => {
                  // Enter applies the code instead of submitting the whole checkout.
                  if (e.key === "Enter") {
                    e.preventDefault();
                    void discount.apply();
                  }
                }}
                aria-invalid={discount.error ? true : undefined}
                aria-describedby={discount.error ? "checkout-discount-error" : undefined}
              />
              <Button variant="dark" onClick={discount.apply} disabled={discount.busy}>
                {discount.busy ? "Applying..." : "Apply"}
              </Button>
            </div>
            <FieldError id="checkout-discount-error">{discount.error ?? undefined}</FieldError>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
