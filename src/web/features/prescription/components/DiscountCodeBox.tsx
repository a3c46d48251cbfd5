import { CircleCheck, Tag } from "lucide-react";
import { type FormEvent, useId } from "react";
import { formatPence } from "#shared/money.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import {
  CHECK_FAILED_MESSAGE,
  type DiscountCodeState,
  EMPTY_CODE_MESSAGE,
} from "../hooks/use-discount-code.ts";

/** What to do about a refused code, under the server's reason. */
function adviceFor(message: string): string | null {
  if (message === EMPTY_CODE_MESSAGE) return null;
  if (message === CHECK_FAILED_MESSAGE) return "You can also order without a code.";
  return "Check the code for typing mistakes or try another one. You can also order without a code.";
}

function ruleText(discount: DiscountCodeState): string {
  const rule = discount.rule;
  if (!rule) return "";
  return rule.discountType === "percentage"
    ? `${rule.discountValue}% off`
    : `${formatPence(rule.discountValue)} off`;
}

/** The optional discount code: Apply is disabled while the box is empty; the server decides validity. */
export function DiscountCodeBox({ discount }: { discount: DiscountCodeState }) {
  const id = useId();
  const checking = discount.status === "checking";
  const invalid = discount.status === "invalid";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    discount.apply();
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label="Discount code">
      <Label htmlFor={`${id}-code`}>Discount code (optional)</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-code`}
          value={discount.code}
          onChange={(e) => discount.setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Enter code"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-message` : undefined}
          className="min-w-0 flex-1 uppercase placeholder:normal-case"
        />
        <Button type="submit" variant="dark" disabled={discount.code.length === 0 || checking}>
          {checking ? <Spinner label="Checking code" /> : <Tag aria-hidden="true" />}
          Apply
        </Button>
      </div>
      {invalid && discount.message ? (
        <div id={`${id}-message`} role="alert" className="grid gap-1 text-sm">
          <p className="font-medium text-red-700">{discount.message}</p>
          {adviceFor(discount.message) ? (
            <p className="text-zinc-700">{adviceFor(discount.message)}</p>
          ) : null}
        </div>
      ) : null}
      {discount.appliedCode && discount.rule ? (
        <div
          role="status"
          className="flex items-center justify-between gap-3 rounded-md bg-green-50 px-3 py-2 text-sm text-green-900"
        >
          <span className="flex items-center gap-2">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            Code {discount.appliedCode} applied: {ruleText(discount)}
          </span>
          <Button type="button" variant="link" size="sm" onClick={discount.remove}>
            Remove
          </Button>
        </div>
      ) : null}
    </form>
  );
}
