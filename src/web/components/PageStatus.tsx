import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";

interface PageStatusProps {
  title: string;
  description: string;
  /** "error" is announced as an alert; "empty" is a plain message. */
  tone?: "error" | "empty";
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A page-level error or empty view: heading, explanation and optional actions. */
export function PageStatus({
  title,
  description,
  tone = "empty",
  icon,
  children,
  className,
}: PageStatusProps) {
  return (
    <section
      role={tone === "error" ? "alert" : undefined}
      className={cn("mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center", className)}
    >
      {icon ? (
        <span aria-hidden="true" className="mb-4 text-ember-700 [&_svg]:size-12">
          {icon}
        </span>
      ) : null}
      <h1 className="text-3xl font-black sm:text-4xl">{title}</h1>
      <p className="mt-4 text-zinc-600">{description}</p>
      {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}
