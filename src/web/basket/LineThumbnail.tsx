import { itemPicture } from "#shared/item-picture.ts";

/** A basket line's small picture (its frame colour or its product's photo), the same in the drawer and checkout. */
export function LineThumbnail({ productId, colorName }: { productId: number; colorName: string | null }) {
  const picture = itemPicture({ productId, colorName });
  if (!picture) return <span aria-hidden="true" className="h-12 w-16 shrink-0 rounded-md bg-zinc-100" />;
  return (
    <img
      src={picture}
      alt=""
      width={64}
      height={48}
      loading="lazy"
      data-testid="line-thumbnail"
      className="h-12 w-16 shrink-0 rounded-md bg-zinc-100 object-cover"
    />
  );
}
