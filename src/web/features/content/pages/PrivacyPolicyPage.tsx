import { COMPANY } from "#shared/catalogue.ts";
import { LegalDocument } from "../components/legal/LegalDocument.tsx";
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from "../components/legal/privacy-sections.tsx";

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      sections={PRIVACY_SECTIONS}
      intro={
        <p>
          This policy explains what personal data {COMPANY.name} collects when you shop with us, why, how long
          we keep it and the rights you have under UK data protection law.
        </p>
      }
    />
  );
}
