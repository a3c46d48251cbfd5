/** The header's menu, shared by the desktop menu and the mobile slide-in menu. */

export interface NavTarget {
  label: string;
  to: string;
  description?: string;
}

type NavEntry =
  | ({ kind: "link" } & NavTarget)
  /** id names the group in element ids, which cannot hold spaces. */
  | { kind: "group"; id: string; label: string; links: readonly NavTarget[] };

export const MAIN_NAV: readonly NavEntry[] = [
  {
    kind: "group",
    id: "primary",
    label: "Primary + Sports Sunglasses",
    links: [
      { label: "Home", to: "/", description: "Full-wrap Primary+ sunglasses with German lenses" },
      { label: "Replacement Lenses", to: "/spare-lenses", description: "Six tints, swapped in seconds" },
      {
        label: "Running Sunglasses Guide",
        to: "/running-sunglasses",
        description: "What matters on road and trail",
      },
      { label: "Spare Nose Pads", to: "/nose-pads", description: "Soft, hypoallergenic replacements" },
    ],
  },
  { kind: "link", label: "About", to: "/about" },
  {
    kind: "group",
    id: "prescription",
    label: "Prescription",
    links: [
      {
        label: "Prescription Sports Sunglasses Guide",
        to: "/prescription-sports-sunglasses",
        description: "Lens options and how ordering works",
      },
      {
        label: "Customise Your Prescription",
        to: "/prescription-pro",
        description: "Vision type, lens technology and finish",
      },
      {
        label: "Add Prescription",
        to: "/prescription-form",
        description: "Type it in or upload it securely",
      },
    ],
  },
  { kind: "link", label: "Africa R3D Collection", to: "/africa-r3d" },
  { kind: "link", label: "Who is Africa?", to: "/who-is-africa" },
  { kind: "link", label: "FAQ", to: "/faq" },
  { kind: "link", label: "Sports Socks", to: "/sports-socks" },
];

export const ADMIN_LINK: NavTarget = { label: "Admin", to: "/admin" };
/** The phone menu's way to help: the desktop has it in the footer, which a phone reaches last. */
export const SUPPORT_LINK: NavTarget = { label: "Support", to: "/support" };
export const EXPRESS_CHECKOUT_LINK: NavTarget = { label: "Express Checkout", to: "/checkout-express" };

export function isActivePath(pathname: string, to: string): boolean {
  return to === "/" ? pathname === "/" : pathname === to || pathname.startsWith(`${to}/`);
}
