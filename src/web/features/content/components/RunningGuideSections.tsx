import { Droplets, Feather, Glasses, Sun, Wind } from "lucide-react";
import { LENS_MAKER_NAME } from "#shared/catalogue.ts";

const CHECKLIST = [
  {
    icon: Feather,
    title: "Weight and bounce",
    text: "Anything over about 30 grams starts to bounce on a tempo run. A TR90 frame stays light and flexes instead of snapping.",
  },
  {
    icon: Glasses,
    title: "Grip that holds when you sweat",
    text: "Look for adjustable, non-slip nose pads and arms that hug without pinching. Shake your head hard in the mirror: nothing should move.",
  },
  {
    icon: Wind,
    title: "Wrap and ventilation",
    text: "A full-wrap lens keeps wind, grit and low sun out of the corners of your eyes, while a gap at the brow lets air flow so the lens does not fog.",
  },
  {
    icon: Sun,
    title: "Real UV protection",
    text: "Insist on 100% UVA and UVB protection. Your eyes take the same sun on a two-hour long run as on a beach.",
  },
  {
    icon: Droplets,
    title: "Coatings that cope",
    text: "Oleophobic and anti-static coatings shed sweat, rain and dust, so you wipe less and see more.",
  },
] as const;

const LENS_GUIDE = [
  {
    when: "Bright road and track sessions",
    lens: `${LENS_MAKER_NAME} Grey`,
    why: "Neutral tint, true colours.",
  },
  {
    when: "Trails and woodland shade",
    lens: `${LENS_MAKER_NAME} Rose Gold`,
    why: "Lifts contrast on roots and rocks.",
  },
  {
    when: "Coast paths, wet roads, lakesides",
    lens: `${LENS_MAKER_NAME} Polarized`,
    why: "Cuts reflected glare.",
  },
  {
    when: "Full sun and high fells",
    lens: `${LENS_MAKER_NAME} Silver Mirror`,
    why: "Maximum light reduction.",
  },
  {
    when: "Dawn to dusk, changing weather",
    lens: "Ultimate Transitions",
    why: "Darkens and clears on its own.",
  },
] as const;

export function RunningChecklist() {
  return (
    <section aria-labelledby="checklist-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="checklist-title" className="font-display text-3xl font-black sm:text-4xl">
        What to look for
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {CHECKLIST.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-zinc-200 p-6">
            <Icon aria-hidden="true" className="size-6 text-ember-700" />
            <h3 className="mt-3 font-bold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-zinc-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LensGuide() {
  return (
    <section aria-labelledby="lens-guide-title" className="bg-zinc-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="lens-guide-title" className="font-display text-3xl font-black sm:text-4xl">
          Which lens for which run?
        </h2>
        <p className="mt-3 max-w-2xl text-zinc-600">
          One Primary+ frame takes every lens, so you can swap tints in seconds as the conditions change.
        </p>
        <dl className="mt-8 divide-y divide-zinc-200 rounded-xl border border-zinc-200 bg-white">
          {LENS_GUIDE.map((row) => (
            <div key={row.lens} className="grid gap-1 p-5 sm:grid-cols-[2fr_2fr_3fr] sm:gap-4">
              <dt className="font-semibold">{row.when}</dt>
              <dd className="font-bold text-ember-700">{row.lens}</dd>
              <dd className="text-zinc-600">{row.why}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
