/**
 * The fixed id tables of back-office.md §3, used only to name prescription-pro rows that arrive
 * without names (GET /api/prescription-orders). Orders from GET /api/orders carry catalogue names.
 */
export const FRAME_COLOUR_NAMES: Readonly<Record<number, string>> = {
  1: "Ronhill Black",
  2: "Celeste",
  3: "Kerry Green",
  4: "Pink",
  5: "Yellow",
  6: "Blue",
  7: "Red",
  8: "Green",
  9: "Purple",
  10: "White",
};

export const PRESCRIPTION_LENS_TYPE_NAMES: Readonly<Record<number, string>> = {
  12: "Clear",
  13: "Grey Tint",
  14: "Polarized",
  15: "Photochromic",
  16: "XtrActive Transitions",
  17: "Drivewear",
};

export const FINISH_NAMES: Readonly<Record<number, string>> = {
  1: "None",
  2: "Silver Mirror",
  3: "Gold Mirror",
  4: "Blue Mirror",
};

export const nameOf = (table: Readonly<Record<number, string>>, id: number | null) =>
  id === null ? null : (table[id] ?? null);
