import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

const VARIANTS = {
  accent: "bg-ember-500 text-ink",
  dark: "bg-ink text-white",
  muted: "bg-zinc-100 text-zinc-800",
  outline: "border border-zinc-300 text-zinc-800",
} as const;

export function Badge({
  className,
  variant = "muted",
  ...props
}: ComponentProps<"span"> & { variant?: keyof typeof VARIANTS }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
