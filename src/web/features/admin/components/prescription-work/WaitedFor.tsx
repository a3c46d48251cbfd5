import { elapsedText } from "#web/features/admin/lib/elapsed.ts";

/** The time the order has waited in its stage, as of this render (admin pages render in the browser only). */
export function WaitedFor({ since }: { since: string }) {
  return <span>Waited {elapsedText(since, Date.now())}</span>;
}
