import { BadgeCheck, Quote } from "lucide-react";
import type { Testimonial } from "#shared/schemas/testimonials.ts";
import { testimonialCaption } from "#web/catalogue/testimonials.ts";

export function Testimonials({ title, items }: { title: string; items: readonly Testimonial[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="bg-zinc-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="testimonials-title" className="font-display text-3xl font-black sm:text-4xl">
          {title}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {items.map((t) => (
            <li key={t.id}>
              <figure className="flex h-full flex-col rounded-xl border border-zinc-200 bg-white p-6 shadow-sm">
                <Quote aria-hidden="true" className="size-6 text-ember-500" />
                <blockquote className="mt-3 flex-1 leading-relaxed text-zinc-800">“{t.quote}”</blockquote>
                <figcaption className="mt-5 border-t border-zinc-200 pt-4 text-sm">
                  <span className="flex items-center gap-1.5 font-bold">
                    {t.name}
                    {t.verified ? (
                      <BadgeCheck aria-label="Verified customer" className="size-4 text-ember-700" />
                    ) : null}
                  </span>
                  <span className="block text-zinc-600">{testimonialCaption(t)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
