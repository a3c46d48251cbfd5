import type { ReactNode } from "react";
import { useSyncExternalStore } from "react";

/** A toast store callable from anywhere: one toast visible at a time, for 5 s. */

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** A dismissed toast stays in the store this long so its exit animation can play. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = "default" | "destructive";

interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  action?: ReactNode;
}

export interface ToasterToast extends ToastInput {
  id: string;
  open: boolean;
}

export type ToastAction =
  | { type: "add"; toast: ToasterToast }
  | { type: "update"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "dismiss"; toastId?: string }
  | { type: "remove"; toastId?: string };

export function toastReducer(state: ToasterToast[], action: ToastAction): ToasterToast[] {
  switch (action.type) {
    case "add":
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case "update":
      return state.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t));
    case "dismiss":
      return state.map((t) =>
        action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
      );
    case "remove":
      return action.toastId === undefined ? [] : state.filter((t) => t.id !== action.toastId);
  }
}

let toasts: ToasterToast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function dispatch(action: ToastAction): void {
  toasts = toastReducer(toasts, action);
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    dispatch({ type: "remove", toastId: id });
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

export function dismissToast(toastId?: string): void {
  const ids = toastId === undefined ? toasts.map((t) => t.id) : [toastId];
  for (const id of ids) scheduleRemoval(id);
  dispatch({ type: "dismiss", toastId });
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: "add", toast: { ...input, id, open: true } });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastInput) => dispatch({ type: "update", toast: { ...next, id } }),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = (): readonly ToasterToast[] => toasts;
const getSnapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
