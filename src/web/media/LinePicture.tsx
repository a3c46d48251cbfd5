import { itemPicture } from "#shared/item-picture.ts";
import { lineImage } from "#shared/media-pick.ts";
import { MediaPicture } from "./MediaPicture.tsx";
import { useMedia } from "./use-media.ts";

/** What a basket or order line's picture depends on. */
export interface PicturedLine {
  productId: number;
  colorId?: number | null;
  colorName: string | null;
  r3dColourId?: number | null;
}

const BOX = "h-12 w-16 shrink-0 rounded-md bg-zinc-100 object-cover";

/**
 * A line's small picture (the basket, the checkout, the placed order): the owner's photo of its colour or
 * product when there is one, else the drawing of its frame colour or product.
 */
export function LinePicture({ line }: { line: PicturedLine }) {
  const upload = lineImage(useMedia(), line);
  if (upload) {
    return (
      <span data-testid="line-thumbnail" className="shrink-0">
        <MediaPicture
          image={upload}
          crop="landscape"
          alt=""
          sizes="64px"
          pictureClassName="block"
          className={BOX}
        />
      </span>
    );
  }
  const picture = itemPicture(line);
  if (!picture) return <span aria-hidden="true" className="h-12 w-16 shrink-0 rounded-md bg-zinc-100" />;
  return (
    <img
      src={picture}
      alt=""
      width={64}
      height={48}
      loading="lazy"
      data-testid="line-thumbnail"
      className={BOX}
    />
  );
}
