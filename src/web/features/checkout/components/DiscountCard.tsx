import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import type { DiscountControls } from "../hooks/use-discount.ts";

/** The discount code; applying or removing it recreates the payment. */
export function DiscountCard({ discount }: { discount: DiscountControls }) {
  const { applied } = discount;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Discount code</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {applied ? (
          <div className="grid gap-2">
            <div className="flex items-center justify-between gap-3 rounded-md bg-emerald-50 p-3 text-sm">
              <span role="status">
                Code <strong>{applied.code}</strong> applied
              </span>
              <Button variant="outline" size="sm" onClick={discount.remove} disabled={discount.busy}>
                Remove
              </Button>
            </div>
            <FieldError>{discount.error ?? undefined}</FieldError>
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
                aria-describedby={
                  discount.error ? "checkout-discount-error checkout-discount-advice" : undefined
                }
              />
              <Button variant="dark" onClick={discount.apply} disabled={discount.busy}>
                {discount.busy ? "Applying..." : "Apply"}
              </Button>
            </div>
            <FieldError id="checkout-discount-error">{discount.error ?? undefined}</FieldError>
            {discount.advice ? (
              <p id="checkout-discount-advice" className="text-sm text-zinc-700">
                {discount.advice}
              </p>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
