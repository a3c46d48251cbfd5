import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ReactNode, useRef } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";

interface AdminDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: "md" | "lg";
}

/**
 * A centred dialog that fills a phone screen and scrolls its body. Opened from state rather than a
 * Dialog.Trigger, it gives focus back itself to whatever had it when it opened.
 */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = "lg",
}: AdminDialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className={cn(
            "fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] w-[calc(100vw-1rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white text-zinc-900 shadow-2xl",
            size === "lg" ? "max-w-3xl" : "max-w-lg",
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-zinc-200 p-4 sm:p-5">
            <div className="min-w-0">
              <Dialog.Title className="text-xl font-bold uppercase">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-zinc-600">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              aria-label="Close"
              className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-ember-500"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4 sm:p-5">{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-zinc-200 p-4 sm:p-5">
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A label and its value in a details list. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-zinc-900">{children || "—"}</dd>
    </div>
  );
}

export function FieldGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn("grid grid-cols-1 gap-3 sm:grid-cols-2", className)}>{children}</dl>;
}

interface FormFooterProps {
  /** The id of the dialog's form, which the submit button submits. */
  form: string;
  onClose(): void;
  pending: boolean;
  submit: string;
  pendingText: string;
  closeText?: string;
  destructive?: boolean;
}

/** A form dialog's two buttons: close without saving, and submit (disabled while it runs). */
export function FormDialogFooter(p: FormFooterProps) {
  return (
    <>
      <Button variant="outline" onClick={p.onClose}>
        {p.closeText ?? "Cancel"}
      </Button>
      <Button
        type="submit"
        form={p.form}
        variant={p.destructive ? "destructive" : undefined}
        disabled={p.pending}
      >
        {p.pending ? p.pendingText : p.submit}
      </Button>
    </>
  );
}
