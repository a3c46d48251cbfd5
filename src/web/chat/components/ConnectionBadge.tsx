import { cn } from "#web/lib/cn.ts";
import type { SocketStatus } from "../use-chat-socket.ts";

const LABELS: Record<SocketStatus, string> = {
  connecting: "Connecting",
  connected: "Connected",
  disconnected: "Disconnected",
  reconnecting: "Reconnecting",
};

const TONES: Record<SocketStatus, string> = {
  connecting: "bg-amber-100 text-amber-900",
  connected: "bg-emerald-100 text-emerald-900",
  disconnected: "bg-red-100 text-red-900",
  reconnecting: "bg-amber-100 text-amber-900",
};

export function ConnectionBadge({ status, className }: { status: SocketStatus; className?: string }) {
  return (
    <span
      role="status"
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        TONES[status],
        className,
      )}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-current" />
      {LABELS[status]}
    </span>
  );
}
