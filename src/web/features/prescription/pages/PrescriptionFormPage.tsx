import { Lock } from "lucide-react";
import { lazy, useEffect } from "react";
import { useSearchParams } from "react-router";
import { AfterFirstView } from "#web/components/AfterFirstView.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { EligibilityQuestions } from "#web/eligibility/EligibilityQuestions.tsx";
import { useEligibility } from "#web/eligibility/eligibility-store.ts";
import { errorMessage } from "#web/lib/api.ts";
import { usePrescriptionLink, useRefreshPrescriptionLink } from "../api/prescription-link.ts";
import { PrescriptionReceived } from "../components/PrescriptionReceived.tsx";

export { meta } from "./PrescriptionFormPage.meta.ts";

/** The form's code (react-hook-form, the zod schema, the upload tabs) loads beside the page, not before its heading. */
const PrescriptionForm = lazy(() =>
  import("../components/PrescriptionForm.tsx").then((m) => ({ default: m.PrescriptionForm })),
);

export default function PrescriptionFormPage() {
  const [search] = useSearchParams();
  const token = search.get("order");
  const link = usePrescriptionLink(token);
  const refresh = useRefreshPrescriptionLink(token);
  const received = link.data?.receivedAt ?? null;
  // Sent before ordering, a prescription comes with the questions about the wearer that the checkout asks.
  const eligibility = useEligibility();
  const refused = Object.values(eligibility.draft).includes(false);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, []);

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">Prescription Details</h1>
      {link.data ? (
        <p className="mt-3 text-lg font-semibold" data-testid="prescription-order">
          For order {link.data.orderNumber}
        </p>
      ) : null}
      {received ? null : (
        <p className="mt-3 text-zinc-700">
          Send us your prescription for your prescription sports sunglasses, before or after you order. Type
          it in below or upload a photo or scan of it. Fields marked * are required.
        </p>
      )}
      <p className="mt-3 flex items-start gap-2 text-sm text-zinc-600">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Your prescription is used only to make your lenses. It is never shared with advertisers or analytics.
      </p>
      {link.isError ? (
        <p role="alert" className="mt-6 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(link.error)}
        </p>
      ) : null}
      <div className="mt-8">
        {token && link.isPending ? (
          <Skeleton className="h-96 w-full" />
        ) : link.data && received ? (
          <PrescriptionReceived orderNumber={link.data.orderNumber} receivedAt={received} />
        ) : (
          <>
            {token ? null : (
              <div className="mb-8">
                <EligibilityQuestions state={eligibility} />
              </div>
            )}
            {!token && refused ? null : (
              <AfterFirstView fallback={<Skeleton className="h-96 w-full" />}>
                <PrescriptionForm
                  key={link.data ? "linked" : "plain"}
                  link={link.data && token ? { ...link.data, token } : undefined}
                  onLinkedSent={refresh}
                />
              </AfterFirstView>
            )}
          </>
        )}
      </div>
    </section>
  );
}
