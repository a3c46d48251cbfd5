import { LENS_MAKER_LOGO } from "#shared/catalogue.ts";
import { firstImageOf, mediaTargets } from "#shared/media-pick.ts";
import { formatPence, poundsToPence } from "#shared/money.ts";
import type { LensType } from "#shared/schemas/catalogue.ts";
import type { PublicMedia } from "#shared/schemas/media.ts";
import { MediaPicture } from "#web/media/MediaPicture.tsx";
import { hasLensMakerName } from "../lib/options.ts";

interface LensPickerProps {
  lenses: readonly LensType[];
  value: number | null;
  onChange(id: number): void;
  /** The owner's photos: a lens type's first shows on its card (the drawings have none). */
  media?: PublicMedia;
}

export function LensPicker({ lenses, value, onChange, media }: LensPickerProps) {
  return (
    <fieldset>
      <legend className="text-lg font-bold uppercase">2. Lens type</legend>
      <div className="mt-3 grid gap-3">
        {lenses.map((lens) => {
          const surcharge = poundsToPence(lens.additionalPrice);
          const photo = firstImageOf(media, mediaTargets.lens("primary", lens.id));
          return (
            <label
              key={lens.id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border-2 border-zinc-200 bg-white p-4 transition-colors hover:border-zinc-400 has-checked:border-ember-500 has-checked:bg-ember-500/5 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ember-500"
            >
              <input
                type="radio"
                name="lens-type"
                value={lens.id}
                checked={value === lens.id}
                onChange={() => onChange(lens.id)}
                className="mt-1 size-4 shrink-0 accent-ember-600"
              />
              {photo ? (
                <MediaPicture
                  image={photo}
                  crop="square"
                  alt=""
                  sizes="64px"
                  pictureClassName="block shrink-0"
                  className="size-16 rounded-md object-cover"
                />
              ) : null}
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-bold">{lens.name}</span>
                  {hasLensMakerName(lens.name) ? (
                    <img src={LENS_MAKER_LOGO} alt="" width={66} height={15} className="h-5 w-auto" />
                  ) : null}
                </span>
                <span className="mt-1 block text-sm text-zinc-600">{lens.description}</span>
              </span>
              {surcharge > 0 ? (
                <span className="shrink-0 font-bold tabular-nums">+{formatPence(surcharge)}</span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
