import { ArrowRight } from "lucide-react";
import { lazy } from "react";
import { Link, useSearchParams } from "react-router";
import type { PageLoader } from "#shared/page-render.ts";
import { AfterFirstView } from "#web/components/AfterFirstView.tsx";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { ContactDetails } from "../components/support/ContactDetails.tsx";
import { InlineSupportChat, SupportChatCard } from "../components/support/SupportChat.tsx";
import { SupportTopics } from "../components/support/SupportTopics.tsx";

export { meta } from "./SupportPage.meta.ts";

/** The answers the server renders the page with. */
export const loader: PageLoader = (catalogue) => catalogue.lists("/api/shop-settings");

/** The form's code (react-hook-form and the zod schema) loads beside the page, not before its heading. */
const LazyContactForm = lazy(() =>
  import("../components/support/ContactForm.tsx").then((m) => ({ default: m.ContactForm })),
);

function ContactForm(props: { source: string; compact?: boolean }) {
  return (
    <AfterFirstView fallback={<Skeleton className={props.compact ? "h-80 w-full" : "h-[30rem] w-full"} />}>
      <LazyContactForm {...props} />
    </AfterFirstView>
  );
}

/** The live chat popup (420x650, no header or footer): chat first, then the other ways to reach us. */
function SupportPopup() {
  return (
    <div className="space-y-5 p-4">
      <h1 className="font-display text-2xl font-black">Customer Support</h1>
      <InlineSupportChat />
      <ContactDetails />
      <details className="rounded-xl border border-zinc-200 p-4">
        <summary className="cursor-pointer font-bold">Prefer e-mail? Send us a message</summary>
        <div className="mt-4">
          <ContactForm source="support-popup" compact />
        </div>
      </details>
    </div>
  );
}

export default function SupportPage() {
  const [params] = useSearchParams();
  if (params.get("popup") === "1") return <SupportPopup />;

  return (
    <>
      <PageHero eyebrow="We're here to help" title="Customer Support">
        <p>
          Questions about lenses, prescriptions, sizing or an order? Find a quick answer below, chat with us
          live, or send us a message.
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-12">
          <SupportTopics />
          <Link to="/faq" className={buttonClasses("outline")}>
            Browse all FAQs
            <ArrowRight aria-hidden="true" />
          </Link>
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="font-display text-3xl font-black">
              Send us a message
            </h2>
            <p className="mt-2 mb-6 text-zinc-600">All fields are required.</p>
            <ContactForm source="support" />
          </section>
        </div>
        <aside aria-label="Contact details" className="space-y-6">
          <div className="rounded-xl border border-zinc-200 p-6">
            <h2 className="mb-4 text-xl font-bold">Contact us</h2>
            <ContactDetails />
          </div>
          <SupportChatCard />
        </aside>
      </div>
    </>
  );
}
