import { ShieldCheck } from "lucide-react";
import { Dialog } from "radix-ui";
import { Button } from "#web/components/ui/button.tsx";

export type VerificationOutcome = "complete" | "fail";

/**
 * The sandbox's stand-in for the bank's 3-D Secure page, like Stripe's test page: Complete authenticates
 * the payment, Fail declines it. Closing the dialog counts as Fail, as closing Stripe's modal does.
 */
export function VerificationDialog({
  open,
  onChoose,
}: {
  open: boolean;
  onChoose: (outcome: VerificationOutcome) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onChoose("fail"))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl">
          <div className="flex items-center gap-3">
            <ShieldCheck aria-hidden="true" className="size-8 text-ember-700" />
            <Dialog.Title className="text-xl font-bold">Verify your payment</Dialog.Title>
          </div>
          <Dialog.Description className="mt-3 text-sm text-zinc-700">
            Your bank asks you to confirm this payment. This is a test 3-D Secure page: choose Complete to
            authenticate the payment or Fail to decline it.
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="outline" onClick={() => onChoose("fail")}>
              Fail
            </Button>
            <Button variant="dark" onClick={() => onChoose("complete")}>
              Complete
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
