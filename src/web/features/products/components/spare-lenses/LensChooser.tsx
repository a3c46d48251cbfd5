import { formatSurcharge, poundsToPence } from "#shared/money.ts";
import type { LensType } from "#shared/schemas/catalogue.ts";
import { spareLensImage } from "#shared/spare-lenses.ts";
import { OptionCardGroup } from "#web/components/OptionCardGroup.tsx";
import { ResponsiveImage } from "#web/components/ResponsiveImage.tsx";

interface LensChooserProps {
  lenses: readonly LensType[];
  value: number | null;
  onChange(id: number): void;
  labelledBy: string;
  /** The lenses are sold out: shown, but none can be chosen. */
  disabled?: boolean;
}

/** The tint cards, each with a thumbnail of the lens. */
export function LensChooser({ lenses, value, onChange, labelledBy, disabled }: LensChooserProps) {
  return (
    <OptionCardGroup
      label="Lens tint"
      labelledBy={labelledBy}
      layout="tiles"
      columns="grid-cols-2 sm:grid-cols-3"
      value={value === null ? null : String(value)}
      onValueChange={(id) => onChange(Number(id))}
      items={lenses.map((lens) => ({
        value: String(lens.id),
        label: lens.name,
        disabled,
        detail: formatSurcharge(poundsToPence(lens.additionalPrice), "No extra cost"),
        media: (
          <ResponsiveImage
            src={spareLensImage(lens.name)}
            alt=""
            width={800}
            height={600}
            sizes="(min-width: 640px) 240px, 50vw"
            pictureClassName="block"
            className="aspect-[4/3] w-full object-cover"
          />
        ),
      }))}
    />
  );
}
