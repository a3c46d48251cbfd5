import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { type ReturnsFilter, useAdminReturns } from "#web/features/admin/api/returns.ts";
import { QueryState } from "../QueryState.tsx";
import { ModelFormDialog } from "./ModelFormDialog.tsx";
import { ReturnDetailDialog } from "./ReturnDetailDialog.tsx";
import { ReturnNumbers } from "./ReturnNumbers.tsx";
import { ReturnsFilters } from "./ReturnsFilters.tsx";
import { ReturnsTable } from "./ReturnsTable.tsx";

/** The dashboard tab's id in the URL (`/admin?tab=…`). */
export const RETURNS_TAB = "returns";

type View = "list" | "numbers";
const VIEWS: [View, string][] = [
  ["list", "List"],
  ["numbers", "Numbers"],
];

/** The list of returns, or the owner's numbers over a period. */
export function ReturnsTab() {
  const [view, setView] = useState<View>("list");
  const [recording, setRecording] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-black uppercase">
          Returns
        </h2>
        <Button
          variant="outline"
          className="h-auto min-h-11 py-2 whitespace-normal"
          onClick={() => setRecording(true)}
        >
          Record a cancellation received by email or post
        </Button>
      </div>
      <fieldset className="flex gap-2">
        <legend className="sr-only">Show</legend>
        {VIEWS.map(([value, label]) => (
          <Button
            key={value}
            variant={view === value ? "dark" : "outline"}
            size="sm"
            aria-pressed={view === value}
            onClick={() => setView(value)}
          >
            {label}
          </Button>
        ))}
      </fieldset>
      {view === "list" ? <ReturnsList onOpen={setOpenId} /> : <ReturnNumbers />}
      {openId !== null ? <ReturnDetailDialog id={openId} onClose={() => setOpenId(null)} /> : null}
      {recording ? <ModelFormDialog onClose={() => setRecording(false)} onRecorded={setOpenId} /> : null}
    </section>
  );
}

/** Every return, newest first: filtered by status, searched by number, paged; one opens in a dialog. */
function ReturnsList({ onOpen }: { onOpen(id: number): void }) {
  const [filter, setFilter] = useState<ReturnsFilter>({ status: null, q: "", page: 1 });
  const list = useAdminReturns(filter);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      {data ? (
        <p
          data-testid="returns-overdue"
          className={`rounded-md p-3 text-sm font-semibold ${data.overdue > 0 ? "bg-red-50 text-red-900" : "bg-zinc-50 text-zinc-700"}`}
        >
          {data.overdue} {data.overdue === 1 ? "return has" : "returns have"} waited over 14 days for a refund
        </p>
      ) : null}
      <ReturnsFilters
        status={filter.status}
        q={filter.q}
        onStatus={(status) => setFilter((f) => ({ ...f, status, page: 1 }))}
        onSearch={(q) => setFilter((f) => ({ ...f, q, page: 1 }))}
      />
      <QueryState
        query={{ ...list, data: data?.returns }}
        what="returns"
        empty={filter.status || filter.q ? "No returns match." : "No returns yet."}
      >
        {(rows) => <ReturnsTable rows={rows} onOpen={onOpen} />}
      </QueryState>
      {data && data.total > data.pageSize ? (
        <nav aria-label="Return pages" className="flex flex-wrap items-center gap-2">
          <p className="mr-auto text-sm text-zinc-700">
            Page {data.page} of {pages} · {data.total} returns
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={filter.page <= 1 || list.isFetching}
            onClick={() => setFilter((f) => ({ ...f, page: f.page - 1 }))}
          >
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={filter.page >= pages || list.isFetching}
            onClick={() => setFilter((f) => ({ ...f, page: f.page + 1 }))}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </>
  );
}
