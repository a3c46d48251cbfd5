import { formatPence } from "#shared/money.ts";
import { Skeleton } from "#web/components/ui/skeleton.tsx";

interface PriceTextProps {
  pence: number | undefined;
  loading: boolean;
  className?: string;
}

/** A catalogue price: a placeholder while it loads, a dash when it could not be loaded. */
export function PriceText({ pence, loading, className }: PriceTextProps) {
  if (loading) {
    return (
      <>
        <Skeleton className="inline-block h-[1em] w-16 align-middle" />
        <span className="sr-only">Loading price</span>
      </>
    );
  }
  if (pence === undefined) {
    return (
      <span className={className}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">Price unavailable</span>
      </span>
    );
  }
  return <span className={className}>{formatPence(pence)}</span>;
}
