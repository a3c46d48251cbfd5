import type { PageLoader } from "#shared/page-render.ts";
import { CompanyText } from "../components/legal/CompanyFacts.tsx";
import { LegalDocument } from "../components/legal/LegalDocument.tsx";
import { TERMS_LAST_UPDATED, TERMS_SECTIONS } from "../components/legal/terms-sections.tsx";

export { meta } from "./TermsPage.meta.ts";

/** The answers the server renders the page with. */
export const loader: PageLoader = (catalogue) => catalogue.lists("/api/shop-settings");

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      lastUpdated={TERMS_LAST_UPDATED}
      sections={TERMS_SECTIONS}
      intro={
        <p>
          The terms on which <CompanyText field="name" /> sells sports sunglasses, prescription eyewear and
          accessories to consumers in the UK and abroad.
        </p>
      }
    />
  );
}
