import { Link } from "react-router";
import { useReturnsOverdue } from "#web/features/admin/api/returns.ts";

/** On the dashboard: how many returns came back over 14 days ago and are still not refunded. */
export function OverdueReturnsCard({ tabPath }: { tabPath: string }) {
  const overdue = useReturnsOverdue().data?.overdue;
  if (overdue === undefined) return null;
  return (
    <section
      aria-label="Returns to refund"
      data-testid="overdue-returns-card"
      className={`rounded-lg border p-4 ${overdue > 0 ? "border-red-300 bg-red-50" : "border-zinc-200 bg-white"}`}
    >
      <Link to={tabPath} className="font-bold underline">
        Returns received and not refunded within 14 days: {overdue}
      </Link>
    </section>
  );
}
