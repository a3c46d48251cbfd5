import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useConfirmPrescriptionLink } from "#web/features/admin/api/confirm-prescription-link.ts";
import { errorMessage } from "#web/lib/api.ts";

/** One click ties a suggested prescription to its order: nothing is linked until staff confirm. */
export function ConfirmMatchButton(props: { prescriptionId: number; orderId: number; orderNumber: string }) {
  const confirm = useConfirmPrescriptionLink();
  const onClick = () =>
    confirm.mutate(props, {
      onSuccess: (linked) =>
        toast({ title: "Prescription Linked", description: `Linked to order ${linked.orderNumber}.` }),
      onError: (error) =>
        toast({ title: "Could Not Link", description: errorMessage(error), variant: "destructive" }),
    });
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={onClick}
      disabled={confirm.isPending}
      aria-label={`Confirm prescription ${props.prescriptionId} is for order ${props.orderNumber}`}
    >
      {confirm.isPending ? "Linking..." : "Confirm"}
    </Button>
  );
}
