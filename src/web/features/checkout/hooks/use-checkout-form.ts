import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { SHIPPING_COUNTRIES } from "#shared/catalogue.ts";
import { CustomerInput } from "#shared/schemas/checkout.ts";
import { loadCheckoutForm, saveCheckoutForm } from "../lib/checkout-storage.ts";

/** The shipping form's fields: the shared CustomerInput rules, country default GB. */
export type CheckoutFormValues = z.input<typeof CustomerInput>;

const DEFAULTS: CheckoutFormValues = {
  name: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  postcode: "",
  country: "GB",
};

const isOffered = (code: string | undefined) => SHIPPING_COUNTRIES.some((c) => c.code === code);

function initialValues(): CheckoutFormValues {
  const stored = loadCheckoutForm();
  return { ...DEFAULTS, ...stored, country: isOffered(stored.country) ? (stored.country as string) : "GB" };
}

/** The form, restored from session storage and saved back on every change. */
export function useCheckoutForm() {
  const [defaultValues] = useState(initialValues);
  const form = useForm<CheckoutFormValues, unknown, CustomerInput>({
    resolver: zodResolver(CustomerInput),
    defaultValues,
    reValidateMode: "onChange",
  });
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values) => saveCheckoutForm(values));
    return () => subscription.unsubscribe();
  }, [watch]);
  return form;
}
