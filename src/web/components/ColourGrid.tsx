import type { PublicImage } from "#shared/schemas/media.ts";
import { type StockState, stockNotice } from "#shared/stock.ts";
import { MediaPicture } from "#web/media/MediaPicture.tsx";
import { OptionCardGroup, type OptionCardItem } from "./OptionCardGroup.tsx";
import { ResponsiveImage } from "./ResponsiveImage.tsx";

interface ColourChoice {
  id: number;
  name: string;
  /** A photo of the frame in this colour; without one, a swatch of `hex` is shown. */
  image?: string;
  /** The owner's photo of the colour: shown before the drawing or the swatch. */
  upload?: PublicImage;
  hex?: string;
  /** Out of stock: shown, but not choosable; low: "Only N left". */
  stock?: StockState;
}

interface ColourGridProps {
  label: string;
  labelledBy?: string;
  colors: readonly ColourChoice[];
  value: number | null;
  onChange(id: number): void;
  loading?: boolean;
  placeholderCount?: number;
  columns?: string;
}

const TILE_SIZES = "(min-width: 640px) 200px, 50vw";

function ColourMedia({ color }: { color: ColourChoice }) {
  if (color.upload) {
    return (
      <MediaPicture
        image={color.upload}
        crop="landscape"
        alt=""
        sizes={TILE_SIZES}
        pictureClassName="block"
        className="aspect-[4/3] w-full object-cover"
      />
    );
  }
  if (color.image) {
    return (
      <ResponsiveImage
        src={color.image}
        alt=""
        width={800}
        height={600}
        sizes={TILE_SIZES}
        pictureClassName="block"
        className="aspect-[4/3] w-full object-cover"
      />
    );
  }
  return (
    <span
      className="block aspect-[2/1] w-full border-b border-zinc-200"
      style={{ backgroundColor: color.hex ?? "#e4e4e7" }}
    />
  );
}

/** The one colour picker: frame photos or swatches in a keyboard-operable radio grid. */
export function ColourGrid({
  label,
  labelledBy,
  colors,
  value,
  onChange,
  loading,
  placeholderCount = 8,
  columns = "grid-cols-2 min-[480px]:grid-cols-3 sm:grid-cols-4",
}: ColourGridProps) {
  const items: OptionCardItem[] = colors.map((color) => {
    const notice = color.stock ? stockNotice(color.stock) : null;
    return {
      value: String(color.id),
      label: color.name,
      media: <ColourMedia color={color} />,
      description: notice ?? undefined,
      disabled: color.stock?.kind === "out",
    };
  });
  return (
    <OptionCardGroup
      label={label}
      labelledBy={labelledBy}
      layout="tiles"
      columns={columns}
      items={items}
      value={value === null ? null : String(value)}
      onValueChange={(next) => onChange(Number(next))}
      loading={loading}
      placeholderCount={placeholderCount}
    />
  );
}
