import { Link } from "react-router";
import { CANCELLATION_RIGHTS } from "#shared/prescription/cancellation-rights.ts";
import {
  cancelWithinSentence,
  EXCLUDED_SENTENCE,
  FAULTY_SENTENCE,
  returnAddressOf,
  returnPostageSentence,
} from "#shared/returns/cancellation-info.ts";
import { useShopRules } from "#web/catalogue/shop-settings.ts";
import { companyDetails } from "#web/lib/company.ts";
import { CompanyEmail } from "../legal/CompanyFacts.tsx";
import type { LegalSection } from "../legal/LegalDocument.tsx";
import { WarrantyText } from "../legal/terms-policies.tsx";
import { ModelCancellationForm } from "./ModelCancellationForm.tsx";

export const RETURNS_LAST_UPDATED = "2026-11-29";

function ChangeOfMind() {
  const settings = useShopRules();
  return (
    <>
      <p>{cancelWithinSentence(settings)}</p>
      <p data-testid="returns-wording" className="whitespace-pre-line">
        {settings.returns.wording}
      </p>
      <p>{returnPostageSentence(settings)}</p>
    </>
  );
}

function ReturnAddress() {
  const settings = useShopRules();
  return (
    <>
      <p>
        Tell us first that you are cancelling: email <CompanyEmail />, or send the form below. Any clear
        statement will do, and it is in time if you send it before the cancellation period ends.
      </p>
      <p>Then send the goods back within 14 days of telling us, to:</p>
      <address data-testid="returns-address" className="whitespace-pre-line not-italic">
        {returnAddressOf(settings, companyDetails())}
      </address>
    </>
  );
}

export const RETURNS_SECTIONS: readonly LegalSection[] = [
  { id: "change-of-mind", title: "Changed your mind?", body: <ChangeOfMind /> },
  { id: "how-to-return", title: "How to cancel and send goods back", body: <ReturnAddress /> },
  {
    id: "prescription-orders",
    title: "Prescription lenses",
    body: (
      <>
        <p>{CANCELLATION_RIGHTS.beforeLab}</p>
        <p>{EXCLUDED_SENTENCE}</p>
      </>
    ),
  },
  {
    id: "faulty-goods",
    title: "Faulty goods",
    body: (
      <>
        <p>{FAULTY_SENTENCE}</p>
        <p>
          <WarrantyText />
        </p>
        <p>
          These rights come from the Consumer Rights Act 2015 and the Consumer Contracts Regulations 2013; our{" "}
          <Link to="/terms">terms and conditions</Link> say more.
        </p>
      </>
    ),
  },
  { id: "cancellation-form", title: "Cancellation form", body: <ModelCancellationForm /> },
];
