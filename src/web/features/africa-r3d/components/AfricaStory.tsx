import { BadgeCheck, Glasses, HandHeart, Printer, Quote, Ruler } from "lucide-react";
import { Link } from "react-router";
import { testimonialCaption, usePageTestimonials } from "#web/catalogue/testimonials.ts";

const BENEFITS = [
  { icon: Ruler, title: "Custom fit", text: "Printed to order for an even, pressure-free fit." },
  { icon: Printer, title: "3D-printed", text: "Light, strong and made one frame at a time." },
  {
    icon: Glasses,
    title: "Prescription ready",
    text: "Single vision or varifocal, glazed to your prescription.",
  },
  { icon: HandHeart, title: "Gives back", text: "10% of profits go to learning-difficulty charities." },
] as const;

/** The 10% charity statement; used in the hero and again beside the story. */
export const CHARITY_STATEMENT =
  "10% of the Africa R3D collection's profits go to charities linked to learning difficulties.";

/** Story, benefits and testimonials. */
export function AfricaStory() {
  const testimonials = usePageTestimonials("africa-r3d");
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 py-14 sm:px-6">
      <section aria-labelledby="story-heading" className="grid gap-6 lg:grid-cols-2">
        <h2 id="story-heading" className="font-display text-3xl font-bold">
          The story behind the frames
        </h2>
        <div className="space-y-4 text-lg text-zinc-700">
          <p>
            Africa was our founder's younger brother: a runner, and a maker who taught himself 3D modelling
            because no sunglasses sat right on his narrow face. He left behind a folder of sketches for the
            frame he always wanted to make.
          </p>
          <p>
            We finished his frame. The collection is printed to fit, and it carries his name because it is his
            idea.
          </p>
          <p className="font-semibold text-zinc-900">{CHARITY_STATEMENT}</p>
          <Link
            to="/who-is-africa"
            className="inline-block font-semibold text-ember-700 underline underline-offset-4"
          >
            Who is Africa?
          </Link>
        </div>
      </section>

      <section aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className="font-display text-3xl font-bold">
          Why Africa R3D
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-zinc-200 p-5">
              <Icon aria-hidden="true" className="size-8 text-ember-700" />
              <h3 className="mt-3 font-bold">{title}</h3>
              <p className="mt-1 text-zinc-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      {testimonials.length > 0 ? (
        <section aria-labelledby="testimonials-heading">
          <h2 id="testimonials-heading" className="font-display text-3xl font-bold">
            From the athletes
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {testimonials.map((t) => (
              <li key={t.id}>
                <figure className="flex h-full flex-col rounded-xl bg-zinc-50 p-5">
                  <Quote aria-hidden="true" className="size-6 text-ember-700" />
                  <blockquote className="mt-2 flex-1 text-zinc-800">"{t.quote}"</blockquote>
                  <figcaption className="mt-4 text-sm">
                    <span className="flex items-center gap-1 font-bold">
                      {t.name}
                      {t.verified ? (
                        <BadgeCheck aria-label="Verified buyer" className="size-4 text-ember-700" />
                      ) : null}
                    </span>
                    <span className="text-zinc-600">{testimonialCaption(t)}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
