import { itemPicture } from "#shared/item-picture.ts";
import { lineImage } from "#shared/media-pick.ts";
import { MediaPicture } from "#web/media/MediaPicture.tsx";
import { useMedia } from "#web/media/use-media.ts";
import type { BasketItem } from "./basket-types.ts";

const BOX = "h-12 w-16 shrink-0 rounded-md bg-zinc-100 object-cover";

/**
 * A basket line's small picture, the same in the drawer and checkout: the owner's photo of its colour or
 * product when there is one, else the drawing of its frame colour or product.
 */
export function LineThumbnail({ item }: { item: BasketItem }) {
  const upload = lineImage(useMedia(), {
    productId: item.product.id,
    colorId: item.color?.id,
    r3dColourId: item.africaR3DDetails?.colorId,
  });
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
  const picture = itemPicture({ productId: item.product.id, colorName: item.color?.name ?? null });
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
