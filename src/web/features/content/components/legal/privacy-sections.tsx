import { Link } from "react-router";
import { CompanyEmail, CompanyPhone, CompanyText } from "./CompanyFacts.tsx";
import type { LegalSection } from "./LegalDocument.tsx";
import { RetentionList } from "./RetentionList.tsx";

export const PRIVACY_LAST_UPDATED = "2026-11-25";

/** The ten sections of the privacy policy. */

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <>
        <p>
          <CompanyText field="name" /> ("we", "us") is the controller of the personal data described in this
          policy. We are registered in England and Wales under company number{" "}
          <CompanyText field="companyNumber" />, and our address is <CompanyText field="address" />. Our VAT
          number is <CompanyText field="vatNumber" />.
        </p>
        <p>
          For any question about your data, e-mail <CompanyEmail /> or call <CompanyPhone />.
        </p>
      </>
    ),
  },
  {
    id: "data-we-collect",
    title: "The information we collect",
    body: (
      <>
        <p>We collect only what we need to sell, make and deliver your eyewear:</p>
        <ul>
          <li>Contact details: your name, e-mail address, phone number and delivery address.</li>
          <li>Order details: what you bought, what you paid, discount codes used and delivery tracking.</li>
          <li>
            Prescription details: the values you type in or the prescription image or PDF you upload, and your
            pupillary distance.
          </li>
          <li>Messages you send us through the contact form, live chat or e-mail.</li>
          <li>Your club sign-up: first name and e-mail address.</li>
          <li>
            Technical data: your browser, device and the pages you visit, through cookies where you allow
            them.
          </li>
        </ul>
        <p>
          We never see or store your full card number. Card payments are handled directly by our payment
          provider.
        </p>
      </>
    ),
  },
  {
    id: "prescriptions",
    title: "Prescriptions are health data",
    body: (
      <>
        <p>
          A prescription is data concerning your health, a special category of personal data under the UK
          GDPR. We process it only to make, check and, where needed, remake your lenses, and only with your
          explicit consent, which you give when you submit your prescription.
        </p>
        <ul>
          <li>Uploaded prescriptions are stored privately and can be opened only by our authorised staff.</li>
          <li>
            Prescription details are never used for marketing, never sent to analytics and never logged.
          </li>
          <li>
            We share them only with the lens laboratory that glazes your lenses, under a confidentiality
            agreement.
          </li>
        </ul>
        <p>
          You can withdraw your consent at any time by contacting us. If your order is already being made, we
          will tell you what that means for it before we delete anything.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use-data",
    title: "How we use your information and our lawful bases",
    body: (
      <ul>
        <li>
          <strong>To take and fulfil your order</strong>, including delivery, returns and remakes: performance
          of our contract with you.
        </li>
        <li>
          <strong>To answer your questions</strong> from the contact form, live chat or e-mail: our legitimate
          interest in helping our customers.
        </li>
        <li>
          <strong>To keep accounting and tax records</strong>: our legal obligation.
        </li>
        <li>
          <strong>To send club offers and product news</strong>: your consent, which you can withdraw at any
          time with the unsubscribe link at the foot of every club e-mail (or your mail program's own
          unsubscribe button); it takes effect at once, without signing in. We record when you gave consent,
          the wording you agreed to and the page you were on, and when you withdrew it.
        </li>
        <li>
          <strong>To prevent fraud and keep the shop secure</strong>: our legitimate interests.
        </li>
        <li>
          <strong>To understand how the shop is used</strong> through analytics cookies: your consent.
        </li>
      </ul>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and similar technologies",
    body: (
      <>
        <p>
          Necessary cookies and local storage keep your basket, your cookie choices and your live chat
          conversation working. They cannot be switched off because the shop does not work without them.
        </p>
        <p>
          With your consent we also use analytics cookies (to measure visits and improve pages), marketing
          cookies (to measure our advertising) and preference cookies. Nothing but necessary cookies is set
          until you choose, and you can change your choice at any time through Manage Preferences in the
          cookie banner.
        </p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "Who we share your information with",
    body: (
      <>
        <p>
          We do not sell your personal data. We share it only with service providers (processors) who act on
          our instructions and keep it secure:
        </p>
        <ul>
          <li>Our payment provider, Stripe, which processes card payments.</li>
          <li>
            Our postal carrier, Royal Mail, which receives your name and delivery address to deliver orders.
          </li>
          <li>Our e-mail provider, which sends order confirmations, tracking numbers and replies.</li>
          <li>Our hosting and storage providers, which run the shop and store its data.</li>
          <li>Our lens laboratory, which receives your prescription to make your lenses.</li>
          <li>Analytics and advertising providers, only when you have allowed those cookies.</li>
        </ul>
        <p>We may also disclose data where the law requires it, for example to HMRC or the police.</p>
      </>
    ),
  },
  {
    id: "international-transfers",
    title: "International transfers",
    body: (
      <p>
        Some of our providers process data outside the UK, for example in the European Economic Area or the
        United States. When they do, we rely on UK adequacy regulations or the International Data Transfer
        Agreement and Addendum approved by the Information Commissioner, so your data keeps the same level of
        protection.
      </p>
    ),
  },
  {
    id: "retention",
    title: "How long we keep your information",
    body: <RetentionList />,
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <>
        <p>Under the UK GDPR and the Data Protection Act 2018 you have the right to:</p>
        <ul>
          <li>access the personal data we hold about you;</li>
          <li>have inaccurate data corrected;</li>
          <li>have your data erased where we no longer need it;</li>
          <li>restrict or object to how we use it, including for direct marketing at any time;</li>
          <li>receive your data in a portable format;</li>
          <li>withdraw consent you have given, without affecting what we did before.</li>
        </ul>
        <p>
          To use any of these rights, e-mail <CompanyEmail />. We will reply within one month. If you are
          unhappy with how we handle your data, you can complain to the Information Commissioner's Office at{" "}
          <a href="https://ico.org.uk">ico.org.uk</a> or on 0303 123 1113.
        </p>
      </>
    ),
  },
  {
    id: "changes-and-contact",
    title: "Changes to this policy and how to contact us",
    body: (
      <>
        <p>
          We may update this policy when our services or the law change. The date at the top shows the latest
          version, and we will e-mail customers about any significant change.
        </p>
        <p>
          Questions? Write to us at <CompanyText field="address" />, e-mail <CompanyEmail />, or visit our{" "}
          <Link to="/support">support page</Link>.
        </p>
      </>
    ),
  },
];
