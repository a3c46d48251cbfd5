import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import type { CheckoutFormValues } from "../hooks/use-checkout-form.ts";
import { CountrySelect } from "./CountrySelect.tsx";

type TextField = Exclude<keyof CheckoutFormValues, "country">;

type Field = { name: TextField; label: string; type?: string; autoComplete: string };

/** Contact first, then the delivery address (the country select comes before these, see below). */
const FIELDS: Record<"contact" | "address", readonly Field[]> = {
  contact: [
    { name: "name", label: "Full name", autoComplete: "name" },
    { name: "email", label: "Email", type: "email", autoComplete: "email" },
    { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  ],
  address: [
    { name: "address", label: "Address", autoComplete: "street-address" },
    { name: "city", label: "City", autoComplete: "address-level2" },
    { name: "postcode", label: "Postcode", autoComplete: "postal-code" },
  ],
};

/** One part of the checkout's customer form; the address part starts with the country, which sets what follows. */
export function ShippingFields({
  part,
  register,
  errors,
}: {
  part: "contact" | "address";
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {part === "address" ? (
        <div className="sm:col-span-2">
          <CountrySelect id="checkout-country" error={errors.country?.message} {...register("country")} />
        </div>
      ) : null}
      {FIELDS[part].map(({ name, label, type, autoComplete }) => {
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
