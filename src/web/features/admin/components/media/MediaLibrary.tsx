import { useState } from "react";
import { useMediaLibrary } from "#web/features/admin/api/media.ts";
import { QueryState } from "../QueryState.tsx";
import { MediaCard } from "./MediaCard.tsx";
import { MediaItemDialog } from "./MediaItemDialog.tsx";
import { UploadPanel } from "./UploadPanel.tsx";

const newestFirst = <T extends { createdAt: string; id: number }>(items: T[]) =>
  [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

/** Every uploaded photo and video, newest first, and the upload. */
export function MediaLibrary() {
  const query = useMediaLibrary();
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = query.data?.find((item) => item.id === editingId);

  return (
    <div className="flex flex-col gap-4">
      <UploadPanel />
      <QueryState
        query={{ ...query, data: query.data && newestFirst(query.data) }}
        what="media library"
        empty="No photos or videos yet: upload the first above."
      >
        {(items) => (
          <ul aria-label="Media library" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {items.map((item) => (
              <MediaCard key={item.id} item={item} onOpen={() => setEditingId(item.id)} />
            ))}
          </ul>
        )}
      </QueryState>
      {editing ? (
        <MediaItemDialog key={editing.id} item={editing} onClose={() => setEditingId(null)} />
      ) : null}
    </div>
  );
}
