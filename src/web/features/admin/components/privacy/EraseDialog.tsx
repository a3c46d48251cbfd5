import { AlertDialog } from "radix-ui";
import type { PrivacyCounts } from "#shared/schemas/privacy.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmContent } from "../ConfirmContent.tsx";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the erasure does, in the admin's words, with the numbers of this address. */
function erasureText(email: string, counts: PrivacyCounts, paidOrders: number): string {
  const deleted = [
    `${plural(counts.prescriptions, "prescription")} and their files`,
    plural(counts.contactMessages, "contact message"),
    plural(counts.chatConversations, "chat conversation"),
    plural(counts.clubMemberships, "club membership"),
    plural(counts.abandonedCarts, "abandoned basket"),
    plural(counts.orders - paidOrders, "unpaid order"),
  ].join(", ");
  return (
    `This deletes ${deleted} for ${email}. ` +
    `The ${plural(paidOrders, "paid order")} keep their number, dates, amounts and VAT for the accounts; ` +
    `the name, address, phone and email on them become "Erased". ` +
    `The text of ${plural(counts.emails, "email")} sent is removed. This cannot be undone.`
  );
}

export function EraseDialog({
  email,
  counts,
  paidOrders,
  pending,
  onConfirm,
  onClose,
}: {
  email: string;
  counts: PrivacyCounts;
  paidOrders: number;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <AlertDialog.Root open onOpenChange={(next) => !next && onClose()}>
      <ConfirmContent title="Erase this person's data?" description={erasureText(email, counts, paidOrders)}>
        <AlertDialog.Cancel asChild>
          <Button variant="outline">Cancel</Button>
        </AlertDialog.Cancel>
        <Button variant="destructive" onClick={onConfirm} disabled={pending}>
          {pending ? "Erasing..." : "Erase"}
        </Button>
      </ConfirmContent>
    </AlertDialog.Root>
  );
}
