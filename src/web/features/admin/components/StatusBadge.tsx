import { cn } from "#web/lib/cn.ts";

const TONES: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  queued: "bg-amber-100 text-amber-900",
  sending: "bg-sky-100 text-sky-900",
  unread: "bg-amber-100 text-amber-900",
  paid: "bg-sky-100 text-sky-900",
  read: "bg-sky-100 text-sky-900",
  processing: "bg-sky-100 text-sky-900",
  shipped: "bg-indigo-100 text-indigo-900",
  delivered: "bg-emerald-100 text-emerald-900",
  completed: "bg-emerald-100 text-emerald-900",
  replied: "bg-emerald-100 text-emerald-900",
  active: "bg-emerald-100 text-emerald-900",
  sent: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-zinc-200 text-zinc-800",
  inactive: "bg-zinc-200 text-zinc-800",
  refunded: "bg-zinc-200 text-zinc-800",
  failed: "bg-red-100 text-red-900",
  review: "bg-red-100 text-red-900",
};

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize",
        TONES[status] ?? "bg-zinc-100 text-zinc-800",
        className,
      )}
    >
      {status.replaceAll("_", " ")}
    </span>
  );
}
