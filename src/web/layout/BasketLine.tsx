import { Minus, Plus, Trash } from "lucide-react";
import { formatPence } from "#shared/money.ts";
import { useBasket } from "../basket/BasketProvider.tsx";
import { itemLineTotalPence } from "../basket/basket-reducer.ts";
import { type BasketItem, MAX_LINE_QUANTITY } from "../basket/basket-types.ts";
import { LineThumbnail } from "../basket/LineThumbnail.tsx";
import { lineVariant, useLineLimits } from "../basket/use-line-limit.ts";

const PRESCRIPTION_CHOICE_LABELS = {
  "upload-later": "Upload later",
  "email-later": "Email later",
} as const;

/** Names the line in button labels, so two lines of one product stay distinguishable. */
function lineName(item: BasketItem): string {
  const options = [
    item.africaR3DDetails?.frameName,
    item.color?.name ?? item.africaR3DDetails?.colorName,
    item.lensType?.name,
    item.sockSize?.name,
  ];
  return [item.product.name, ...options.filter(Boolean)].join(", ");
}

function LineDetails({ item }: { item: BasketItem }) {
  const africa = item.africaR3DDetails;
  return (
    <ul className="mt-1 space-y-0.5 text-sm text-zinc-600">
      {item.color ? <li>Colour: {item.color.name}</li> : null}
      {item.lensType ? <li>Lens: {item.lensType.name}</li> : null}
      {africa ? (
        <>
          <li className="font-medium text-zinc-800">Custom 3D-printed frame</li>
          <li>
            {africa.frameName} · {africa.colorName}
          </li>
          <li>
            {africa.visionTypeName} · {africa.lensTypeName} lens
          </li>
          {africa.prescriptionOption === "no-prescription" ? null : (
            <li>Prescription: {PRESCRIPTION_CHOICE_LABELS[africa.prescriptionOption]}</li>
          )}
        </>
      ) : null}
      {item.sockSize ? (
        <li>
          Size: {item.sockSize.name} (EU {item.sockSize.euRange})
        </li>
      ) : null}
    </ul>
  );
}

const stepClasses =
  "inline-flex size-9 cursor-pointer items-center justify-center text-zinc-900 transition-colors hover:bg-zinc-100 disabled:cursor-not-allowed disabled:text-zinc-400 disabled:hover:bg-transparent";

/** What the line says when the basket holds more than is left, or all there is. */
function stockNote(quantity: number, max: number): string | null {
  if (max === 0) return "Out of stock. Please remove it to check out.";
  if (quantity > max) return `Only ${max} left. Please lower the quantity to ${max}.`;
  if (quantity === max && max < MAX_LINE_QUANTITY) return `That is all we have left.`;
  return null;
}

export function BasketLine({ item, index }: { item: BasketItem; index: number }) {
  const { updateQuantity, removeItem } = useBasket();
  const { lineMax } = useLineLimits();
  const max = lineMax(lineVariant(item));
  const note = stockNote(item.quantity, max);
  const name = lineName(item);
  return (
    <li className="flex gap-4 py-4">
      <LineThumbnail item={item} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-zinc-900">{item.product.name}</p>
        <LineDetails item={item} />
        <div className="mt-3 flex items-center gap-3">
          <div className="inline-flex items-center rounded-md border border-zinc-300">
            <button
              type="button"
              className={stepClasses}
              aria-label={`Decrease quantity of ${name}`}
              disabled={item.quantity <= 1}
              onClick={() => updateQuantity(index, item.quantity - 1)}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <output
              aria-label={`Quantity of ${name}`}
              className="min-w-8 text-center text-sm font-semibold tabular-nums"
            >
              {item.quantity}
            </output>
            <button
              type="button"
              className={stepClasses}
              aria-label={`Increase quantity of ${name}`}
              disabled={item.quantity >= max}
              onClick={() => updateQuantity(index, item.quantity + 1)}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <button
            type="button"
            aria-label={`Remove ${name} from basket`}
            onClick={() => removeItem(index)}
            className="inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-zinc-600 transition-colors hover:bg-red-50 hover:text-red-700"
          >
            <Trash aria-hidden="true" className="size-4" />
          </button>
        </div>
        {note ? (
          <p
            role="status"
            className={`mt-2 text-sm ${item.quantity > max ? "font-medium text-red-700" : "text-zinc-700"}`}
          >
            {note}
          </p>
        ) : null}
      </div>
      <p className="font-semibold text-zinc-900 tabular-nums">{formatPence(itemLineTotalPence(item))}</p>
    </li>
  );
}
