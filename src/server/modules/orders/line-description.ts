import { PRODUCT_IDS, type PrescriptionOption, type VisionTypeId } from "#shared/catalogue.ts";
import type { OrderItemRow } from "./repo.ts";
import type { ById } from "./views.ts";

type Details = Record<string, unknown>;
type StoredLine = Pick<
  OrderItemRow,
  | "productId"
  | "itemType"
  | "colorId"
  | "primaryLensTypeId"
  | "prescriptionLensTypeId"
  | "sockSizeId"
  | "details"
>;

const isObject = (v: unknown): v is Details => typeof v === "object" && v !== null && !Array.isArray(v);
const textOf = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v : null);
const idOf = (v: unknown): number | null => (typeof v === "number" && Number.isSafeInteger(v) ? v : null);

const nameIn = <K, T extends { name: string }>(map: Map<K, T> | undefined, id: K | null) =>
  id === null || !map ? null : (map.get(id)?.name ?? null);

/** The shopper's prescription choice as the workshop needs to read it: make it plain, or wait for one. */
const PRESCRIPTION_CHOICE_TEXT: Record<PrescriptionOption, string> = {
  "no-prescription": "No prescription",
  "upload-later": "Prescription: Upload later",
  "email-later": "Prescription: Email later",
};

const isPrescriptionChoice = (v: unknown): v is PrescriptionOption =>
  typeof v === "string" && Object.hasOwn(PRESCRIPTION_CHOICE_TEXT, v);

function africaOptions(a: Details, byId?: ById): (string | null)[] {
  return [
    textOf(a.frameName) ?? nameIn(byId?.africaFrames, idOf(a.frameId)),
    textOf(a.colorName) ?? nameIn(byId?.africaColors, idOf(a.colorId)),
    textOf(a.visionTypeName) ?? nameIn(byId?.africaVisionTypes, idOf(a.visionTypeId)),
    textOf(a.lensTypeName) ?? nameIn(byId?.africaLensTypes, idOf(a.lensTypeId)),
    isPrescriptionChoice(a.prescriptionOption) ? PRESCRIPTION_CHOICE_TEXT[a.prescriptionOption] : null,
  ];
}

// A finish of that name is the absence of a mirror: nothing for the workshop to apply.
const NO_FINISH = "none";

function prescriptionProOptions(item: StoredLine, d: Details, byId?: ById): (string | null)[] {
  const visionId = textOf(d.visionType);
  const finish = textOf(d.finishName) ?? nameIn(byId?.finishes, idOf(d.finishId));
  return [
    textOf(d.visionTypeName) ?? nameIn(byId?.visionTypes, visionId as VisionTypeId | null),
    textOf(d.frameColorName) ?? nameIn(byId?.colors, idOf(d.frameColorId) ?? item.colorId),
    textOf(d.prescriptionLensTypeName) ??
      nameIn(byId?.prescriptionLensTypes, idOf(d.prescriptionLensTypeId) ?? item.prescriptionLensTypeId),
    finish?.toLowerCase() === NO_FINISH ? null : finish,
  ];
}

function lensName(item: StoredLine, d: Details, byId?: ById): string | null {
  const stored = textOf(d.lensTypeName);
  if (stored) return stored;
  if (item.productId === PRODUCT_IDS.spare) {
    // Older spare-lens lines kept their tint in the primary lens column.
    return nameIn(byId?.spareLensTypes, idOf(d.spareLensTypeId) ?? item.primaryLensTypeId);
  }
  return (
    nameIn(byId?.primaryLensTypes, item.primaryLensTypeId) ??
    nameIn(byId?.prescriptionLensTypes, item.prescriptionLensTypeId)
  );
}

// Lines made to a configuration: older orders kept its choices on the order only.
const CONFIGURED = new Set(["prescription_pro", "africa_r3d"]);

function detailsOf(item: StoredLine, orderDetails: unknown): Details {
  const own = isObject(item.details) ? item.details : {};
  const bare = Object.keys(own).length === 0 && CONFIGURED.has(item.itemType);
  return bare && isObject(orderDetails) ? orderDetails : own;
}

/**
 * What was bought on one order line, in the order it was chosen: "Varifocal, Kerry Green, Polarized, Silver
 * Mirror". The names are those stored with the line when it was bought (a later rename of a colour or lens
 * does not rewrite an order); the catalogue, when given, names an option a line holds only by id; the
 * order's details stand in for a configured line's own when it has none. Every
 * output of an order (confirmation, order page, emails, invoice, CSV, the admin's views) reads this.
 */
export function lineOptions(item: StoredLine, byId?: ById, orderDetails?: unknown): string[] {
  const d = detailsOf(item, orderDetails);
  const africa = d.africaR3D ?? d.africaR3DDetails;
  const parts = isObject(africa)
    ? africaOptions(africa, byId)
    : item.itemType === "prescription_pro" || textOf(d.visionType)
      ? prescriptionProOptions(item, d, byId)
      : [
          textOf(d.colorName) ?? nameIn(byId?.colors, item.colorId),
          lensName(item, d, byId),
          textOf(d.sockSizeName) ?? nameIn(byId?.sockSizes, item.sockSizeId),
        ];
  return parts.filter((p): p is string => p !== null);
}

/** The line's options as one text, "Celeste, Polarized"; empty for a product without options. */
export const lineDescription = (item: StoredLine, byId?: ById, orderDetails?: unknown): string =>
  lineOptions(item, byId, orderDetails).join(", ");
