import { Upload } from "lucide-react";
import { type DragEvent, useId, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";
import { DraftCard } from "./DraftCard.tsx";
import { ACCEPT_ATTRIBUTE } from "./upload-checks.ts";
import { useUploads } from "./use-uploads.ts";

/** Choose or drop photos and videos, give each its words, and send them with their progress shown. */
export function UploadPanel() {
  const uploads = useUploads();
  const inputId = useId();
  const [over, setOver] = useState(false);
  const waiting = uploads.drafts.filter((d) => d.state === "draft" && !d.fileError).length;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    uploads.add(event.dataTransfer.files);
  };

  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label="Drop zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-zinc-300 p-6 text-center",
          over && "border-ember-500 bg-ember-50",
        )}
      >
        <Upload aria-hidden="true" className="size-6 text-zinc-500" />
        <p className="text-sm text-zinc-700">
          Drop photos (JPEG, PNG, WebP, AVIF, up to 25 MB) or videos (MP4, WebM, up to 200 MB) here, or
        </p>
        <label
          htmlFor={inputId}
          className="cursor-pointer rounded-md border border-zinc-300 bg-white px-4 py-2 text-sm font-semibold focus-within:outline-2 focus-within:outline-ember-500 hover:border-zinc-900"
        >
          Choose files
          <input
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            className="sr-only"
            onChange={(event) => {
              uploads.add(event.target.files ?? []);
              event.target.value = "";
            }}
          />
        </label>
      </section>
      {uploads.drafts.length > 0 ? (
        <form
          className="flex flex-col gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            uploads.uploadAll();
          }}
        >
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {uploads.drafts.map((draft) => (
              <DraftCard
                key={draft.key}
                draft={draft}
                onEdit={(fields) => uploads.edit(draft.key, fields)}
                onRemove={() => uploads.remove(draft.key)}
                onCancel={() => uploads.cancel(draft.key)}
              />
            ))}
          </div>
          <div>
            <Button type="submit" disabled={waiting === 0}>
              {waiting === 1 ? "Upload 1 file" : `Upload ${waiting} files`}
            </Button>
          </div>
        </form>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {uploads.announcement}
      </p>
    </div>
  );
}
