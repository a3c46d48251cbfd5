import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { COMPANY, LENS_MAKER_NAME } from "#shared/catalogue.ts";
import type { PageLoader } from "#shared/page-render.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { mediaQuery } from "#web/media/use-media.ts";
import { Gallery } from "../components/about/Gallery.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { lcp } from "./AboutPage.meta.ts";

export { lcp, meta } from "./AboutPage.meta.ts";

/** The answers the server renders the page with. */
export const loader: PageLoader = (catalogue) =>
  catalogue.lists("/images/gallery/captions.json", mediaQuery.url);

const MILESTONES = [
  {
    year: String(COMPANY.founded),
    text: "Two club runners in Leeds test the first full-wrap prototypes on the coast road.",
  },
  {
    year: "2016",
    text: `We partner with ${LENS_MAKER_NAME}, the German optics maker behind every lens we sell.`,
  },
  { year: "2018", text: "Prescription sports sunglasses arrive, glazed in our own lens lab." },
  { year: "2021", text: "Sports socks join the range after two years of testing with our running club." },
  { year: "2023", text: "The 3D-printed Africa R3D collection launches in memory of our founder's brother." },
] as const;

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={`Since ${COMPANY.founded}`}
        title="About Us"
        image={{
          ...lcp,
          alt: "The team in sunglasses before a charity relay",
        }}
      >
        <p>
          {COMPANY.name} started in {COMPANY.founded} with a simple complaint: sports sunglasses that bounced,
          fogged and cost a fortune. So we made our own.
        </p>
      </PageHero>

      <section aria-labelledby="story-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 leading-relaxed text-zinc-700">
            <h2 id="story-title" className="font-display text-3xl font-black text-zinc-900 sm:text-4xl">
              Our story
            </h2>
            <p>
              We are runners, cyclists and triathletes first. The Primary+ frame was shaped over hundreds of
              training miles with our club-mates in Yorkshire: light enough to forget, wrapped wide enough to
              keep out wind and grit, and gripped by nose pads that stay put when you sweat.
            </p>
            <p>
              Our lenses come from {LENS_MAKER_NAME} in Germany, with an Abbe value of 52 for crisp, true
              colour. Every coating is included, because an anti-reflection layer is not an optional extra
              when you are squinting into a low winter sun.
            </p>
            <p>
              We design our own frames and sell only direct, so there is no distributor or high-street mark-up
              in the price. That is how premium optics end up at a fair price.
            </p>
            <p>Every pair is still checked by hand before it leaves our workshop.</p>
          </div>
          <div>
            <h2 className="text-xl font-bold">Milestones</h2>
            <ol className="mt-4 space-y-4 border-l-2 border-ember-500 pl-6">
              {MILESTONES.map((m) => (
                <li key={m.year}>
                  <p className="font-display text-2xl font-black text-ember-700">{m.year}</p>
                  <p className="text-zinc-700">{m.text}</p>
                </li>
              ))}
            </ol>
            <Link to="/who-is-africa" className={`${buttonClasses("outline")} mt-8`}>
              Who is Africa?
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>

      <Gallery />
    </>
  );
}
