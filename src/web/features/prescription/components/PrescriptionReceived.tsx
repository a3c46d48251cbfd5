import { CheckCircle2 } from "lucide-react";
import { londonLongDate } from "#shared/dates.ts";
import { companyDetails } from "#web/lib/company.ts";

/**
 * What a reopened "Send your prescription" link shows once the prescription has arrived: when, for which
 * order and what happens next, instead of a form inviting a second one. A change goes through a person.
 */
export function PrescriptionReceived({
  orderNumber,
  receivedAt,
}: {
  orderNumber: string;
  receivedAt: string;
}) {
  const company = companyDetails();
  return (
    <section
      aria-labelledby="prescription-received-heading"
      data-testid="prescription-received"
      className="rounded-lg border border-emerald-200 bg-emerald-50 p-6 text-zinc-800"
    >
      <h2 id="prescription-received-heading" className="flex items-center gap-2 text-2xl font-bold">
        <CheckCircle2 aria-hidden="true" className="size-6 text-emerald-700" />
        We have your prescription
      </h2>
      <p className="mt-3">
        We received the prescription for order <strong>{orderNumber}</strong> on{" "}
        <strong>{londonLongDate(receivedAt)}</strong>. There is nothing more to send.
      </p>
      <h3 className="mt-5 font-semibold">What happens next</h3>
      <p className="mt-1">
        Our team checks your prescription and makes your lenses to it. If anything is unclear we contact you
        before we start, and we email you when your order ships.
      </p>
      <h3 className="mt-5 font-semibold">Need to change it?</h3>
      <p className="mt-1">
        Please do not send it again here. Email us at{" "}
        <a className="font-semibold underline" href={`mailto:${company.email}`}>
          {company.email}
        </a>{" "}
        or call{" "}
        <a className="font-semibold underline" href={company.phoneHref}>
          {company.phone}
        </a>{" "}
        with your order number, and we will update it before your lenses are made.
      </p>
    </section>
  );
}
