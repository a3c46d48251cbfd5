import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

const VARIANTS = {
  primary: "bg-ember-500 text-ink hover:bg-ember-600 active:bg-ember-600",
  dark: "bg-ink text-white hover:bg-ink-700",
  outline: "border border-zinc-300 bg-white text-zinc-900 hover:border-zinc-900 hover:bg-zinc-50",
  ghost: "text-zinc-900 hover:bg-zinc-100",
  inverse: "border border-white/30 text-white hover:border-white hover:bg-white/10",
  destructive: "bg-red-700 text-white hover:bg-red-800",
  link: "text-ember-700 underline underline-offset-4 hover:text-zinc-900",
} as const;

const SIZES = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-13 px-7 text-base",
  icon: "size-10",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
type ButtonSize = keyof typeof SIZES;

interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the single child (a Link, an anchor) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return cn(
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-500",
    "disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
    VARIANTS[variant],
    variant === "link" ? "h-auto px-0" : SIZES[size],
  );
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const classes = cn(buttonClasses(variant, size), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? "button"} className={classes} {...props} />;
}
