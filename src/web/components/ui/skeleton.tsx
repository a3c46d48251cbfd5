import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-zinc-200 motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
