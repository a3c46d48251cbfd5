import { useState } from "react";
import type { ShopperReturn } from "#shared/schemas/returns.ts";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { type ReturnsAuth, useShopperReturns } from "#web/features/order-lookup/api/returns.ts";
import { errorMessage } from "#web/lib/api.ts";
import { PastReturns } from "./PastReturns.tsx";
import { ReturnCreated } from "./ReturnCreated.tsx";
import { ReturnForm } from "./ReturnForm.tsx";

/** "Return items" on the order page: what may go back and why, the form, and the returns made so far. */
export function ReturnsSection({ auth }: { auth: ReturnsAuth }) {
  const returns = useShopperReturns(auth);
  const data = returns.data;
  const [created, setCreated] = useState<ShopperReturn | null>(null);
  return (
    <Card>
      <CardContent className="grid gap-5 pt-6">
        <h2 id="return-items-heading" className="text-2xl font-bold">
          Return items
        </h2>
        {returns.isPending ? <Skeleton className="h-32 w-full" /> : null}
        {returns.isError ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {errorMessage(returns.error)}
          </p>
        ) : null}
        {data ? (
          <>
            {data.eligibility.deliveryEstimated && data.eligibility.deliveredOn ? (
              <p className="text-sm text-zinc-600">
                We have no delivery scan, so we count from the latest day it could have arrived.
              </p>
            ) : null}
            {created ? (
              <ReturnCreated
                made={created}
                onAnother={data.eligibility.returnable ? () => setCreated(null) : null}
              />
            ) : data.eligibility.returnable ? (
              <ReturnForm data={data} auth={auth} onCreated={setCreated} />
            ) : (
              <p data-testid="not-returnable" className="rounded-md bg-zinc-50 p-3 text-sm text-zinc-800">
                {data.eligibility.message ?? "Nothing on this order can be returned."}
              </p>
            )}
            {data.returns.length > 0 ? <PastReturns returns={data.returns} token={data.token} /> : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
