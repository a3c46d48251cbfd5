import type { AdminCatalogue, CatalogueKind } from "#shared/schemas/catalogue-admin.ts";
import { type MediaKind, MediaTarget } from "#shared/schemas/media.ts";

/** A kind of place: a catalogue list whose rows each are one (`list`), or a single place of its own. */
export interface PlaceKind {
  /** The target itself for a single place, else its prefix before ":<id>". */
  value: string;
  label: string;
  list?: CatalogueKind;
  /** What the place shows: a video slot holds one video, every other place photos. */
  takes: MediaKind;
}

export const PLACE_KINDS: readonly PlaceKind[] = [
  { value: "product", label: "Product", list: "products", takes: "photo" },
  { value: "frame-colour", label: "Frame colour", list: "colors", takes: "photo" },
  { value: "lens:primary", label: "Primary lens type", list: "primary-lens-types", takes: "photo" },
  { value: "lens:spare", label: "Spare lens type", list: "spare-lens-types", takes: "photo" },
  {
    value: "lens:prescription",
    label: "Prescription lens type",
    list: "prescription-lens-types",
    takes: "photo",
  },
  { value: "lens:africa", label: "Africa R3D lens type", list: "africa-lens-types", takes: "photo" },
  { value: "r3d-frame", label: "Africa R3D frame", list: "africa-frames", takes: "photo" },
  { value: "r3d-colour", label: "Africa R3D colour", list: "africa-colors", takes: "photo" },
  { value: "about", label: "About page gallery", takes: "photo" },
  { value: "video:prescriptionPro", label: "Prescription Pro video", takes: "video" },
  { value: "video:lensInstallation", label: "Lens installation video", takes: "video" },
];

export interface Place {
  kind: PlaceKind;
  /** The catalogue row's id, for a kind with a list. */
  id: number | null;
  target: MediaTarget;
}

/** A target read back into its kind and row, or null when it names no place. */
export function parsePlace(target: string | null): Place | null {
  if (!target || !MediaTarget.safeParse(target).success) return null;
  for (const kind of PLACE_KINDS) {
    if (!kind.list && target === kind.value) return { kind, id: null, target };
    if (kind.list && target.startsWith(`${kind.value}:`)) {
      const id = Number(target.slice(kind.value.length + 1));
      if (Number.isInteger(id)) return { kind, id, target };
    }
  }
  return null;
}

export const placeTarget = (kind: PlaceKind, id: number | null): MediaTarget | null =>
  kind.list ? (id === null ? null : `${kind.value}:${id}`) : kind.value;

/** The Media tab's address at a catalogue row's place, or null for a list that shows no media. */
export function placeLink(list: CatalogueKind, id: number | string): string | null {
  const kind = PLACE_KINDS.find((k) => k.list === list);
  if (!kind || typeof id !== "number") return null;
  return `/admin?${new URLSearchParams({ tab: "media", place: `${kind.value}:${id}` })}`;
}

/** The catalogue rows a kind of place offers: those with a number for an id (every kind that takes media). */
export function placeRows(kind: PlaceKind, catalogue: AdminCatalogue | undefined) {
  if (!kind.list || !catalogue) return [];
  return (catalogue.lists[kind.list] ?? []).flatMap((row) =>
    typeof row.id === "number" ? [{ id: row.id, name: row.name, active: row.active }] : [],
  );
}

/** "Frame colour: Black", for lists and announcements; the id when the row is not known. */
export function placeLabel(target: string, catalogue: AdminCatalogue | undefined): string {
  const place = parsePlace(target);
  if (!place) return target;
  if (place.id === null) return place.kind.label;
  const row = placeRows(place.kind, catalogue).find((r) => r.id === place.id);
  return `${place.kind.label}: ${row ? row.name : `#${place.id}`}`;
}
