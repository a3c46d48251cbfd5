import { AlertDialog } from "radix-ui";
import type { AdminMediaItem } from "#shared/schemas/media.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useAdminCatalogue } from "#web/features/admin/api/catalogue.ts";
import { useDeleteMedia } from "#web/features/admin/api/media.ts";
import { errorMessage } from "#web/lib/api.ts";
import { ConfirmContent } from "../ConfirmContent.tsx";
import { itemName } from "./MediaThumb.tsx";
import { placeLabel } from "./places.ts";

/** Deleting an item takes it off every place that shows it: the question says which. */
export function DeleteMediaDialog({
  item,
  onDeleted,
  onClose,
}: {
  item: AdminMediaItem;
  onDeleted(): void;
  onClose(): void;
}) {
  const remove = useDeleteMedia();
  const catalogue = useAdminCatalogue();
  const places = item.targets.map((t) => placeLabel(t, catalogue.data));
  const where =
    places.length === 0
      ? "It is not shown anywhere yet."
      : `It is removed everywhere it is shown: ${places.join("; ")}.`;
  // Awaited rather than mutate's own callbacks: the library drops the item as soon as it is deleted, which
  // can unmount this dialog first, and a mutate callback never runs after its component has gone.
  const confirm = async () => {
    try {
      await remove.mutateAsync(item.id);
    } catch (error) {
      toast({
        title: "Not deleted",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
      return;
    }
    toast({ title: "Deleted", description: `${itemName(item)} was deleted.` });
    onDeleted();
  };

  return (
    <AlertDialog.Root open onOpenChange={(next) => !next && onClose()}>
      <ConfirmContent
        title={`Delete this ${item.kind}?`}
        description={`${where} The shop falls back to its drawings where nothing else is shown. This cannot be undone.`}
      >
        <AlertDialog.Cancel asChild>
          <Button variant="outline">Keep it</Button>
        </AlertDialog.Cancel>
        <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? "Deleting..." : "Delete everywhere"}
        </Button>
      </ConfirmContent>
    </AlertDialog.Root>
  );
}
