import { useState } from "react";
import { useSearchParams } from "react-router";
import type { OrderPage } from "#shared/schemas/order-lookup.ts";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { errorMessage } from "#web/lib/api.ts";
import { useLookUpOrder } from "../api/look-up-order.ts";
import { useOrderByToken } from "../api/order-by-token.ts";
import { OrderLookupForm } from "../components/OrderLookupForm.tsx";
import { OrderView } from "../components/OrderView.tsx";
import { ReturnsSection } from "../components/returns/ReturnsSection.tsx";

export { meta } from "./OrderLookupPage.meta.ts";

/** /order: the signed link from an order email shows the order at once; otherwise number and email. */
export default function OrderLookupPage() {
  const [search] = useSearchParams();
  const token = search.get("t");
  const byToken = useOrderByToken(token);
  const lookup = useLookUpOrder();
  const [changed, setChanged] = useState<OrderPage | null>(null);
  const page = changed ?? lookup.data ?? byToken.data;
  const found = lookup.data && lookup.variables ? lookup.variables : null;

  return (
    <section className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-black">Your order</h1>
      {token && byToken.isPending ? <Skeleton className="h-64 w-full" /> : null}
      {page ? (
        <>
          <OrderView page={page} onChanged={setChanged} />
          <ReturnsSection auth={found ?? { t: page.token }} />
        </>
      ) : (
        <Card>
          <CardContent className="grid gap-4 pt-6">
            {byToken.isError ? (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                {errorMessage(byToken.error)}
              </p>
            ) : null}
            <p className="text-zinc-700">
              Enter the order number from your confirmation email and the email address you ordered with.
            </p>
            <OrderLookupForm
              onSubmit={(values) => lookup.mutate(values)}
              pending={lookup.isPending}
              error={lookup.isError ? errorMessage(lookup.error) : null}
            />
          </CardContent>
        </Card>
      )}
    </section>
  );
}
