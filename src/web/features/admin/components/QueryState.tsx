import type { ReactNode } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { errorMessage } from "#web/lib/api.ts";

/** The parts of a query result this needs; a list derived from a query can stand in for it. */
interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T[] | undefined;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: ListQuery<T>;
  /** What the list is, for the loading and error texts: "orders". */
  what: string;
  empty: string;
  children: (rows: T[]) => ReactNode;
}

/** A list's loading skeleton, its error with a retry, its empty text, or the list itself. */
export function QueryState<T>({ query, what, empty, children }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={`Loading ${what}`} className="flex flex-col gap-2 py-2">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
      >
        <p className="text-sm text-red-800">
          Could not load the {what}: {errorMessage(query.error)}
        </p>
        <Button size="sm" variant="outline" onClick={() => query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (!query.data || query.data.length === 0)
    return <p className="py-8 text-center text-zinc-600">{empty}</p>;
  return children(query.data);
}

export const tableClasses = {
  wrap: "overflow-x-auto rounded-lg border border-zinc-200",
  table: "w-full min-w-[640px] border-collapse text-left text-sm",
  head: "bg-zinc-50 text-xs font-semibold tracking-wide text-zinc-600 uppercase",
  th: "px-3 py-2.5 font-semibold",
  row: "border-t border-zinc-200 align-top",
  td: "px-3 py-2.5",
};

/** A table that may scroll sideways on a phone; focusable so the keyboard can scroll it too. */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={`${tableClasses.wrap} focus-visible:outline-2 focus-visible:outline-ember-500`}
    >
      {children}
    </section>
  );
}

/** A column heading; "end" aligns money to the right. */
export type Column = string | { label: string; align: "end" };

/** An admin table: the scrollable wrapper, the column headings, and the rows given as children. */
export function DataTable({
  label,
  columns,
  children,
  caption = false,
  fit = false,
}: {
  label: string;
  columns: Column[];
  children: ReactNode;
  /** The label shown as the table's caption. */
  caption?: boolean;
  /** As narrow as its content, for a few short columns a phone shows whole. */
  fit?: boolean;
}) {
  return (
    <TableWrap label={label}>
      <table className={fit ? "w-full border-collapse text-left text-sm" : tableClasses.table}>
        {caption && <caption className="px-3 pt-2.5 pb-1 text-left text-base font-bold">{label}</caption>}
        <thead className={tableClasses.head}>
          <tr>
            {columns.map((c) =>
              typeof c === "string" ? (
                <th key={c} className={tableClasses.th}>
                  {c}
                </th>
              ) : (
                <th key={c.label} className={`${tableClasses.th} text-right`}>
                  {c.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableWrap>
  );
}
