import type { CatalogueSnapshot } from "#server/modules/catalogue/index.ts";
import { itemPicture } from "#shared/item-picture.ts";
import { absoluteUrl, cropOf, lineImage } from "#shared/media-pick.ts";
import type { OrderItemRow } from "./repo.ts";

/** The smallest JPEG of a srcset ("a.jpg 480w, b.jpg 960w" -> "a.jpg"): an email shows it 64 px wide. */
const smallestJpeg = (srcset: string | undefined): string | undefined =>
  srcset?.split(",")[0]?.trim().split(/\s+/)[0];

/**
 * An order line's picture in an email (absolute, JPEG): the first photo of its colour, else of its
 * product, else the build's drawing. None without the shop's public address (a mail client needs one).
 */
export function linePicture(
  snapshot: Pick<CatalogueSnapshot, "media" | "byId">,
  item: Pick<OrderItemRow, "productId" | "colorId" | "africaColorId">,
  origin: string | null,
): string | undefined {
  if (!origin) return undefined;
  const upload = lineImage(snapshot.media, {
    productId: item.productId,
    colorId: item.colorId,
    r3dColourId: item.africaColorId,
  });
  const framed = upload && cropOf(upload, "landscape");
  const photo = framed && (smallestJpeg(framed.srcset.jpeg) ?? framed.src);
  if (photo) return absoluteUrl(origin, photo);
  const colorName = item.colorId === null ? null : (snapshot.byId.colors.get(item.colorId)?.name ?? null);
  const drawing = itemPicture({ productId: item.productId, colorName }, "jpg");
  return drawing ? absoluteUrl(origin, drawing) : undefined;
}
