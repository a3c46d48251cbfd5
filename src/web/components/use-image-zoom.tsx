import { lazy, type RefObject, Suspense, useState } from "react";
import type { ZoomImage } from "./ImageZoom.tsx";

const ImageZoom = lazy(() => import("./ImageZoom.tsx"));

/**
 * The zoom dialog's state for a trigger button: `open()` loads the dialog's code on first use and
 * shows it; `dialog` is the element to render (nothing until the first zoom).
 */
export function useImageZoom(options: {
  image: ZoomImage;
  title: string;
  returnFocus: RefObject<HTMLElement | null>;
  onOpenChange?(open: boolean): void;
}) {
  const [loaded, setLoaded] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    options.onOpenChange?.(next);
  };
  const dialog = loaded ? (
    <Suspense fallback={null}>
      <ImageZoom
        image={options.image}
        title={options.title}
        open={isOpen}
        onOpenChange={change}
        returnFocus={options.returnFocus}
      />
    </Suspense>
  ) : null;
  return {
    isOpen,
    open: () => {
      setLoaded(true);
      change(true);
    },
    dialog,
  };
}
