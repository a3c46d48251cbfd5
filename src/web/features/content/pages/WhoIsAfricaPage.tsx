import { ArrowRight, Heart } from "lucide-react";
import { Link } from "react-router";
import { ResponsiveImage } from "#web/components/ResponsiveImage.tsx";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { CallToAction } from "../components/CallToAction.tsx";
import { lcp } from "./WhoIsAfricaPage.meta.ts";

export { lcp, meta } from "./WhoIsAfricaPage.meta.ts";

export default function WhoIsAfricaPage() {
  return (
    <>
      <section aria-labelledby="page-title" className="bg-ink text-white">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 md:py-16">
          <p className="flex items-center justify-center gap-2 text-sm font-bold tracking-widest text-ember-300 uppercase">
            <Heart aria-hidden="true" className="size-4" />
            In loving memory
          </p>
          <h1 id="page-title" className="mt-3 font-display text-4xl font-black sm:text-6xl">
            Who is Africa?
          </h1>
          <p className="mt-4 text-lg text-zinc-300">1994 – 2021. Brother, runner, maker.</p>
          <ResponsiveImage
            {...lcp}
            alt="A portrait in warm evening light, in memory of Africa"
            priority
            className="mx-auto mt-10 w-full rounded-xl"
          />
        </div>
      </section>

      <article className="mx-auto max-w-3xl space-y-5 px-4 py-14 text-lg leading-relaxed text-zinc-700 sm:px-6">
        <h2 className="font-display text-3xl font-black text-zinc-900">His story</h2>
        <p>
          Africa was our founder's younger brother. Their mother chose his name for the continent where their
          grandparents met, and he carried it with a grin, telling anyone who asked that he was "named after
          somewhere big, so I have to be."
        </p>
        <p>
          School was hard for him. Africa had dyslexia and dyspraxia, and for years he was told, in one way or
          another, what he would not be able to do. Then, at fifteen, he followed his brother to a Saturday
          morning parkrun. He came last. He came back the next week, and the week after that, and running
          became the place where nobody was marking his spelling.
        </p>
        <p>
          He was also a tinkerer. Off-the-shelf sunglasses never sat right on his narrow face, so he taught
          himself 3D modelling from videos, printing frame after frame on a second-hand printer in his
          bedroom. Many were wonky. A few were brilliant. He tested every one of them on the trails above
          Otley, and he was the first person to wear our Primary+ prototypes on a race.
        </p>
        <p>
          Africa died suddenly in 2021, aged 27. He left behind a family who adored him, a running club that
          still cheers his name at the start line, and a folder of sketches for the frame he had always wanted
          to make.
        </p>

        <h2 className="pt-4 font-display text-3xl font-black text-zinc-900">The Africa R3D collection</h2>
        <p>
          We finished his frame. The Africa R3D collection is 3D-printed to fit, in the spirit of every wonky
          prototype he ever printed, and it carries his name because it is his idea.
        </p>
        <p className="rounded-xl border-l-4 border-ember-500 bg-zinc-50 p-5 text-zinc-800">
          <strong>10% of the collection's profits</strong> go to charities that support children and adults
          with learning difficulties, so that more people get told what they <em>can</em> do.
        </p>
        <blockquote className="border-l-4 border-zinc-300 pl-5 text-zinc-900 italic">
          “Nobody asks how you spell it at the finish line.”
          <footer className="mt-2 text-base text-zinc-600 not-italic">
            Africa, after his first half marathon
          </footer>
        </blockquote>
      </article>

      <CallToAction
        title="Carry his idea forward"
        text="Every Africa R3D frame is printed to order and glazed with your prescription."
      >
        <Link to="/africa-r3d" className={buttonClasses("dark", "lg")}>
          Explore Africa R3D
          <ArrowRight aria-hidden="true" />
        </Link>
        <Link to="/about" className={buttonClasses("outline", "lg")}>
          Our story
        </Link>
      </CallToAction>
    </>
  );
}
