import { Skeleton } from "./ui/skeleton.tsx";

/** Card-sized placeholders while a group's options (or its code) load. */
export function OptionPlaceholders({
  label,
  layout,
  count,
  className,
}: {
  label: string;
  layout: "list" | "tiles";
  count: number;
  className?: string;
}) {
  return (
    <div className={className} role="status" aria-label={`Loading ${label.toLowerCase()}`}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={i}
          data-testid="option-placeholder"
          className={layout === "tiles" ? "aspect-[4/4] w-full" : "h-20 w-full"}
        />
      ))}
    </div>
  );
}
