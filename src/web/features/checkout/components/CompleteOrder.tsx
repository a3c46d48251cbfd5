import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatPence } from "#shared/money.ts";
import { Button } from "#web/components/ui/button.tsx";
import { CheckoutCancellationNotice } from "#web/returns/CheckoutCancellationNotice.tsx";
import { CheckoutNoticeLine } from "./CheckoutNoticeLine.tsx";

/** The submit button of both checkouts, with the amount it charges, its messages above, the terms and the right to cancel under it. */
export function CompleteOrder({
  totalPence,
  submitting,
  icon,
}: {
  totalPence: number;
  submitting: boolean;
  icon?: ReactNode;
}) {
  return (
    <>
      <CheckoutNoticeLine />
      {/* The amount may wrap onto a second line rather than push a 320 px screen wider. */}
      <Button
        type="submit"
        size="lg"
        disabled={submitting}
        aria-busy={submitting}
        className="h-auto min-h-13 py-2 whitespace-normal!"
      >
        {icon}
        {submitting ? "Processing..." : `Complete Order - ${formatPence(totalPence)}`}
      </Button>
      <p className="text-xs text-zinc-600">
        By placing your order you agree to our{" "}
        <Link to="/terms" className="underline underline-offset-2">
          terms and conditions
        </Link>
        .
      </p>
      <CheckoutCancellationNotice />
    </>
  );
}
