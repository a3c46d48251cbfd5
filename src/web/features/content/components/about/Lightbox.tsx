import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { KeyboardEvent } from "react";
import { Button } from "#web/components/ui/button.tsx";
import type { GalleryImage } from "#web/features/content/api/use-gallery-captions.ts";
import { Picture } from "#web/media/Picture.tsx";

interface LightboxProps {
  images: readonly GalleryImage[];
  index: number | null;
  onIndexChange(index: number | null): void;
  /** Called instead of Radix's focus return, which has no trigger to go back to here. */
  onCloseAutoFocus(): void;
}

/** A dialog showing one gallery picture large; arrow keys and buttons step through, wrapping. */
export function Lightbox({ images, index, onIndexChange, onCloseAutoFocus }: LightboxProps) {
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const step = (by: number) => {
    if (index !== null) onIndexChange((index + by + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
  };

  return (
    <Dialog.Root open={image !== undefined} onOpenChange={(open) => (open ? null : onIndexChange(null))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/85 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseAutoFocus();
          }}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4 text-white outline-none sm:p-10"
        >
          {image && index !== null ? (
            <>
              <Dialog.Title className="sr-only">
                Photo {index + 1} of {count}
              </Dialog.Title>
              <Picture
                key={image.file}
                upload={image.upload}
                crop="original"
                src={image.file}
                alt={image.alt}
                width={1200}
                height={800}
                sizes="90vw"
                priority
                className="max-h-[70dvh] w-auto rounded-lg object-contain"
              />
              <Dialog.Description className="max-w-2xl text-center">{image.caption}</Dialog.Description>
              <div className="flex items-center gap-4">
                <Button variant="inverse" size="icon" aria-label="Previous photo" onClick={() => step(-1)}>
                  <ChevronLeft aria-hidden="true" />
                </Button>
                <span aria-hidden="true" className="text-sm tabular-nums text-zinc-300">
                  {index + 1} / {count}
                </span>
                <Button variant="inverse" size="icon" aria-label="Next photo" onClick={() => step(1)}>
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
              <Dialog.Close
                aria-label="Close"
                className="absolute top-4 right-4 inline-flex size-11 cursor-pointer items-center justify-center rounded-md hover:bg-white/10"
              >
                <X aria-hidden="true" className="size-6" />
              </Dialog.Close>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
