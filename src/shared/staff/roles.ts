/**
 * Who may do what in the admin. The server's guard and the admin's screens both read this one table, so a
 * tab a role cannot use is hidden and its routes answer 403.
 */
export const PERMISSIONS = [
  /** Read orders, their customers, invoices and the export. */
  "orders.view",
  /** Change an order's status, shipping and notes. */
  "orders.manage",
  /** Refund or cancel an order: moves money. */
  "refunds",
  "returns",
  /** A prescription's clinical values and files, verification, the lab and quality checks. */
  "prescriptions",
  "chat",
  "contact",
  "discounts",
  /** Products, options, prices, testimonials and stock. */
  "catalogue",
  "barcodes",
  /** Labels, tracking and the postal carrier's settings. */
  "shipping",
  /** Shop settings, business details and email settings. */
  "settings",
  /** Export and erasure of a customer's data. */
  "privacy",
  "staff",
  "audit",
  /** Sales, VAT and the other figures of the business. */
  "reports",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ["owner", "staff", "dispenser"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  staff: "Staff",
  dispenser: "Dispenser",
};

const STAFF: readonly Permission[] = [
  "orders.view",
  "orders.manage",
  "refunds",
  "returns",
  "chat",
  "contact",
  "discounts",
  "catalogue",
  "barcodes",
  "shipping",
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  staff: STAFF,
  // Prescription work, and the orders it belongs to; nothing that moves money.
  dispenser: ["orders.view", "prescriptions"],
};

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Roles that cannot use the admin until they have a second factor. */
export const SECOND_FACTOR_REQUIRED: Record<Role, boolean> = {
  owner: true,
  staff: false,
  dispenser: true,
};

export const STAFF_STATES = ["invited", "active", "disabled"] as const;
export type StaffState = (typeof STAFF_STATES)[number];
