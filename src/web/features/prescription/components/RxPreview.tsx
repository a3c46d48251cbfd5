import { slugify } from "#shared/image-paths.ts";
import { ConfiguratorPreview } from "#web/components/ConfiguratorPreview.tsx";
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
  if (!color) return null;
  return (
    <ConfiguratorPreview
      set="primary"
      colorName={color.name}
      lens={`rx-${slugify(lens?.name ?? "Clear")}`}
      alt={`Frame in ${color.name} with ${lens ? lens.name : "clear"} lenses`}
      priority={priority}
      testId={thumbnail ? "sticky-preview" : undefined}
      className={className}
    />
  );
}
