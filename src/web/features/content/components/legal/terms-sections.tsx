import { Link } from "react-router";
import { PRESCRIPTION_LIMITS } from "#shared/catalogue.ts";
import { DISPATCH_SUMMARY } from "#shared/delivery/dispatch-times.ts";
import { formatDioptres, OPTICAL_RIM_TEXT } from "#shared/dioptres.ts";
import { formatPence } from "#shared/money.ts";
import { deliveryChargesPence } from "#shared/shop-info.ts";
import { useShopRules } from "#web/catalogue/shop-settings.ts";
import { CompanyEmail, CompanyPhone, CompanyText } from "./CompanyFacts.tsx";
import type { LegalSection } from "./LegalDocument.tsx";
import { Policy, ReturnPostage, ReturnsWindow, WarrantyText } from "./terms-policies.tsx";

export const TERMS_LAST_UPDATED = "2025-06-26";

const sphere = PRESCRIPTION_LIMITS.sphere;

/** UK consumer terms; the facts (returns, dispatch, remakes) come from the shop's settings. */
const chargeText = (pence: number) => (pence === 0 ? "nothing" : formatPence(pence));

/** The shop's current charges (the admin's shop settings). */
function DeliveryCharges() {
  const charges = deliveryChargesPence(useShopRules());
  return (
    <>
      UK delivery costs {chargeText(charges.uk)}; delivery to other countries costs{" "}
      {chargeText(charges.abroad)}
    </>
  );
}

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: "about-these-terms",
    title: "About these terms",
    body: (
      <p>
        These terms apply to every order placed on this website with <CompanyText field="name" />, registered
        in England and Wales under company number <CompanyText field="companyNumber" />, of{" "}
        <CompanyText field="address" /> (VAT number <CompanyText field="vatNumber" />
        ). Please read them before you order. Nothing in them affects your statutory rights as a consumer.
      </p>
    ),
  },
  {
    id: "orders",
    title: "Your order and our contract",
    body: (
      <>
        <p>
          When you place an order we e-mail you an order confirmation. Our contract starts when we send it. If
          we cannot accept your order, for example because an item is unavailable or there is an error in the
          price, we will tell you and will not charge you, or refund you in full.
        </p>
        <p>
          Prescription orders start once we have your prescription. If we need to check something with you, we
          will contact you before any lenses are made.
        </p>
      </>
    ),
  },
  {
    id: "prices-and-payment",
    title: "Prices and payment",
    body: (
      <>
        <p>
          Prices are in pounds sterling and include VAT. The price you pay is the one shown in your basket and
          at checkout when you order. We take payment by card through our payment provider when you order.
        </p>
        <p>
          Where a payment plan is offered at checkout, you can spread the cost of your order over 4 months.
          The plan's provider will show you its terms before you agree to it.
        </p>
        <p>
          One discount code can be used per order. Codes cannot be exchanged for cash and may carry a minimum
          spend, an expiry date or a limit on uses, which we show when you apply them.
        </p>
      </>
    ),
  },
  {
    id: "delivery",
    title: "Dispatch and delivery",
    body: (
      <>
        <p>
          {DISPATCH_SUMMARY} UK delivery takes <Policy field="ukDeliveryTime" />, international delivery{" "}
          <Policy field="abroadDeliveryTime" />. We will tell you if we expect a delay.
        </p>
        <p>
          <DeliveryCharges />, shown at checkout before you pay. Customers outside the UK are responsible for
          any import duties and taxes.
        </p>
        <p>The goods are your responsibility once they are delivered to the address you gave us.</p>
      </>
    ),
  },
  {
    id: "returns",
    title: "Returns of non-prescription items",
    body: (
      <>
        <p>
          <ReturnsWindow />
        </p>
        <p>
          To return an item, contact us first, then send it back unused and in its original packaging.{" "}
          <ReturnPostage /> Refunds go to the card you paid with. Our <Link to="/returns">returns page</Link>{" "}
          explains how, and has the cancellation form.
        </p>
        <p>For hygiene reasons, socks and nose pads can only be returned unopened.</p>
      </>
    ),
  },
  {
    id: "prescription-orders",
    title: "Prescription orders",
    body: (
      <>
        <p>
          Prescription lenses are made to your personal specification, so the statutory right to cancel does
          not apply to them, and prescription orders are non-refundable once production has started.
        </p>
        <p>
          If your lenses do not match the prescription you gave us, or are faulty, we will remake them free of
          charge. If the error is ours, we also cover the return postage.
        </p>
        <ul>
          <li>Please send a prescription issued by an optometrist within the last two years.</li>
          <li>
            We make prescriptions with a sphere from {formatDioptres(sphere.min)} to{" "}
            {formatDioptres(sphere.max)}. For a sphere {OPTICAL_RIM_TEXT}, please contact us before you order:
            you may need our Optical Rim solution.
          </li>
          <li>
            New prescription eyewear can take a little getting used to. We recommend wearing your new pair for
            5–10 minutes a day at first, building up over a week or two.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "faulty-goods",
    title: "Faulty goods and your legal rights",
    body: (
      <>
        <p>
          Under the Consumer Rights Act 2015, goods must be as described, fit for purpose and of satisfactory
          quality. If an item is faulty you can reject it for a refund within 30 days of delivery, and after
          that you are entitled to a repair or replacement, or in some cases a price reduction or refund.
        </p>
        <p>
          <WarrantyText />
        </p>
        <p>
          Our lenses include 100% UVA/UVB protection. Sports sunglasses are not safety eyewear and are not
          suitable for driving at night.
        </p>
      </>
    ),
  },
  {
    id: "liability",
    title: "Our liability",
    body: (
      <p>
        We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these
        terms or failing to use reasonable care. We do not exclude liability for death or personal injury
        caused by our negligence, for fraud, or for breach of your statutory rights. We are not liable for
        business losses, as our products are for private use.
      </p>
    ),
  },
  {
    id: "privacy",
    title: "Your personal data",
    body: (
      <p>
        We use your personal data, including your prescription, as set out in our{" "}
        <Link to="/privacy-policy">privacy policy</Link>.
      </p>
    ),
  },
  {
    id: "law-and-contact",
    title: "Law, disputes and contact",
    body: (
      <>
        <p>
          These terms are governed by the law of England and Wales. If you live in Scotland or Northern
          Ireland, you may also bring proceedings in your local courts.
        </p>
        <p>
          If something goes wrong, please tell us first: e-mail <CompanyEmail />, call <CompanyPhone /> or
          visit our <Link to="/support">support page</Link>.
        </p>
      </>
    ),
  },
];
