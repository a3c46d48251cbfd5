import { useId } from "react";
import { useBusinessDetails } from "#web/features/admin/api/business-details.ts";
import { errorMessage } from "#web/lib/api.ts";
import { BusinessDetailsForm } from "./BusinessDetailsForm.tsx";

/** The shop settings that name the seller: stored in the database, SHOP_COMPANY_* until first saved. */
export function BusinessDetailsTab() {
  const query = useBusinessDetails();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex max-w-3xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-2xl font-black uppercase">
          Business Details
        </h2>
        <p className="text-sm text-zinc-600">
          Shown in the footer, the terms and privacy policy, on receipts and invoices, and in every email.
        </p>
      </div>
      {query.isPending ? <p role="status">Loading the business details...</p> : null}
      {query.isError ? (
        <p role="alert">Could not load the business details: {errorMessage(query.error)}</p>
      ) : null}
      {query.data ? (
        <BusinessDetailsForm key={JSON.stringify(query.data.details)} details={query.data.details} />
      ) : null}
    </section>
  );
}
