import type { PageLoader } from "#shared/page-render.ts";
import { LegalDocument } from "../components/legal/LegalDocument.tsx";
import { RETURNS_LAST_UPDATED, RETURNS_SECTIONS } from "../components/returns/returns-sections.tsx";

export { meta } from "./ReturnsPage.meta.ts";

/** The answers the server renders the page with. */
export const loader: PageLoader = (catalogue) => catalogue.lists("/api/shop-settings");

export default function ReturnsPage() {
  return (
    <LegalDocument
      title="Returns and Cancellations"
      lastUpdated={RETURNS_LAST_UPDATED}
      sections={RETURNS_SECTIONS}
      intro={
        <p>
          How to send something back, what we refund and when, and the form you may use to cancel. Nothing
          here affects your statutory rights.
        </p>
      }
    />
  );
}
