import { useEffect, useRef } from "react";
import type { ShopperReturn } from "#shared/schemas/returns.ts";
import { Button } from "#web/components/ui/button.tsx";

/** The return number once asked for; it takes the focus, since the form that had it is gone. */
export function ReturnCreated({ made, onAnother }: { made: ShopperReturn; onAnother: (() => void) | null }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      role="status"
      tabIndex={-1}
      data-testid="return-created"
      className="grid gap-3 rounded-md bg-emerald-50 p-4 focus-visible:outline-2 focus-visible:outline-ember-500"
    >
      <p className="font-semibold text-emerald-900">
        Thank you. Your return number is <strong>{made.returnNumber}</strong>.
      </p>
      <p className="text-sm text-emerald-900">{made.statusText}. We will email you what happens next.</p>
      {onAnother ? (
        <div>
          <Button variant="outline" onClick={onAnother}>
            Return something else
          </Button>
        </div>
      ) : null}
    </div>
  );
}
