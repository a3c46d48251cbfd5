import { Link } from "react-router";
import { cancellationSentences, RETURNS_PAGE_PATH } from "#shared/returns/cancellation-info.ts";
import { useShopRules } from "#web/catalogue/shop-settings.ts";

/** The right to cancel, its exception and who pays the return, read beside the payment button. */
export function CheckoutCancellationNotice() {
  const settings = useShopRules();
  return (
    <section
      aria-labelledby="checkout-cancellation-heading"
      data-testid="checkout-cancellation"
      className="grid gap-1.5 rounded-md border border-zinc-200 bg-zinc-50 p-3 text-xs text-zinc-700"
    >
      <h4 id="checkout-cancellation-heading" className="text-sm font-semibold text-zinc-900">
        Your right to cancel
      </h4>
      {cancellationSentences(settings).map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      <p className="whitespace-pre-line">{settings.returns.wording}</p>
      <p>
        <Link to={RETURNS_PAGE_PATH} className="font-semibold underline underline-offset-2">
          Returns and cancellations, with the cancellation form
        </Link>
      </p>
    </section>
  );
}
