import type { PageLoader } from "#shared/page-render.ts";
import { CompanyText } from "../components/legal/CompanyFacts.tsx";
import { LegalDocument } from "../components/legal/LegalDocument.tsx";
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from "../components/legal/privacy-sections.tsx";

export { meta } from "./PrivacyPolicyPage.meta.ts";

/** The answers the server renders the page with. */
export const loader: PageLoader = (catalogue) => catalogue.lists("/api/config/retention");

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      sections={PRIVACY_SECTIONS}
      intro={
        <p>
          This policy explains what personal data <CompanyText field="name" /> collects when you shop with us,
          why, how long we keep it and the rights you have under UK data protection law.
        </p>
      }
    />
  );
}
