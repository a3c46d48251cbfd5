import { Eye, Layers, ShieldCheck, Sun } from "lucide-react";
import { LENS_MAKER_NAME } from "#shared/catalogue.ts";

const POINTS = [
  {
    icon: Eye,
    title: "Abbe value 52",
    text: "Our lens material scores 52 for optical clarity, against 30 for ordinary polycarbonate: less colour fringing at the edges, sharper detail at pace.",
  },
  {
    icon: Layers,
    title: "Full-wrap lenses",
    text: "A 140mm-wide frame and 45mm lens height give an unbroken field of view, with no frame edge in your peripheral vision.",
  },
  {
    icon: ShieldCheck,
    title: "Every coating included",
    text: "Anti-reflection, oleophobic, anti-static and scratch-resistant coatings come as standard, at no extra cost.",
  },
  {
    icon: Sun,
    title: "100% UV protection",
    text: "Every lens blocks 100% of UVA and UVB. Prescription lenses are 1.59 extra-thin, high-impact material.",
  },
] as const;

export function TechnologySection({ id }: { id: string }) {
  return (
    <section
      id={id}
      aria-labelledby="technology-title"
      className="scroll-mt-32 md:scroll-mt-44 bg-ink text-white"
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="technology-title" className="font-display text-3xl font-black sm:text-4xl">
          Lens technology
        </h2>
        <p className="mt-3 max-w-2xl text-zinc-300">
          German optics from {LENS_MAKER_NAME}, cut to one full-wrap shape. We sell direct and design our own
          frames, so you pay for the lenses, not a logo.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-white/10 bg-ink-800 p-5">
              <Icon aria-hidden="true" className="size-6 text-ember-500" />
              <h3 className="mt-3 font-bold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-zinc-300">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
