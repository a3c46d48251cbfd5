import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { companyDetails } from "#web/lib/company.ts";

const linkClasses = "font-semibold break-all text-ember-700 underline underline-offset-4 hover:text-zinc-900";

export function ContactDetails() {
  const company = companyDetails();
  return (
    <address className="grid gap-4 not-italic">
      <p className="flex gap-3">
        <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-zinc-500" />
        <span>
          <span className="block text-sm text-zinc-600">E-mail</span>
          <a href={`mailto:${company.email}`} className={linkClasses}>
            {company.email}
          </a>
        </span>
      </p>
      <p className="flex gap-3">
        <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-zinc-500" />
        <span>
          <span className="block text-sm text-zinc-600">Phone</span>
          <a href={company.phoneHref} className={linkClasses}>
            {company.phone}
          </a>
        </span>
      </p>
      <p className="flex gap-3">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-zinc-500" />
        <span>
          <span className="block text-sm text-zinc-600">Hours</span>
          Phone: Monday to Friday, 9am to 5:30pm (UK time)
          <br />
          Live chat and e-mail: 24/7, with e-mail answered within one working day
        </span>
      </p>
      <p className="flex gap-3">
        <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-zinc-500" />
        <span>
          <span className="block text-sm text-zinc-600">Address</span>
          {company.address}
        </span>
      </p>
    </address>
  );
}
