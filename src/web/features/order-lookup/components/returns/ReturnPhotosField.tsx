import { RETURN_PHOTO_LIMIT, RETURN_PHOTO_TYPES } from "#shared/returns/reasons.ts";
import { FieldError, Label } from "#web/components/ui/label.tsx";

interface Props {
  id: string;
  photos: File[];
  error: string | undefined;
  disabled: boolean;
  onChange(photos: File[]): void;
}

/** Up to three photos of the fault or the damage. */
export function ReturnPhotosField({ id, photos, error, disabled, onChange }: Props) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Photos (optional, up to {RETURN_PHOTO_LIMIT}, JPEG, PNG or WebP, 5 MB each)</Label>
      <input
        id={id}
        type="file"
        multiple
        accept={RETURN_PHOTO_TYPES.join(",")}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-zinc-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
        onChange={(e) => onChange(Array.from(e.target.files ?? []))}
      />
      {photos.length > 0 ? (
        <ul aria-label="Chosen photos" className="text-sm text-zinc-700">
          {photos.map((p) => (
            <li key={`${p.name}-${p.size}`} className="break-all">
              {p.name}
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
