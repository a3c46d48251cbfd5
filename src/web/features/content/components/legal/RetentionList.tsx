import { describeDays, RETENTION_DEFAULTS } from "#shared/retention.ts";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useRetentionPeriods } from "#web/features/content/api/use-retention-periods.ts";

/**
 * The privacy policy's retention periods, as the server is configured (the retention job deletes on
 * them). Should the server not answer, the shop's standard periods are shown.
 */
export function RetentionList() {
  const query = useRetentionPeriods();
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading how long we keep data" className="flex flex-col gap-2">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </div>
    );
  }
  const p = query.data ?? RETENTION_DEFAULTS;
  return (
    <ul data-testid="retention-periods">
      <li>Orders and invoices: six years from the end of the financial year, as UK tax law requires.</li>
      <li>
        Prescriptions: {describeDays(p.prescriptionDays)} after the order they are for is completed, or after
        you send them if they are not for an order, so we can remake lenses under our guarantee, unless you
        ask us to delete them sooner.
      </li>
      <li>Chat conversations: {describeDays(p.chatDays)} after the last message.</li>
      <li>Contact messages: {describeDays(p.contactDays)} after you send them.</li>
      <li>Club membership: until you unsubscribe.</li>
      <li>Unfinished checkouts and saved baskets: {describeDays(p.unfinishedCheckoutDays)}.</li>
    </ul>
  );
}
