import { ShoppingBag } from "lucide-react";
import { slugify } from "#shared/image-paths.ts";
import { firstImageOf, mediaTargets } from "#shared/media-pick.ts";
import { formatPence, formatSurcharge, poundsToPence } from "#shared/money.ts";
import { stockNotice } from "#shared/stock.ts";
import { ColourGrid } from "#web/components/ColourGrid.tsx";
import { ConfiguratorPreview } from "#web/components/ConfiguratorPreview.tsx";
import { LoadError } from "#web/components/LoadError.tsx";
import { OptionCardGroup } from "#web/components/OptionCardGroup.tsx";
import { PurchaseInfo } from "#web/components/PurchaseInfo.tsx";
import { QuantityStepper } from "#web/components/QuantityStepper.tsx";
import { StickyBuyBar } from "#web/components/StickyBuyBar.tsx";
import { StockNotice } from "#web/components/StockNotice.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useMedia } from "#web/media/use-media.ts";
import type { AfricaCustomiser } from "../hooks/use-africa-customiser.ts";

const heading = "mb-3 text-lg font-bold";

/** Colour, vision type, lens type and quantity, the running total, and Add to Basket. */
export function Customiser({ customiser }: { customiser: AfricaCustomiser }) {
  const { colors, visionTypes, lensTypes, choice, set, stockOf } = customiser;
  const media = useMedia();
  const frame = customiser.frames.data?.find((f) => f.id === choice.frameId);
  const colour = colors.data?.find((c) => c.id === choice.colorId);
  const notice = customiser.colorStock ? stockNotice(customiser.colorStock) : null;
  const lens = lensTypes.data?.find((l) => l.id === choice.lensTypeId);
  // Until the shopper picks them, the preview shows the first frame and colour.
  const shown = { frame: frame ?? customiser.frames.data?.[0], colour: colour ?? colors.data?.[0] };
  const preview = (testId?: string, className?: string) =>
    shown.frame && shown.colour ? (
      <ConfiguratorPreview
        set={slugify(shown.frame.name)}
        colorName={shown.colour.name}
        lens={slugify(lens?.name ?? "Clear")}
        alt={`${shown.frame.name} in ${shown.colour.name} with ${lens?.name ?? "Clear"} lenses`}
        upload={firstImageOf(media, mediaTargets.r3dColour(shown.colour.id))}
        sizes={testId ? "96px" : "(min-width: 448px) 448px, 100vw"}
        testId={testId}
        className={className}
      />
    ) : null;
  return (
    <section aria-labelledby="customise-heading" className="flex flex-col gap-8">
      <h2 id="customise-heading" className="font-display text-3xl font-bold">
        2. Customise it
      </h2>
      {customiser.hasError ? (
        <LoadError message="Some options could not be loaded. Please try again." onRetry={customiser.retry} />
      ) : null}

      <div className="w-full max-w-md">{preview(undefined, "rounded-xl border border-zinc-200")}</div>

      <div>
        <h3 id="africa-colour-heading" className={heading}>
          Frame colour
        </h3>
        <ColourGrid
          label="Frame colour"
          labelledBy="africa-colour-heading"
          columns="grid-cols-2 min-[480px]:grid-cols-4 lg:grid-cols-7"
          loading={colors.isPending}
          placeholderCount={7}
          value={choice.colorId}
          onChange={(colorId) => set({ colorId })}
          colors={(colors.data ?? []).map((c) => ({
            ...c,
            upload: firstImageOf(media, mediaTargets.r3dColour(c.id)),
            stock: stockOf(c.id),
          }))}
        />
        {notice ? <StockNotice text={notice} /> : null}
      </div>

      <div className="grid gap-8 md:grid-cols-2">
        <div>
          <h3 id="africa-vision-heading" className={heading}>
            Vision type
          </h3>
          <OptionCardGroup
            label="Vision type"
            labelledBy="africa-vision-heading"
            loading={visionTypes.isPending}
            placeholderCount={2}
            value={choice.visionTypeId === null ? null : String(choice.visionTypeId)}
            onValueChange={(id) => customiser.setVisionType(Number(id))}
            items={(visionTypes.data ?? []).map((v) => ({
              value: String(v.id),
              label: v.name,
              description: v.description,
              detail: formatPence(poundsToPence(v.basePrice)),
            }))}
          />
        </div>
        <div>
          <h3 id="africa-lens-heading" className={heading}>
            Lens type
          </h3>
          <OptionCardGroup
            label="Lens type"
            labelledBy="africa-lens-heading"
            loading={lensTypes.isPending}
            placeholderCount={5}
            value={choice.lensTypeId === null ? null : String(choice.lensTypeId)}
            onValueChange={(id) => set({ lensTypeId: Number(id) })}
            items={(lensTypes.data ?? []).map((l) => ({
              value: String(l.id),
              label: l.name,
              description: l.description,
              detail: formatSurcharge(poundsToPence(l.additionalPrice), "Included"),
            }))}
          />
        </div>
      </div>

      <div className="flex flex-col gap-6 rounded-xl border border-zinc-200 bg-zinc-50 p-5 sm:flex-row sm:items-end sm:justify-between">
        <QuantityStepper
          value={customiser.quantity}
          onChange={(quantity) => set({ quantity })}
          min={1}
          max={customiser.maxQuantity}
        />
        <div aria-live="polite" className="sm:text-right">
          <p className="text-sm text-zinc-600">Total</p>
          {customiser.totalPence === null ? (
            <p data-testid="africa-total" className="font-semibold text-zinc-700">
              Choose a vision type to see your price
            </p>
          ) : (
            <p data-testid="africa-total" className="text-3xl font-black tabular-nums">
              {formatPence(customiser.totalPence)}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Button size="lg" onClick={customiser.addToBasket} className="w-full sm:w-auto sm:self-start">
          <ShoppingBag aria-hidden="true" />
          Add to Basket
        </Button>
        <p className="text-sm text-zinc-600">
          Next, you'll add your prescription. You can also upload it later.
        </p>
      </div>
      <PurchaseInfo productType="africa_r3d" />
      <StickyBuyBar
        media={preview("sticky-preview", "size-full")}
        summary={[frame?.name ?? "No frame chosen", colour?.name ?? "No colour chosen"].join(" · ")}
        total={customiser.totalPence === null ? "Choose a vision type" : formatPence(customiser.totalPence)}
        actionLabel="Add to Basket"
        actionIcon={<ShoppingBag aria-hidden="true" />}
        onAction={customiser.addToBasket}
      />
    </section>
  );
}
