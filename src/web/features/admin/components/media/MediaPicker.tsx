import type { AdminMediaItem, MediaTarget } from "#shared/schemas/media.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useAttachMedia, useMediaLibrary } from "#web/features/admin/api/media.ts";
import { errorMessage } from "#web/lib/api.ts";
import { AdminDialog } from "../AdminDialog.tsx";
import { QueryState } from "../QueryState.tsx";
import { itemName, MediaThumb } from "./MediaThumb.tsx";
import type { Place } from "./places.ts";

interface Props {
  place: Place;
  label: string;
  attached: readonly AdminMediaItem[];
  onClose(): void;
}

/** The library's items a place can show and does not yet: photos for a photo place, videos for a video slot. */
export function MediaPicker({ place, label, attached, onClose }: Props) {
  const library = useMediaLibrary();
  const attach = useAttachMedia();
  const video = place.kind.takes === "video";
  const taken = new Set(attached.map((i) => i.id));
  const offered = library.data?.filter(
    (item) => item.kind === place.kind.takes && item.status !== "failed" && !taken.has(item.id),
  );
  const add = (item: AdminMediaItem) =>
    attach.mutate(
      { target: place.target satisfies MediaTarget, mediaId: item.id },
      { onSuccess: () => (video ? onClose() : undefined) },
    );

  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Add to ${label}`}
      description={
        video
          ? "A video slot shows one video: adding one replaces the video shown now."
          : "Each photo you add goes last; reorder them after."
      }
      footer={
        <Button variant="outline" onClick={onClose}>
          Done
        </Button>
      }
    >
      {attach.isError ? (
        <p role="alert" className="mb-3 text-sm font-medium text-red-700">
          Not added: {errorMessage(attach.error)}
        </p>
      ) : null}
      <QueryState
        query={{ ...library, data: offered }}
        what="media library"
        empty={
          video
            ? "No other videos in the library: upload one first."
            : "No other photos in the library: upload them first."
        }
      >
        {(items) => (
          <ul aria-label="Library items to add" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {items.map((item) => (
              <li key={item.id} className="flex min-w-0 flex-col gap-2">
                <MediaThumb item={item} />
                <span className="line-clamp-2 text-sm break-words">{itemName(item)}</span>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Add ${itemName(item)}`}
                  disabled={attach.isPending}
                  onClick={() => add(item)}
                >
                  Add
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </AdminDialog>
  );
}
