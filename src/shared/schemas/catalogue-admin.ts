import { z } from "zod";
import { DecimalPrice } from "./common.ts";
import { isCleanText, NOT_ALLOWED } from "./fields.ts";
import { PoundsInput } from "./pounds.ts";
import { ShopSettings } from "./shop-settings.ts";

/** What a kind of catalogue row holds besides its name and whether it is active. */
type Field =
  | "description"
  | "price"
  | "hex"
  | "euRange"
  | "badge"
  | "wrapLimit"
  | "boxWidthMm"
  | "boxHeightMm"
  | "bridgeMm";

/** What a frame adds for prescriptions: its wrap limit and boxed size (null on products that are no frame). */
export const FRAME_FIELDS = ["wrapLimit", "boxWidthMm", "boxHeightMm", "bridgeMm"] as const;

interface KindInfo {
  label: string;
  fields: readonly Field[];
  /** Price or Surcharge, for a kind with a price. */
  priceLabel?: string;
  /** Products and vision types are pages and ids in the code: edited, never added. */
  canAdd: boolean;
}

/** Every list the admin's Catalogue tab edits, by the name used in its URLs. */
const CATALOGUE_KINDS = {
  products: {
    label: "Products",
    fields: ["description", "price", ...FRAME_FIELDS],
    priceLabel: "Price",
    canAdd: false,
  },
  colors: { label: "Colours", fields: ["hex"], canAdd: true },
  "primary-lens-types": {
    label: "Primary lens types",
    fields: ["description", "price"],
    priceLabel: "Surcharge",
    canAdd: true,
  },
  "prescription-lens-types": {
    label: "Prescription lens types",
    fields: ["description", "price"],
    priceLabel: "Surcharge",
    canAdd: true,
  },
  "spare-lens-types": {
    label: "Spare lens types",
    fields: ["description", "price"],
    priceLabel: "Price",
    canAdd: true,
  },
  finishes: { label: "Finishes", fields: ["description", "price"], priceLabel: "Surcharge", canAdd: true },
  "vision-types": {
    label: "Vision types",
    fields: ["description", "price"],
    priceLabel: "Price",
    canAdd: false,
  },
  "sock-sizes": { label: "Sock sizes", fields: ["euRange"], canAdd: true },
  "africa-frames": { label: "Africa R3D frames", fields: ["description", "badge"], canAdd: true },
  "africa-colors": { label: "Africa R3D colours", fields: ["hex"], canAdd: true },
  "africa-vision-types": {
    label: "Africa R3D vision types",
    fields: ["description", "price"],
    priceLabel: "Price",
    canAdd: true,
  },
  "africa-lens-types": {
    label: "Africa R3D lens types",
    fields: ["description", "price"],
    priceLabel: "Surcharge",
    canAdd: true,
  },
} as const satisfies Record<string, KindInfo>;

export type CatalogueKind = keyof typeof CATALOGUE_KINDS;
export const CATALOGUE_KIND_NAMES = Object.keys(CATALOGUE_KINDS) as [CatalogueKind, ...CatalogueKind[]];
export const kindInfo = (kind: CatalogueKind): KindInfo => CATALOGUE_KINDS[kind];

export const CATALOGUE_MESSAGES = {
  kind: `Unknown catalogue list: use one of ${CATALOGUE_KIND_NAMES.join(", ")}`,
  name: "Name is required",
  hex: "Swatch must be a colour like #1a2b3c",
  euRange: "EU size range is required",
  order: "The new order must list every id of the list exactly once",
} as const;

const CATALOGUE_MESSAGES_FRAME = {
  wrapLimit: "Wrap limit must be dioptres from 1.00 to 20.00 in steps of 0.25, like 6.00 (blank: none)",
} as const;

/** A whole number of millimetres typed or sent as a number; blank is not known (null). */
function millimetres(label: string, min: number, max: number) {
  const message = `${label} must be a whole number of mm from ${min} to ${max} (blank: not known)`;
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((v, ctx) => {
      const text = String(v).trim();
      if (text === "") return null;
      const mm = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
      if (mm >= min && mm <= max) return mm;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    })
    .nullable();
}

export const KindParam = z.object({ kind: z.enum(CATALOGUE_KIND_NAMES, { error: CATALOGUE_MESSAGES.kind }) });
export const KindIdParam = KindParam.extend({ id: z.string().regex(/^[a-z0-9_]{1,40}$/, "id is not valid") });

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isCleanText(true), `${label} ${NOT_ALLOWED}`);

const FIELD_SCHEMAS = {
  description: text("Description", 2000),
  price: PoundsInput,
  hex: z.string({ error: CATALOGUE_MESSAGES.hex }).regex(/^#[0-9a-fA-F]{6}$/, CATALOGUE_MESSAGES.hex),
  euRange: text("EU size range", 40).pipe(z.string().min(1, CATALOGUE_MESSAGES.euRange)),
  badge: text("Badge", 40).nullable(),
  wrapLimit: z
    .union([z.number(), z.string()], { error: CATALOGUE_MESSAGES_FRAME.wrapLimit })
    .transform((v, ctx) => {
      const text = String(v).trim().replace(/^±/, "");
      if (text === "") return null;
      const hundredths = /^\d{1,2}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
      if (hundredths >= 100 && hundredths <= 2000 && hundredths % 25 === 0) return hundredths;
      ctx.addIssue({ code: "custom", message: CATALOGUE_MESSAGES_FRAME.wrapLimit });
      return z.NEVER;
    })
    .nullable(),
  boxWidthMm: millimetres("Lens width (A)", 20, 90),
  boxHeightMm: millimetres("Lens height (B)", 10, 70),
  bridgeMm: millimetres("Bridge (DBL)", 5, 35),
};

/** A new row of one kind: its name, its kind's fields, active unless said otherwise. Unknown fields are refused. */
export function catalogueItemInput(kind: CatalogueKind) {
  const shape: Record<string, z.ZodType> = {
    name: text("Name", 120).pipe(z.string().min(1, CATALOGUE_MESSAGES.name)),
    active: z.boolean({ error: "Active must be true or false" }).optional(),
  };
  for (const field of CATALOGUE_KINDS[kind].fields) shape[field] = FIELD_SCHEMAS[field];
  return z.strictObject(shape, { error: (issue) => itemIssue(kind, issue) });
}

function itemIssue(kind: CatalogueKind, issue: { code?: string; keys?: string[] }): string | undefined {
  if (issue.code === "unrecognized_keys") {
    return `${CATALOGUE_KINDS[kind].label} take no ${(issue.keys ?? []).join(", ")}`;
  }
  return undefined;
}

/** An edit: any of the create fields, at least one. */
export function catalogueItemPatch(kind: CatalogueKind) {
  return catalogueItemInput(kind)
    .partial()
    .refine((v) => Object.keys(v).length > 0, "Nothing to change");
}

/** The admin's body for one row; what each kind takes is checked by catalogueItemInput. */
export const CatalogueItemBody = z.record(z.string(), z.unknown());
export type CatalogueItemBody = Record<string, unknown>;

/** The input after validation: prices in pence. */
export interface CatalogueItemValues {
  name?: string;
  active?: boolean;
  description?: string;
  price?: number;
  hex?: string;
  euRange?: string;
  badge?: string | null;
  /** Hundredths of a dioptre. */
  wrapLimit?: number | null;
  boxWidthMm?: number | null;
  boxHeightMm?: number | null;
  bridgeMm?: number | null;
}

export const ReorderInput = z.object({
  ids: z.array(z.union([z.number().int(), z.string().max(40)]), { error: CATALOGUE_MESSAGES.order }).max(500),
});

/** One row as the admin sees it: prices as decimal strings, inactive rows too. */
export const CatalogueItem = z.object({
  id: z.union([z.number().int(), z.string()]),
  name: z.string(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  description: z.string().optional(),
  price: DecimalPrice.optional(),
  hex: z.string().optional(),
  euRange: z.string().optional(),
  badge: z.string().nullable().optional(),
  /** Dioptres as written ("6.00"), null when the frame has none. */
  wrapLimit: z.string().nullable().optional(),
  boxWidthMm: z.number().int().nullable().optional(),
  boxHeightMm: z.number().int().nullable().optional(),
  bridgeMm: z.number().int().nullable().optional(),
});
export type CatalogueItem = z.infer<typeof CatalogueItem>;

export const AdminCatalogue = z.object({
  lists: z.record(z.enum(CATALOGUE_KIND_NAMES), z.array(CatalogueItem)),
  settings: ShopSettings,
});
export type AdminCatalogue = z.infer<typeof AdminCatalogue>;

export const CatalogueChange = z.object({
  id: z.number().int(),
  admin: z.string(),
  /** A catalogue kind, or "settings". */
  kind: z.string(),
  itemId: z.string().nullable(),
  action: z.enum(["create", "update", "reorder", "settings"]),
  oldValue: z.record(z.string(), z.unknown()).nullable(),
  newValue: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type CatalogueChange = z.infer<typeof CatalogueChange>;
