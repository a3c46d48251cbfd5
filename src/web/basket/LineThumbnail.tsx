import { LinePicture } from "#web/media/LinePicture.tsx";
import type { BasketItem } from "./basket-types.ts";

/** A basket line's small picture, the same in the drawer and checkout. */
export function LineThumbnail({ item }: { item: BasketItem }) {
  return (
    <LinePicture
      line={{
        productId: item.product.id,
        colorId: item.color?.id,
        colorName: item.color?.name ?? null,
        r3dColourId: item.africaR3DDetails?.colorId,
      }}
    />
  );
}
