import { Check } from "lucide-react";
import { LENS_MAKER_LOGO, LENS_MAKER_NAME } from "#shared/catalogue.ts";
import type { LensType } from "#shared/schemas/catalogue.ts";
import { isMakerLens } from "#shared/spare-lenses.ts";

/** The chosen lens: name, maker's mark, description and features. */
export function SelectedLensDetails({ lens }: { lens: LensType | null }) {
  if (!lens) {
    return (
      <p className="rounded-lg border border-dashed border-zinc-300 p-4 text-zinc-600">
        Choose a lens tint to see its details.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="selected-lens-heading"
      className="rounded-lg border border-zinc-200 bg-zinc-50 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="selected-lens-heading" className="text-lg font-bold">
          {lens.name}
        </h3>
        {isMakerLens(lens.name) ? (
          <img
            src={LENS_MAKER_LOGO}
            alt={`${LENS_MAKER_NAME} lens`}
            width={131}
            height={30}
            className="h-7 w-auto"
          />
        ) : null}
      </div>
      {lens.description ? <p className="mt-2 text-zinc-700">{lens.description}</p> : null}
      {lens.features.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm">
          {lens.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="size-4 shrink-0 text-ember-700" />
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
