import { AlertDialog } from "radix-ui";
import { buttonClasses } from "#web/components/ui/button.tsx";

const MISSING_CHOICE_MESSAGE = "Please select a frame colour, lens type, and finish";

interface MissingChoiceAlertProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The lens configurator's validation alert, as an accessible alert dialog instead of window.alert. */
export function MissingChoiceAlert({ open, onOpenChange }: MissingChoiceAlertProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="font-display text-2xl font-bold">Almost there</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-zinc-700">
            {MISSING_CHOICE_MESSAGE}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end">
            <AlertDialog.Action className={buttonClasses("dark", "md")}>OK</AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
