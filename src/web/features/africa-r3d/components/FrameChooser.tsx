import { slugify } from "#shared/image-paths.ts";
import { firstImageOf, imagesOf, mediaTargets } from "#shared/media-pick.ts";
import { OptionCardGroup } from "#web/components/OptionCardGroup.tsx";
import { ProductGallery } from "#web/components/ProductGallery.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { galleryViews } from "#web/media/gallery-views.ts";
import { Picture } from "#web/media/Picture.tsx";
import { useMedia } from "#web/media/use-media.ts";
import type { AfricaCustomiser } from "../hooks/use-africa-customiser.ts";

/** The four frame shapes, each with its photo; the two Africa frames show their size. */
export function FrameChooser({ customiser }: { customiser: AfricaCustomiser }) {
  const { frames, choice, set } = customiser;
  const media = useMedia();
  // The gallery shows the chosen frame, or the first until one is chosen.
  const shown = frames.data?.find((f) => f.id === choice.frameId) ?? frames.data?.[0];
  return (
    <section aria-labelledby="frame-heading" className="flex flex-col gap-5">
      <div>
        <h2 id="frame-heading" className="font-display text-3xl font-bold">
          1. Choose your frame
        </h2>
        <p className="mt-2 text-zinc-700">Four shapes, each printed to order in the colour you choose.</p>
      </div>
      {frames.isError ? (
        <p className="text-zinc-600">The frames could not be loaded.</p>
      ) : (
        <OptionCardGroup
          label="Frame"
          labelledBy="frame-heading"
          layout="tiles"
          columns="grid-cols-2 lg:grid-cols-4"
          loading={frames.isPending}
          placeholderCount={4}
          value={choice.frameId === null ? null : String(choice.frameId)}
          onValueChange={(id) => set({ frameId: Number(id) })}
          items={(frames.data ?? []).map((frame) => ({
            value: String(frame.id),
            label: frame.name,
            description: frame.description,
            detail:
              frame.widthMm && frame.heightMm
                ? `${frame.widthMm}mm wide × ${frame.heightMm}mm high`
                : undefined,
            badge: frame.badge ? <Badge variant="accent">{frame.badge}</Badge> : undefined,
            media: (
              <Picture
                upload={firstImageOf(media, mediaTargets.r3dFrame(frame.id))}
                crop="landscape"
                src={`/images/africa/${slugify(frame.name)}.jpg`}
                alt=""
                width={800}
                height={600}
                sizes="(min-width: 1024px) 25vw, 50vw"
                pictureClassName="block"
                className="aspect-[4/3] w-full object-cover"
              />
            ),
          }))}
        />
      )}
      {shown ? (
        <ProductGallery
          product={shown.name}
          views={galleryViews(
            imagesOf(media, mediaTargets.r3dFrame(shown.id)),
            frameViews(shown.name),
            "landscape",
          )}
          sizes="(min-width: 768px) 672px, 100vw"
          className="max-w-2xl"
        />
      ) : null}
    </section>
  );
}

/** A frame from three sides (scripts/images/africa.mjs and views.mjs). */
function frameViews(name: string) {
  const slug = slugify(name);
  return [
    {
      label: "Three-quarter view",
      src: `/images/africa/${slug}.jpg`,
      alt: `The ${name} frame, three-quarter view`,
    },
    { label: "Front view", src: `/images/views/${slug}-front.jpg`, alt: `The ${name} frame from the front` },
    { label: "Side view", src: `/images/views/${slug}-side.jpg`, alt: `The ${name} frame from the side` },
  ].map((view) => ({ ...view, width: 800, height: 600 }));
}
