import { COMPANY } from "#shared/catalogue.ts";
import { LegalDocument } from "../components/legal/LegalDocument.tsx";
import { TERMS_LAST_UPDATED, TERMS_SECTIONS } from "../components/legal/terms-sections.tsx";

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      lastUpdated={TERMS_LAST_UPDATED}
      sections={TERMS_SECTIONS}
      intro={
        <p>
          The terms on which {COMPANY.name} sells sports sunglasses, prescription eyewear and accessories to
          consumers in the UK and abroad.
        </p>
      }
    />
  );
}
