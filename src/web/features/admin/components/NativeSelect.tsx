import type { ComponentProps } from "react";
import { fieldClasses } from "#web/components/ui/input.tsx";
import { cn } from "#web/lib/cn.ts";

/** A native select: the platform's own picker on phones, full keyboard support everywhere. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(fieldClasses, "h-11 cursor-pointer pr-8", className)} {...props} />;
}
