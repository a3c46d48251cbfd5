import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import type { CheckoutFormValues } from "../hooks/use-checkout-form.ts";

type TextField = Exclude<keyof CheckoutFormValues, "country">;

const FIELDS: ReadonlyArray<{ name: TextField; label: string; type?: string; autoComplete: string }> = [
  { name: "name", label: "Full name", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "address", label: "Address", autoComplete: "street-address" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "postcode", label: "Postcode", autoComplete: "postal-code" },
];

export function ShippingFields({
  register,
  errors,
}: {
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map(({ name, label, type, autoComplete }) => {
        const id = `checkout-${name}`;
        const message = errors[name]?.message;
        return (
          <div key={name} className={name === "address" ? "grid gap-2 sm:col-span-2" : "grid gap-2"}>
            <Label htmlFor={id}>{label}</Label>
            <Input
              id={id}
              type={type}
              autoComplete={autoComplete}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error` : undefined}
              {...register(name)}
            />
            <FieldError id={`${id}-error`}>{message}</FieldError>
          </div>
        );
      })}
    </div>
  );
}
