import { ChevronLeft, ChevronRight, Download } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import {
  type AuditFilterValues,
  downloadAuditCsv,
  NO_AUDIT_FILTER,
  useAuditPage,
} from "#web/features/admin/api/audit.ts";
import { errorMessage } from "#web/lib/api.ts";
import { QueryState } from "../QueryState.tsx";
import { AuditFilters } from "./AuditFilters.tsx";
import { AuditTable } from "./AuditTable.tsx";

/** The owner's view of who did what in the admin: filtered, paged newest first, and exported as CSV. */
export function AuditTab() {
  const headingId = useId();
  const [filter, setFilter] = useState<AuditFilterValues>(NO_AUDIT_FILTER);
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const query = useAuditPage(filter, page);
  const entries = { ...query, data: query.data?.entries };

  const apply = (next: AuditFilterValues) => {
    setFilter(next);
    setPage(1);
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadAuditCsv(filter);
    } catch (error) {
      toast({ title: "Download Failed", description: errorMessage(error), variant: "destructive" });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-2">
          <h2 id={headingId} className="text-2xl font-black uppercase">
            Audit Trail
          </h2>
          <p className="max-w-3xl text-sm text-zinc-600">
            Every change made in the admin, and every look at a prescription: who, when, from which address,
            and what it was before and after. Rows are never changed or deleted.
          </p>
        </div>
        <Button variant="outline" onClick={download} disabled={downloading} className="self-start">
          <Download aria-hidden="true" />
          Download CSV
        </Button>
      </div>
      <AuditFilters applied={filter} onApply={apply} />
      <QueryState query={entries} what="audit trail" empty="Nothing matches these filters">
        {(rows) => <AuditTable entries={rows} />}
      </QueryState>
      <nav aria-label="Audit pages" className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-zinc-700" aria-live="polite">
          Page {page}
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1 || query.isFetching}
            onClick={() => setPage((p) => p - 1)}
          >
            <ChevronLeft aria-hidden="true" />
            Newer
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!query.data?.hasMore || query.isFetching}
            onClick={() => setPage((p) => p + 1)}
          >
            Older
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </nav>
    </section>
  );
}
