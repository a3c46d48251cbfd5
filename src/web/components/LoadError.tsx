import { RotateCw } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";

/** An inline failure with a retry, for a section whose data did not load. */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
    >
      <p className="font-semibold">{message}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
