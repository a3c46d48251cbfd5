import { Bike, CloudRain, Footprints, Mail, Mountain, Phone, Waves } from "lucide-react";
import { OPTICAL_RIM_TEXT, SPHERE_RANGE_TEXT } from "#shared/dioptres.ts";
import { companyDetails } from "#web/lib/company.ts";

const BENEFITS = [
  {
    title: "No more contacts in the rain",
    text: "Ditch the lenses that dry out on a long run. Your prescription sits in the sunglasses themselves.",
  },
  {
    title: "Full-wrap, full view",
    text: "The prescription follows the wrap of the lens, so the edges of your vision stay sharp too.",
  },
  {
    title: `From ${SPHERE_RANGE_TEXT}`,
    text: "A wide prescription range in 1.59 extra-thin, high-impact lenses that stay light on your face.",
  },
  {
    title: "Every coating included",
    text: "Anti-reflection, oleophobic, anti-static, scratch resistance and 100% UVA/UVB protection at no extra cost.",
  },
] as const;

export function Benefits() {
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="benefits-title" className="font-display text-3xl font-black sm:text-4xl">
        Why prescription sports sunglasses
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map((b) => (
          <li key={b.title} className="border-l-4 border-ember-500 pl-4">
            <h3 className="font-bold">{b.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-zinc-600">{b.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const USE_CASES = [
  {
    icon: Footprints,
    title: "Running",
    text: "Road, track and trail, with a grip that stays put when you sweat.",
  },
  { icon: Bike, title: "Cycling", text: "A full-wrap lens that keeps wind, grit and glare out at speed." },
  { icon: Waves, title: "Triathlon", text: "From swim exit to finish line without swapping eyewear." },
  {
    icon: Mountain,
    title: "Hiking and fell",
    text: "Sharp footing on rocky descents in shade and bright sun.",
  },
  {
    icon: CloudRain,
    title: "All weather",
    text: "Clear or photochromic lenses for grey days and dark mornings.",
  },
] as const;

export function UseCases() {
  return (
    <section aria-labelledby="use-cases-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="use-cases-title" className="font-display text-3xl font-black sm:text-4xl">
        Made for your sport
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {USE_CASES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-zinc-200 p-5">
            <Icon aria-hidden="true" className="size-6 text-ember-700" />
            <h3 className="mt-3 font-bold">{title}</h3>
            <p className="mt-1 text-sm text-zinc-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function GuideContact() {
  const company = companyDetails();
  return (
    <section aria-labelledby="guide-contact-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <div className="rounded-xl border border-zinc-200 p-6 md:flex md:items-center md:justify-between md:gap-8">
        <div>
          <h2 id="guide-contact-title" className="text-2xl font-bold">
            Not sure about your prescription?
          </h2>
          <p className="mt-2 max-w-2xl text-zinc-600">
            Send us your prescription before you order. If your sphere is {OPTICAL_RIM_TEXT}, please talk to
            us first: you may need our Optical Rim solution.
          </p>
        </div>
        <address className="mt-5 flex flex-col gap-3 not-italic md:mt-0">
          <a
            href={`mailto:${company.email}`}
            className="inline-flex items-center gap-2 font-semibold break-all text-ember-700 underline underline-offset-4"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {company.email}
          </a>
          <a
            href={company.phoneHref}
            className="inline-flex items-center gap-2 font-semibold text-ember-700 underline underline-offset-4"
          >
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {company.phone}
          </a>
        </address>
      </div>
    </section>
  );
}
