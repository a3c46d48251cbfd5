import { Film, ImageOff } from "lucide-react";
import type { AdminMediaItem } from "#shared/schemas/media.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { cn } from "#web/lib/cn.ts";

/** An item's square thumbnail, or what stands for it while it is processed, when it failed or has no picture. */
export function MediaThumb({ item, className }: { item: AdminMediaItem; className?: string }) {
  const box = cn(
    "flex aspect-square items-center justify-center overflow-hidden rounded-md bg-zinc-100",
    className,
  );
  if (item.status === "processing") {
    return (
      <div className={box}>
        <Spinner label={`Processing ${item.kind}`} />
      </div>
    );
  }
  if (item.thumbnail) {
    return (
      <div className={box}>
        <img src={item.thumbnail} alt="" loading="lazy" className="size-full object-cover" />
      </div>
    );
  }
  const Icon = item.kind === "video" ? Film : ImageOff;
  return (
    <div className={box}>
      <Icon aria-hidden="true" className="size-8 text-zinc-400" />
    </div>
  );
}

/** The words that name an item in buttons and announcements. */
export const itemName = (item: AdminMediaItem) =>
  item.alt.trim() || (item.kind === "video" ? `video ${item.id}` : `photo ${item.id}`);
