import { Check, Quote } from "lucide-react";
import { LENS_MAKER_NAME } from "#shared/catalogue.ts";
import { SPHERE_RANGE_TEXT } from "#shared/dioptres.ts";
import { usePageTestimonials } from "#web/catalogue/testimonials.ts";
import { AccordionList } from "#web/components/AccordionList.tsx";
import { ZoomableImage } from "#web/components/ZoomableImage.tsx";
import { OpticalRimAdvice } from "./OpticalRimAdvice.tsx";

const LENS_OPTIONS = [
  ["Clear", "Everyday clarity for training in low light and indoors."],
  ["Grey tint", "A neutral sun lens that keeps colours true."],
  ["Polarised", "Removes reflected glare from wet roads and water."],
  ["Photochromic grey lens", "Darkens in sunshine and clears in shade, for runs that start at dawn."],
  ["XtrActive Transitions", "Extra-dark photochromic that also reacts behind a windscreen."],
  [
    "Polarised amber driving lens",
    "Drivewear: polarised and light-adaptive, sharpening contrast behind the wheel.",
  ],
] as const;

const COATINGS = [
  "Anti-reflection",
  "Oleophobic (repels sweat and grease)",
  "Anti-static",
  "Scratch resistant",
  "100% UV protection",
];

function Ticks({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ember-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The explanatory sections of the prescription-pro page. */
export function ProInfoAccordion() {
  const testimonials = usePageTestimonials("prescription-pro");
  return (
    <AccordionList
      headingLevel={3}
      defaultOpen={["technology"]}
      items={[
        {
          value: "technology",
          title: "Our lens technology",
          content: (
            <div className="space-y-3">
              <p>
                Every lens is made by {LENS_MAKER_NAME} in Germany and cut to the full-wrap shape of the
                frame, so your prescription covers your whole field of view, not just the middle.
              </p>
              <p>
                Standard prescription lenses are 1.59 extra-thin high-impact material with an Abbe value of 52
                (polycarbonate is 30), which means crisper edges and less colour fringing when you look
                sideways.
              </p>
            </div>
          ),
        },
        {
          value: "lens-options",
          title: "Lens options",
          content: (
            <dl className="grid gap-3 sm:grid-cols-2">
              {LENS_OPTIONS.map(([name, text]) => (
                <div key={name} className="rounded-lg bg-zinc-50 p-3">
                  <dt className="font-semibold">{name}</dt>
                  <dd className="text-sm text-zinc-700">{text}</dd>
                </div>
              ))}
            </dl>
          ),
        },
        {
          value: "coatings",
          title: "Included coatings",
          content: (
            <div className="space-y-3">
              <p>Every pair comes with these coatings at no extra cost:</p>
              <Ticks items={COATINGS} />
            </div>
          ),
        },
        {
          value: "solutions",
          title: "Prescription solution types",
          content: (
            <div className="grid gap-5 md:grid-cols-2">
              <div className="space-y-3">
                <p>
                  <strong>Direct glazing.</strong> Your prescription is ground into the wraparound lens
                  itself. We support prescriptions from {SPHERE_RANGE_TEXT}.
                </p>
                <p>
                  <strong>Optical Rim.</strong> For stronger prescriptions, a slim prescription insert sits
                  behind the sun lens, keeping vision sharp right to the edge.
                </p>
                <OpticalRimAdvice />
              </div>
              <ZoomableImage
                src="/images/optical-rim.jpg"
                alt="The Optical Rim prescription insert clipped behind the sun lens"
                width={1200}
                height={800}
                caption="Optical Rim insert"
              />
            </div>
          ),
        },
        ...(testimonials.length === 0
          ? []
          : [
              {
                value: "testimonial",
                title: "What athletes say",
                content: (
                  <ul className="grid gap-3">
                    {testimonials.map((t) => (
                      <li key={t.id}>
                        <figure className="rounded-lg bg-ink p-5 text-white">
                          <Quote aria-hidden="true" className="size-6 text-ember-300" />
                          <blockquote className="mt-2 text-lg">"{t.quote}"</blockquote>
                          <figcaption className="mt-3 text-sm text-zinc-300">
                            {[t.name, t.achievement.toLowerCase(), t.location, t.source && `via ${t.source}`]
                              .filter(Boolean)
                              .join(", ")}
                            {t.verified ? " · Verified buyer" : ""}
                          </figcaption>
                        </figure>
                      </li>
                    ))}
                  </ul>
                ),
              },
            ]),
      ]}
    />
  );
}
