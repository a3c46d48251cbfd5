import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

export const Sheet = Dialog.Root;

const SIDES = {
  right:
    "right-0 border-l data-[state=closed]:animate-sheet-out-right data-[state=open]:animate-sheet-in-right",
  left: "left-0 border-r data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left",
} as const;

const TONES = {
  light: "border-zinc-200 bg-white text-zinc-900",
  dark: "border-ink-700 bg-ink text-white",
} as const;

const WIDTHS = { sm: "max-w-xs", md: "max-w-md" } as const;

interface SheetContentProps extends ComponentProps<typeof Dialog.Content> {
  side?: keyof typeof SIDES;
  tone?: keyof typeof TONES;
  width?: keyof typeof WIDTHS;
  closeLabel?: string;
}

export function SheetContent({
  side = "right",
  tone = "light",
  width = "md",
  closeLabel = "Close",
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <Dialog.Content
        className={cn(
          "fixed inset-y-0 z-50 flex h-dvh w-full flex-col shadow-2xl",
          SIDES[side],
          TONES[tone],
          WIDTHS[width],
          className,
        )}
        {...props}
      >
        {children}
        <Dialog.Close
          aria-label={closeLabel}
          className="absolute top-4 right-4 inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-current transition hover:bg-current/10"
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("flex flex-col gap-1 border-b border-zinc-500/25 p-5 pr-16", className)} {...props} />
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof Dialog.Title>) {
  return <Dialog.Title className={cn("font-display text-2xl font-bold", className)} {...props} />;
}

export function SheetBody({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex-1 overflow-y-auto p-5", className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-3 border-t border-zinc-500/25 p-5", className)} {...props} />;
}
