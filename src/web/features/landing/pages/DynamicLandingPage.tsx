import type { PageLoader } from "#shared/page-render.ts";
import { LandingHero } from "../components/LandingHero.tsx";
import { MemorialSection } from "../components/MemorialSection.tsx";
import { ProductCards } from "../components/ProductCards.tsx";
import { type NavSection, SectionNav } from "../components/SectionNav.tsx";
import { StatsStrip } from "../components/StatsStrip.tsx";
import { TechnologySection } from "../components/TechnologySection.tsx";
import { useActiveSection } from "../lib/use-active-section.ts";

export { lcp, meta } from "./DynamicLandingPage.meta.ts";

/** The answers the server renders the page with. */
export const loader: PageLoader = (catalogue) =>
  catalogue.lists("/api/shop-settings", "/api/products", "/api/vision-types");

const SECTIONS: readonly NavSection[] = [
  { id: "numbers", label: "In numbers" },
  { id: "products", label: "Products" },
  { id: "memorial", label: "Who is Africa?" },
  { id: "technology", label: "Technology" },
];

export default function DynamicLandingPage() {
  const active = useActiveSection(SECTIONS.map((s) => s.id));
  return (
    <>
      <LandingHero productsId="products" />
      <SectionNav sections={SECTIONS} active={active} />
      <StatsStrip id="numbers" />
      <ProductCards id="products" />
      <MemorialSection id="memorial" />
      <TechnologySection id="technology" />
    </>
  );
}
