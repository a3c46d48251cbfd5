import type { NavTarget } from "./nav-links.ts";

export const FOOTER_SHOP_LINKS: readonly NavTarget[] = [
  { label: "Primary+ Sunglasses", to: "/" },
  { label: "Replacement Lenses", to: "/spare-lenses" },
  { label: "Prescription Guide", to: "/prescription-sports-sunglasses" },
  { label: "Africa R3D Collection", to: "/africa-r3d" },
  { label: "Sports Socks", to: "/sports-socks" },
  { label: "Spare Nose Pads", to: "/nose-pads" },
];

export const FOOTER_HELP_LINKS: readonly NavTarget[] = [
  { label: "About Us", to: "/about" },
  { label: "FAQ", to: "/faq" },
  { label: "Customer Support", to: "/support" },
  { label: "Returns", to: "/returns" },
  { label: "Terms and Conditions", to: "/terms" },
];

export const PRIVACY_POLICY_LINK: NavTarget = { label: "Privacy Policy", to: "/privacy-policy" };

export const SOCIAL_LINKS = [
  { network: "instagram", label: "Instagram", href: "https://www.instagram.com/ndrsportseyewear" },
  { network: "facebook", label: "Facebook", href: "https://www.facebook.com/ndrsportseyewear" },
  { network: "x", label: "X", href: "https://x.com/ndreyewear" },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]["network"];
