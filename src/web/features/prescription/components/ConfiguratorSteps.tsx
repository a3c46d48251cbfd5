import { type ReactNode, useId } from "react";
import { PRODUCT_IDS, VISION_TYPE_IDS } from "#shared/catalogue.ts";
import { frameColorImage, slugify } from "#shared/image-paths.ts";
import { firstImageOf, mediaTargets } from "#shared/media-pick.ts";
import { formatPence, formatSurcharge, poundsToPence } from "#shared/money.ts";
import { useStock } from "#web/catalogue/stock.ts";
import { ColourGrid } from "#web/components/ColourGrid.tsx";
import { LoadError } from "#web/components/LoadError.tsx";
import { OptionCardGroup } from "#web/components/OptionCardGroup.tsx";
import { ResponsiveImage } from "#web/components/ResponsiveImage.tsx";
import { useMedia } from "#web/media/use-media.ts";
import type { ConfiguratorOptions } from "../hooks/use-configurator-options.ts";
import type { ConfiguratorSelection } from "../lib/configurator.ts";

interface ConfiguratorStepsProps {
  options: ConfiguratorOptions;
  selection: ConfiguratorSelection;
  onChange(patch: Partial<ConfiguratorSelection>): void;
  /** "Vision type" on prescription-pro, "Lens category" on the lens configurator. */
  visionLabel?: string;
  /** Shown under the lens technology list (the optical-rim advice). */
  lensNote?: ReactNode;
}

function Step({ n, title, children }: { n: number; title: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="flex items-center gap-3 font-display text-2xl font-bold">
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-ink text-base text-white"
        >
          {n}
        </span>
        {title}
      </h2>
      {children(id)}
    </section>
  );
}

const LoadFailed = () => <p className="text-sm text-zinc-600">These options could not be loaded.</p>;

/** Vision type, frame colour, lens technology and mirror finish: the choices both configurators share. */
export function ConfiguratorSteps({
  options,
  selection,
  onChange,
  visionLabel = "Vision type",
  lensNote,
}: ConfiguratorStepsProps) {
  const { visionTypes, colors, lensTypes, finishes } = options;
  const stockOf = useStock();
  const media = useMedia();
  return (
    <div className="flex flex-col gap-10">
      {options.hasError ? (
        <LoadError message="Some options could not be loaded. Please try again." onRetry={options.retry} />
      ) : null}

      <Step n={1} title={visionLabel}>
        {(id) =>
          visionTypes.isError ? (
            <LoadFailed />
          ) : (
            <OptionCardGroup
              label={visionLabel}
              labelledBy={id}
              columns="sm:grid-cols-2"
              loading={visionTypes.isPending}
              placeholderCount={2}
              value={selection.visionType}
              onValueChange={(value) => {
                const visionType = VISION_TYPE_IDS.find((v) => v === value);
                if (visionType) onChange({ visionType });
              }}
              items={(visionTypes.data ?? []).map((v) => ({
                value: v.id,
                label: v.name,
                description: v.description,
                detail: formatPence(poundsToPence(v.basePrice)),
              }))}
            />
          )
        }
      </Step>

      <Step n={2} title="Frame colour">
        {(id) =>
          colors.isError ? (
            <LoadFailed />
          ) : (
            <ColourGrid
              label="Frame colour"
              labelledBy={id}
              loading={colors.isPending}
              placeholderCount={8}
              value={selection.colorId}
              onChange={(colorId) => onChange({ colorId })}
              colors={(colors.data ?? []).map((c) => ({
                id: c.id,
                name: c.name,
                image: frameColorImage(c.name),
                upload: firstImageOf(media, mediaTargets.frameColour(c.id)),
                // Both configurators order Prescription Pro in the chosen frame colour.
                stock: stockOf({ productId: PRODUCT_IDS.prescriptionPro, colorId: c.id }),
              }))}
            />
          )
        }
      </Step>

      <Step n={3} title="Lens technology">
        {(id) => (
          <>
            {lensTypes.isError ? (
              <LoadFailed />
            ) : (
              <OptionCardGroup
                label="Lens technology"
                labelledBy={id}
                loading={lensTypes.isPending}
                placeholderCount={6}
                value={selection.lensTypeId === null ? null : String(selection.lensTypeId)}
                onValueChange={(value) => onChange({ lensTypeId: Number(value) })}
                items={(lensTypes.data ?? []).map((l) => ({
                  value: String(l.id),
                  label: l.name,
                  description: l.description,
                  detail: formatSurcharge(poundsToPence(l.additionalPrice), "Included"),
                  media: (
                    <ResponsiveImage
                      src={`/images/lenses/rx-${slugify(l.name)}.jpg`}
                      alt=""
                      width={800}
                      height={600}
                      sizes="64px"
                      pictureClassName="block"
                      className="aspect-[4/3] w-full object-cover"
                    />
                  ),
                }))}
              />
            )}
            {lensNote}
          </>
        )}
      </Step>

      <Step n={4} title="Mirror finish">
        {(id) =>
          finishes.isError ? (
            <LoadFailed />
          ) : (
            <OptionCardGroup
              label="Mirror finish"
              labelledBy={id}
              columns="sm:grid-cols-2"
              loading={finishes.isPending}
              placeholderCount={4}
              value={selection.finishId === null ? null : String(selection.finishId)}
              onValueChange={(value) => onChange({ finishId: Number(value) })}
              items={(finishes.data ?? []).map((f) => ({
                value: String(f.id),
                label: f.name,
                description: f.description,
                detail: formatSurcharge(poundsToPence(f.price), "Free"),
              }))}
            />
          )
        }
      </Step>
    </div>
  );
}
