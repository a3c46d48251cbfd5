import type { AdminMediaItem } from "#shared/schemas/media.ts";
import { Button } from "#web/components/ui/button.tsx";
import { StatusBadge } from "../StatusBadge.tsx";
import { itemName, MediaThumb } from "./MediaThumb.tsx";

/** One library tile: what the item is, and its editor. */
export function MediaCard({ item, onOpen }: { item: AdminMediaItem; onOpen(): void }) {
  const places = item.targets.length;
  return (
    <li
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-zinc-200 p-2"
      data-media-status={item.status}
    >
      <MediaThumb item={item} />
      <span className="line-clamp-2 min-h-10 text-sm break-words">
        {item.alt || <span className="text-zinc-500 italic">No alt text</span>}
      </span>
      <span className="flex flex-wrap items-center gap-1.5 text-xs text-zinc-600">
        <StatusBadge status={item.status} />
        <span>{item.kind === "video" ? "Video" : "Photo"}</span>
        <span>· {places === 1 ? "1 place" : `${places} places`}</span>
      </span>
      {item.status === "failed" ? (
        <span className="text-xs font-medium break-words text-red-700">
          {item.failure ?? "Processing failed"}
        </span>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        className="mt-auto"
        aria-label={`Edit ${itemName(item)}`}
        onClick={onOpen}
      >
        Edit
      </Button>
    </li>
  );
}
