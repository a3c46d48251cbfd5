import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

export const fieldClasses = cn(
  "w-full rounded-md border border-zinc-400 bg-white px-3 text-base text-zinc-900 placeholder:text-zinc-500",
  "focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ember-500",
  "disabled:cursor-not-allowed disabled:bg-zinc-100 disabled:opacity-70",
  "aria-invalid:border-red-700 md:text-sm",
);

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(fieldClasses, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClasses, "min-h-24 py-2", className)} {...props} />;
}
