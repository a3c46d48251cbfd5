import type { ComponentProps } from "react";
import { SHIPPING_COUNTRIES } from "#shared/catalogue.ts";
import { formatPence } from "#shared/money.ts";
import { useShopRules } from "#web/catalogue/shop-settings.ts";
import { fieldClasses } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { cn } from "#web/lib/cn.ts";

type CountrySelectProps = Omit<ComponentProps<"select">, "id" | "children"> & { id: string; error?: string };

/**
 * The delivery country of both checkouts: the shop's list (SHIPPING_COUNTRIES) and the
 * shipping rule under it. A plain select, so react-hook-form's `register` or a `value` both fit.
 */
export function CountrySelect({ id, error, className, ...props }: CountrySelectProps) {
  const rules = useShopRules();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Country</Label>
      <select
        id={id}
        autoComplete="country"
        className={cn(fieldClasses, "h-11", className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      >
        {SHIPPING_COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      <p className="text-xs text-zinc-600">
        UK delivery is free; international delivery costs {formatPence(rules.internationalShippingPence)}.
      </p>
    </div>
  );
}
