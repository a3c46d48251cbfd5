import { useEffect } from "react";
import { cn } from "#web/lib/cn.ts";
import { clearCheckoutNotice, useCheckoutNotice } from "../lib/checkout-notice-store.ts";

/** The checkout's latest message, in the page's flow above its button (status text, or an alert for a problem). */
export function CheckoutNoticeLine() {
  const notice = useCheckoutNotice();
  // A message belongs to this visit of the checkout, not to the next page.
  useEffect(() => clearCheckoutNotice, []);
  const problem = notice?.variant === "destructive";
  return (
    <div role={problem ? "alert" : "status"} data-testid="checkout-notice">
      {notice ? (
        <p
          className={cn(
            "rounded-md border p-3 text-sm",
            problem ? "border-red-300 bg-red-50 text-red-900" : "border-zinc-200 bg-zinc-50 text-zinc-800",
          )}
        >
          <strong className="block">{notice.title}</strong>
          {notice.description}
        </p>
      ) : null}
    </div>
  );
}
