import { useId, useState } from "react";
import type { AdminMediaItem, MediaUpdate } from "#shared/schemas/media.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useAdminCatalogue } from "#web/features/admin/api/catalogue.ts";
import { useUpdateMedia } from "#web/features/admin/api/media.ts";
import { errorMessage } from "#web/lib/api.ts";
import { AdminDialog, FormDialogFooter } from "../AdminDialog.tsx";
import { DeleteMediaDialog } from "./DeleteMediaDialog.tsx";
import { type Focal, FocalPointPicker } from "./FocalPointPicker.tsx";
import { MediaThumb } from "./MediaThumb.tsx";
import { placeLabel } from "./places.ts";
import { checkWords, type WordsErrors } from "./upload-checks.ts";
import { WordsFields } from "./WordsFields.tsx";

/** The picture to aim at: the uncropped JPEG nearest 960 px wide (a video's poster). */
export function previewSrc(item: AdminMediaItem): string | null {
  const uncropped = item.variants
    .filter((v) => v.crop === "original" && v.format === "jpeg")
    .sort((a, b) => Math.abs(a.width - 960) - Math.abs(b.width - 960));
  return uncropped[0]?.path ?? null;
}

/** Edit an item's words and focal point, or delete it. */
export function MediaItemDialog({ item, onClose }: { item: AdminMediaItem; onClose(): void }) {
  const formId = useId();
  const [alt, setAlt] = useState(item.alt);
  const [caption, setCaption] = useState(item.caption ?? "");
  const [focal, setFocal] = useState<Focal>({ x: item.focalX, y: item.focalY });
  const [errors, setErrors] = useState<WordsErrors>({});
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateMedia();
  const catalogue = useAdminCatalogue();
  const src = previewSrc(item);

  const save = () => {
    const found = checkWords(item.kind, alt, caption);
    setErrors(found);
    if (found.alt || found.caption) return;
    const body: MediaUpdate = { caption: caption.trim() || null, focalX: focal.x, focalY: focal.y };
    if (alt.trim()) body.alt = alt.trim();
    update.mutate(
      { id: item.id, body },
      {
        onSuccess: () => {
          toast({ title: "Saved", description: "The storefront shows the change once it is processed." });
          onClose();
        },
        onError: (error) =>
          toast({
            title: "Not saved",
            description: errorMessage(error, "Please try again."),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <>
      <AdminDialog
        open={!deleting}
        onOpenChange={(open) => !open && onClose()}
        title={item.kind === "video" ? "Edit video" : "Edit photo"}
        footer={
          <>
            <Button variant="destructive" className="mr-auto" onClick={() => setDeleting(true)}>
              Delete
            </Button>
            <FormDialogFooter
              form={formId}
              onClose={onClose}
              pending={update.isPending}
              submit="Save"
              pendingText="Saving..."
            />
          </>
        }
      >
        <form
          id={formId}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          {item.kind === "photo" && src ? (
            <FocalPointPicker src={src} alt={alt} value={focal} onChange={setFocal} />
          ) : (
            <div className="flex flex-col gap-2">
              <MediaThumb item={item} className="w-40" />
              {item.kind === "photo" ? (
                <p className="text-sm text-zinc-600">
                  The focal point can be set once the photo is processed.
                </p>
              ) : null}
            </div>
          )}
          {item.status === "failed" ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              Processing failed: {item.failure ?? "no reason given"}
            </p>
          ) : null}
          <WordsFields
            id={formId}
            kind={item.kind}
            alt={alt}
            caption={caption}
            errors={errors}
            onChange={(words) => {
              if (words.alt !== undefined) setAlt(words.alt);
              if (words.caption !== undefined) setCaption(words.caption);
            }}
          />
          <div className="text-sm">
            <p className="font-semibold">Shown on</p>
            {item.targets.length === 0 ? (
              <p className="text-zinc-600">Nowhere yet: add it to a place below the library.</p>
            ) : (
              <ul className="list-disc pl-5">
                {item.targets.map((t) => (
                  <li key={t}>{placeLabel(t, catalogue.data)}</li>
                ))}
              </ul>
            )}
          </div>
        </form>
      </AdminDialog>
      {deleting ? (
        <DeleteMediaDialog item={item} onDeleted={onClose} onClose={() => setDeleting(false)} />
      ) : null}
    </>
  );
}
