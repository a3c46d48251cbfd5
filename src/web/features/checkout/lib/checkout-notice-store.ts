import { useSyncExternalStore } from "react";
import { TOAST_DURATION_MS, type ToastVariant } from "#web/components/ui/use-toast.ts";

/**
 * The checkout's messages are status text in the page's flow, beside the button they concern, never a toast:
 * a floating box there always lands on one of the many fields of a phone's screen.
 */
export interface CheckoutNotice {
  title: string;
  description: string;
  variant: ToastVariant;
}

let current: CheckoutNotice | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: CheckoutNotice | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows a message in place of the last one; news goes by itself after a toast's time, a problem stays. */
export function showCheckoutNotice(notice: CheckoutNotice): void {
  clearTimeout(timer);
  set(notice);
  if (notice.variant === "default") timer = setTimeout(() => set(null), TOAST_DURATION_MS);
}

export function clearCheckoutNotice(): void {
  clearTimeout(timer);
  set(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useCheckoutNotice = (): CheckoutNotice | null =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
