import { ArrowLeft } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useShopRules } from "#web/catalogue/shop-settings.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { loadPrescriptionProOrder } from "#web/handoffs/prescription-pro-order.ts";
import { CompleteOrder } from "../components/CompleteOrder.tsx";
import { CountrySelect } from "../components/CountrySelect.tsx";
import { PrescriptionOrderSummary } from "../components/PrescriptionOrderSummary.tsx";
import { usePrescriptionProSubmit } from "../hooks/use-prescription-pro-submit.ts";
import { checkoutToasts } from "../lib/checkout-toasts.ts";
import { prescriptionProTotals } from "../lib/prescription-pro-totals.ts";
import { PaymentSection } from "../payment/PaymentSection.tsx";
import type { PaymentAdapter } from "../payment/types.ts";
import { usePaymentSystem } from "../payment/use-payment-system.ts";

const FIELDS = [
  { name: "name", label: "Full name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "address", label: "Address", type: "text", autoComplete: "street-address" },
  { name: "city", label: "City", type: "text", autoComplete: "address-level2" },
  { name: "postcode", label: "Postcode", type: "text", autoComplete: "postal-code" },
] as const;

const PRESCRIPTION_PRO_PATH = "/prescription-pro";

export default function PrescriptionProCheckoutPage() {
  const navigate = useNavigate();
  const [order] = useState(loadPrescriptionProOrder);
  const [country, setCountry] = useState("GB");
  const rules = useShopRules();
  const system = usePaymentSystem();
  const adapterRef = useRef<PaymentAdapter | null>(null);
  const { submit, submitting, paymentError } = usePrescriptionProSubmit(order, adapterRef);

  useEffect(() => {
    if (!order) navigate(PRESCRIPTION_PRO_PATH, { replace: true });
  }, [order, navigate]);

  if (!order) {
    return (
      <section className="flex min-h-[50vh] items-center justify-center gap-3 px-4">
        <Spinner label="Loading order details" />
        <p>Loading order details...</p>
      </section>
    );
  }

  // The browser shows what the server will charge, by the same shared rules; the server prices it again.
  const totals = prescriptionProTotals(order, country, rules);
  // The browser's required fields are the form's validation (back-office.md §5).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (key: string) => String(data.get(key) ?? "").trim();
    void submit({
      name: text("name"),
      email: text("email"),
      phone: text("phone"),
      address: text("address"),
      city: text("city"),
      postcode: text("postcode"),
      country,
    });
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <Button variant="ghost" asChild>
        <Link to={PRESCRIPTION_PRO_PATH}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
      </Button>
      <h1 className="mt-4 text-4xl font-black sm:text-5xl">Prescription Order Checkout</h1>
      <form
        onSubmit={onSubmit}
        aria-label="Prescription order checkout"
        className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="grid content-start gap-8">
          <Card>
            <CardHeader>
              <CardTitle>Customer information</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              {FIELDS.map((f) => (
                <div
                  key={f.name}
                  className={f.name === "address" ? "grid gap-2 sm:col-span-2" : "grid gap-2"}
                >
                  <Label htmlFor={`rx-${f.name}`}>{f.label}</Label>
                  <Input
                    id={`rx-${f.name}`}
                    name={f.name}
                    type={f.type}
                    autoComplete={f.autoComplete}
                    required
                  />
                </div>
              ))}
              <div className="sm:col-span-2">
                <CountrySelect
                  id="rx-country"
                  name="country"
                  value={country}
                  onChange={(event) => setCountry(event.target.value)}
                  required
                />
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Payment</CardTitle>
            </CardHeader>
            <CardContent>
              {system.status === "ready" ? (
                <PaymentSection
                  system={system}
                  amountPence={totals.charge}
                  adapterRef={adapterRef}
                  onReady={checkoutToasts.formReady}
                  error={paymentError}
                />
              ) : system.status === "unavailable" ? (
                <p role="alert" className="font-semibold">
                  Payment System Unavailable. Please refresh the page.
                </p>
              ) : (
                <Spinner label="Loading the card form" />
              )}
            </CardContent>
          </Card>
        </div>
        <div className="grid content-start gap-6">
          <PrescriptionOrderSummary order={order} totals={totals} />
          <CompleteOrder totalPence={totals.charge} submitting={submitting} />
        </div>
      </form>
    </section>
  );
}
