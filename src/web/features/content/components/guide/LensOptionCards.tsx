import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { DEFAULT_PRESCRIPTION_LENS_TYPE_ID } from "#shared/catalogue.ts";
import { OPTICAL_RIM_TEXT } from "#shared/dioptres.ts";
import { CATALOGUE_STALE_MS } from "#web/catalogue/catalogue-query.ts";
import { usePrescriptionLensTypes } from "#web/catalogue/prescription-lens-types.ts";
import { toPence, visionBasePence } from "#web/catalogue/prices.ts";
import { useVisionTypes } from "#web/catalogue/vision-types.ts";
import { LoadError } from "#web/components/LoadError.tsx";
import { PriceText } from "#web/components/PriceText.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { cn } from "#web/lib/cn.ts";
import { LensUpgradeList } from "./LensUpgradeList.tsx";

interface OptionCardProps {
  title: string;
  price: ReactNode;
  points: readonly string[];
  popular?: boolean;
}

function OptionCard({ title, price, points, popular = false }: OptionCardProps) {
  return (
    <li
      className={cn(
        "relative flex flex-col rounded-xl border bg-white p-6 shadow-sm",
        popular ? "border-ember-500 ring-2 ring-ember-500" : "border-zinc-200",
      )}
    >
      {popular ? (
        <Badge variant="accent" className="absolute -top-3 left-6">
          Most popular
        </Badge>
      ) : null}
      <h3 className="text-xl font-bold">{title}</h3>
      <p className="mt-2 text-lg font-bold text-ember-700" data-testid="lens-option-price">
        {price}
      </p>
      <ul className="mt-4 space-y-2 text-sm text-zinc-700">
        {points.map((point) => (
          <li key={point} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ember-700" />
            {point}
          </li>
        ))}
      </ul>
    </li>
  );
}

export function LensOptionCards() {
  const visions = useVisionTypes({ staleTime: CATALOGUE_STALE_MS });
  const lenses = usePrescriptionLensTypes({ staleTime: CATALOGUE_STALE_MS });
  const loading = visions.isPending || lenses.isPending;
  const single = visionBasePence(visions.data, "single_vision");
  const varifocal = visionBasePence(visions.data, "varifocal");
  const extra = (lensId: number | undefined) =>
    toPence(lenses.data?.find((l) => l.id === lensId)?.additionalPrice);
  const sum = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined ? undefined : a + b;
  const clear = lenses.data?.find((l) => l.id === DEFAULT_PRESCRIPTION_LENS_TYPE_ID);
  const transitions = lenses.data?.find((l) => /xtractive/i.test(l.name));
  const from = (pence: number | undefined) => (
    <>
      From <PriceText pence={pence} loading={loading} />
    </>
  );

  return (
    <section aria-labelledby="lens-options-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="lens-options-title" className="font-display text-3xl font-black sm:text-4xl">
        Lens options and prices
      </h2>
      <p className="mt-3 max-w-2xl text-zinc-600">
        Every price includes the Primary+ frame, your prescription lenses and all coatings.
      </p>
      {visions.isError || lenses.isError ? (
        <div className="mt-6">
          <LoadError
            message="Lens prices could not be loaded."
            onRetry={() => {
              if (visions.isError) visions.refetch();
              if (lenses.isError) lenses.refetch();
            }}
          />
        </div>
      ) : null}
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <OptionCard
          title={`Single Vision ${clear?.name ?? "Clear"}`}
          price={from(sum(single, extra(clear?.id)))}
          points={[
            "One prescription across the lens",
            "1.59 extra-thin, high-impact",
            "Every coating included",
          ]}
        />
        <OptionCard
          title="Optical Rim Solution"
          price={from(single)}
          points={[
            `For a sphere ${OPTICAL_RIM_TEXT}`,
            "A prescription insert behind the wrap lens",
            "Single vision or varifocal",
          ]}
        />
        <OptionCard
          title={`Single Vision ${transitions?.name ?? "XtrActive Transitions"}`}
          price={from(sum(single, extra(transitions?.id)))}
          points={[
            "Darkens in sun, clears in shade",
            "Reacts behind a windscreen",
            "Ideal for changing light",
          ]}
          popular
        />
        <OptionCard
          title="Varifocals"
          price={from(varifocal)}
          points={[
            "Distance at the top, reading below",
            "Read your watch and the road",
            "Every coating included",
          ]}
        />
      </ul>
      <LensUpgradeList lenses={lenses.data} loading={lenses.isPending} />
    </section>
  );
}
