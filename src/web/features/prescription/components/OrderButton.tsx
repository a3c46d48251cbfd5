import { ArrowRight } from "lucide-react";
import { formatPence } from "#shared/money.ts";
import { Button } from "#web/components/ui/button.tsx";

interface OrderButtonProps {
  missing: readonly string[];
  totalPence: number;
  onOrder(): void;
}

/** Disabled with a list of what is missing until every option is chosen. */
export function OrderButton({ missing, totalPence, onOrder }: OrderButtonProps) {
  const ready = missing.length === 0;
  return (
    <div className="flex flex-col gap-3">
      <Button
        size="lg"
        disabled={!ready}
        onClick={onOrder}
        aria-describedby={ready ? undefined : "order-missing"}
        className="h-auto min-h-13 w-full py-3 whitespace-normal!"
      >
        {ready
          ? `Order Your Prescription Sunglasses - ${formatPence(totalPence)}`
          : "Please select all options above"}
        {ready ? <ArrowRight aria-hidden="true" /> : null}
      </Button>
      {ready ? null : (
        <ul
          id="order-missing"
          aria-label="Still to choose"
          className="list-disc space-y-1 pl-5 text-sm text-zinc-700"
        >
          {missing.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
