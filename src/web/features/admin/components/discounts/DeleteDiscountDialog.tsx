import { AlertDialog } from "radix-ui";
import type { DiscountCode } from "#shared/schemas/discount-codes.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useDeleteDiscountCode } from "#web/features/admin/api/delete-discount-code.ts";
import { errorMessage } from "#web/lib/api.ts";
import { ConfirmContent } from "../ConfirmContent.tsx";

export function DeleteDiscountDialog({ code, onClose }: { code: DiscountCode; onClose: () => void }) {
  const remove = useDeleteDiscountCode();
  const confirm = () =>
    remove.mutate(code.id, {
      onSuccess: () => {
        toast({ title: "Discount code deleted", description: `${code.code} was deleted.` });
        onClose();
      },
      onError: (error) =>
        toast({
          title: "Failed to delete discount code",
          description: errorMessage(error, "Please try again."),
          variant: "destructive",
        }),
    });

  return (
    <AlertDialog.Root open onOpenChange={(next) => !next && onClose()}>
      <ConfirmContent
        title={`Delete ${code.code}?`}
        description="The code stops working at checkout at once. Orders that used it keep their discount."
      >
        <AlertDialog.Cancel asChild>
          <Button variant="outline">Cancel</Button>
        </AlertDialog.Cancel>
        <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? "Deleting..." : "Delete"}
        </Button>
      </ConfirmContent>
    </AlertDialog.Root>
  );
}
