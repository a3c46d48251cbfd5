import { Mail, Phone } from "lucide-react";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { companyDetails } from "#web/lib/company.ts";

export function FaqContact() {
  const company = companyDetails();
  return (
    <section aria-labelledby="faq-contact-title" className="mt-12 rounded-xl bg-ink p-6 text-white sm:p-8">
      <h2 id="faq-contact-title" className="font-display text-3xl font-black">
        Still Have Questions?
      </h2>
      <p className="mt-2 text-zinc-300">Our team is happy to help with sizing, prescriptions and orders.</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <a href={company.phoneHref} className={buttonClasses("primary")}>
          <Phone aria-hidden="true" />
          Call {company.phone}
        </a>
        <a href={`mailto:${company.email}`} className={buttonClasses("inverse")}>
          <Mail aria-hidden="true" />
          Email {company.email}
        </a>
      </div>
    </section>
  );
}
