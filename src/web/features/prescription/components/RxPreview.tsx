import { slugify } from "#shared/image-paths.ts";
import { firstImageOf, mediaTargets } from "#shared/media-pick.ts";
import { ConfiguratorPreview } from "#web/components/ConfiguratorPreview.tsx";
import { useMedia } from "#web/media/use-media.ts";
import type { ResolvedSelection } from "../lib/configurator.ts";

interface RxPreviewProps {
  resolved: ResolvedSelection;
  /** The phone bar's thumbnail rather than the page's picture. */
  thumbnail?: boolean;
  priority?: boolean;
  className?: string;
}

/** The chosen frame colour with the chosen prescription lens (clear until one is chosen). */
export function RxPreview({ resolved, thumbnail, priority, className }: RxPreviewProps) {
  const { color, lens } = resolved;
  const media = useMedia();
  if (!color) return null;
  return (
    <ConfiguratorPreview
      set="primary"
      colorName={color.name}
      lens={`rx-${slugify(lens?.name ?? "Clear")}`}
      alt={`Frame in ${color.name} with ${lens ? lens.name : "clear"} lenses`}
      priority={priority}
      upload={firstImageOf(media, mediaTargets.frameColour(color.id))}
      sizes={thumbnail ? "96px" : undefined}
      testId={thumbnail ? "sticky-preview" : undefined}
      className={className}
    />
  );
}
