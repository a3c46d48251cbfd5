import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";

/** The body of a Radix AlertDialog: a question, its consequence, and the buttons given as children. */
export function ConfirmContent({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in" />
      <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl bg-white p-5 shadow-2xl">
        <AlertDialog.Title className="text-xl font-bold">{title}</AlertDialog.Title>
        <AlertDialog.Description className="text-sm text-zinc-700">{description}</AlertDialog.Description>
        <div className="flex flex-wrap justify-end gap-2">{children}</div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}
