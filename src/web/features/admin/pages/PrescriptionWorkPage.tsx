import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { RequireAdmin } from "#web/admin-auth/RequireAdmin.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { usePrescriptionWork } from "../api/prescription-work.ts";
import { QUEUE_TAB } from "../components/prescription-queue/PrescriptionQueueTab.tsx";
import { PrescriptionWorkView } from "../components/prescription-work/PrescriptionWorkView.tsx";
import { QueryState } from "../components/QueryState.tsx";

export { meta } from "./PrescriptionWorkPage.meta.ts";

const orderIdOf = (param: string | undefined): number => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

function PrescriptionWork() {
  const orderId = orderIdOf(useParams().orderId);
  const work = usePrescriptionWork(orderId);
  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-6 px-3 py-8 sm:px-6 sm:py-10">
      <div>
        <Button asChild variant="outline" size="sm">
          <Link to={`/admin?tab=${QUEUE_TAB}`}>
            <ArrowLeft aria-hidden="true" />
            Back to the queue
          </Link>
        </Button>
      </div>
      {orderId === 0 ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          There is no order with this number.
        </p>
      ) : (
        <QueryState
          query={{ ...work, data: work.data ? [work.data] : undefined }}
          what="prescription order"
          empty="No such prescription order."
        >
          {([data]) => (data ? <PrescriptionWorkView work={data} /> : null)}
        </QueryState>
      )}
    </section>
  );
}

/** /admin/prescriptions/:orderId: one prescription order's work, behind the sign-in guard. */
export default function PrescriptionWorkPage() {
  return (
    <RequireAdmin>
      <PrescriptionWork />
    </RequireAdmin>
  );
}
