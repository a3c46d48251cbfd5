import { useNavigate } from "react-router";
import { formatPence, poundsToPence } from "#shared/money.ts";
import { configuratorPricePence } from "#shared/pricing/index.ts";
import type { PrescriptionProChoice } from "#shared/schemas/basket.ts";
import { useColors } from "#web/catalogue/colors.ts";
import { useFinishes } from "#web/catalogue/finishes.ts";
import { usePrescriptionLensTypes } from "#web/catalogue/prescription-lens-types.ts";
import { useVisionTypes } from "#web/catalogue/vision-types.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { buildPrescriptionProOrder, isComplete } from "#web/handoffs/build-prescription-pro-order.ts";
import { savePrescriptionProOrder } from "#web/handoffs/save-prescription-pro-order.ts";
import { RestoreShell } from "./RestoreShell.tsx";

const CONFIGURATOR_PATH = "/prescription-pro";
const CHECKOUT_PATH = "/prescription-pro-checkout";

/**
 * A Prescription Pro pair from a reminder's link: the configuration as sold today (the storefront lists
 * hold only what is offered), then its own checkout, which asks about the wearer again. The prescription was
 * never kept, so it is asked for after the order as for every Prescription Pro order.
 */
export function RestoredPrescriptionPro({ choice, token }: { choice: PrescriptionProChoice; token: string }) {
  const navigate = useNavigate();
  const lists = {
    visionTypes: useVisionTypes().data,
    colors: useColors().data,
    lensTypes: usePrescriptionLensTypes().data,
    finishes: useFinishes().data,
  };
  if (!lists.visionTypes || !lists.colors || !lists.lensTypes || !lists.finishes) {
    return <Spinner label="Finding your basket" />;
  }
  const parts = {
    vision: lists.visionTypes.find((v) => v.id === choice.visionType),
    color: lists.colors.find((c) => c.id === choice.frameColorId),
    lens: lists.lensTypes.find((l) => l.id === choice.prescriptionLensTypeId),
    finish: lists.finishes.find((f) => f.id === choice.finishId),
  };
  if (!isComplete(parts)) {
    return (
      <RestoreShell title="This pair is no longer available">
        <p className="mt-4 text-zinc-700">
          Part of the Prescription Pro pair you chose is not sold any more. You can choose another.
        </p>
        <Button className="mt-6" onClick={() => navigate(CONFIGURATOR_PATH)}>
          Choose your pair
        </Button>
      </RestoreShell>
    );
  }
  const totalPence = configuratorPricePence({
    visionBasePence: poundsToPence(parts.vision.basePrice),
    lensAdditionalPence: poundsToPence(parts.lens.additionalPrice),
    finishPence: poundsToPence(parts.finish.price),
  });
  const take = () => {
    savePrescriptionProOrder(buildPrescriptionProOrder(parts, totalPence, null, new Date(), token));
    navigate(CHECKOUT_PATH);
  };
  return (
    <RestoreShell title="Your basket">
      <p className="mt-4 text-zinc-700">Here is the Prescription Pro pair you chose, at today's price.</p>
      <dl aria-label="Your restored pair" className="mt-6 grid gap-2 text-sm">
        {(
          [
            ["Vision type", parts.vision.name],
            ["Frame colour", parts.color.name],
            ["Lens type", parts.lens.name],
            ["Finish", parts.finish.name],
            ["Price", formatPence(totalPence)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-zinc-600">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-zinc-700">
        We did not keep your prescription: you send it to us after ordering, as before.
      </p>
      <Button className="mt-6" onClick={take}>
        Continue to checkout
      </Button>
    </RestoreShell>
  );
}
