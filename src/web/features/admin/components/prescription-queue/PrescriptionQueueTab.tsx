import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { useSearchParams } from "react-router";
import type { PrescriptionStage } from "#shared/order-status.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  isPrescriptionStage,
  QUEUE_PAGE_SIZE,
  usePrescriptionQueue,
} from "#web/features/admin/api/prescription-queue.ts";
import { workingDaysText } from "#web/features/admin/lib/working-days.ts";
import { QueryState } from "../QueryState.tsx";
import { PrescriptionQueueTable } from "./PrescriptionQueueTable.tsx";
import { StageFilter } from "./StageFilter.tsx";

/** The dashboard tab's id in the URL (`/admin?tab=…`); the stage filter is `stage`. */
export const QUEUE_TAB = "prescription-work";

/** The prescription orders in production, oldest first: one stage or all, paged. */
export function PrescriptionQueueTab() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("stage");
  const stage = isPrescriptionStage(requested) ? requested : null;
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const queue = usePrescriptionQueue(stage, page);
  const data = queue.data;
  const headingId = useId();

  const go = (next: { stage: PrescriptionStage | null; page: number }) =>
    setParams(
      (prev) => {
        const url = new URLSearchParams(prev);
        if (next.stage) url.set("stage", next.stage);
        else url.delete("stage");
        if (next.page > 1) url.set("page", String(next.page));
        else url.delete("page");
        return url;
      },
      { replace: true },
    );

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-black uppercase">
        Prescription Work
      </h2>
      {data ? (
        <p
          data-testid="late-count"
          className={`rounded-md p-3 text-sm font-semibold ${data.lateCount > 0 ? "bg-red-50 text-red-900" : "bg-zinc-50 text-zinc-700"}`}
        >
          {data.lateCount} {data.lateCount === 1 ? "order has" : "orders have"} waited on the shop over{" "}
          {workingDaysText(data.waitDays)}
        </p>
      ) : null}
      <StageFilter stage={stage} counts={data?.counts} onChange={(s) => go({ stage: s, page: 1 })} />
      <QueryState
        query={{ ...queue, data: data?.rows }}
        what="prescription orders"
        empty={stage ? "No orders at this stage." : "No prescription orders in production."}
      >
        {(rows) => <PrescriptionQueueTable rows={rows} />}
      </QueryState>
      {data && data.total > QUEUE_PAGE_SIZE ? (
        <nav aria-label="Prescription order pages" className="flex flex-wrap items-center gap-2">
          <p className="mr-auto text-sm text-zinc-700">
            Page {data.page} of {pages} · {data.total} orders
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1 || queue.isFetching}
            onClick={() => go({ stage, page: page - 1 })}
          >
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages || queue.isFetching}
            onClick={() => go({ stage, page: page + 1 })}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
