import { CheckCircle2 } from "lucide-react";

/** After the shopper has answered: the shop checks the prescription again before making the lenses. */
export function QueryAnswered({ orderNumber, corrected }: { orderNumber: string; corrected: boolean }) {
  return (
    <section
      aria-labelledby="query-answered"
      data-testid="query-answered"
      className="rounded-lg border border-emerald-200 bg-emerald-50 p-5 text-zinc-800 sm:p-6"
    >
      <h2 id="query-answered" className="flex items-center gap-2 text-2xl font-bold">
        <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-emerald-700" />
        Thank you
      </h2>
      <p className="mt-3">
        {corrected
          ? `We have your corrected prescription for order ${orderNumber}.`
          : `You have told us the prescription for order ${orderNumber} is correct as sent.`}{" "}
        We will check it again and email you if we need anything else before your lenses are made.
      </p>
    </section>
  );
}
