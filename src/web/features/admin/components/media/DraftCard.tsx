import { useId } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { formatBytes, POSTER_ACCEPT } from "./upload-checks.ts";
import type { Draft, DraftFields } from "./use-uploads.ts";
import { WordsFields } from "./WordsFields.tsx";

interface Props {
  draft: Draft;
  onEdit(fields: DraftFields): void;
  onRemove(): void;
  onCancel(): void;
}

/** One chosen file: its words before sending, then its progress with a way to stop it. */
export function DraftCard({ draft, onEdit, onRemove, onCancel }: Props) {
  const id = useId();
  const busy = draft.state !== "draft";
  const name = draft.file.name;
  const percent = Math.round(draft.progress * 100);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-zinc-200 p-3">
      <legend className="max-w-full truncate px-1 text-sm font-semibold">{name}</legend>
      <p className="text-xs text-zinc-600">
        {draft.kind ? `${draft.kind === "photo" ? "Photo" : "Video"}, ` : ""}
        {formatBytes(draft.file.size)}
      </p>
      {draft.fileError ? (
        <>
          <p role="alert" className="text-sm font-medium text-red-700">
            {draft.fileError}
          </p>
          <div>
            <Button size="sm" variant="outline" onClick={onRemove} aria-label={`Remove ${name}`}>
              Remove
            </Button>
          </div>
        </>
      ) : (
        <>
          <WordsFields
            id={id}
            kind={draft.kind}
            alt={draft.alt}
            caption={draft.caption}
            errors={draft.errors}
            disabled={busy}
            onChange={onEdit}
          />
          {draft.kind === "video" ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-poster`}>Poster image (optional)</Label>
              <input
                id={`${id}-poster`}
                type="file"
                accept={POSTER_ACCEPT}
                disabled={busy}
                className="max-w-full text-sm"
                onChange={(e) => onEdit({ poster: e.target.files?.[0] ?? null })}
              />
            </div>
          ) : null}
          {busy ? (
            <div className="flex flex-wrap items-center gap-3">
              <progress
                max={100}
                value={draft.state === "uploading" ? percent : undefined}
                aria-label={`Upload of ${name}`}
                className="h-2 min-w-0 flex-1 accent-ember-500"
              />
              <span className="text-sm tabular-nums" aria-hidden="true">
                {draft.state === "uploading" ? `${percent}%` : "Waiting"}
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={onCancel}
                aria-label={`Cancel the upload of ${name}`}
              >
                Cancel
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <Button size="sm" variant="outline" onClick={onRemove} aria-label={`Remove ${name}`}>
                Remove
              </Button>
              {draft.message ? (
                <p className="text-sm text-red-700" role="alert">
                  {draft.message}
                </p>
              ) : null}
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}
