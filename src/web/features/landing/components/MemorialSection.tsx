import { Heart } from "lucide-react";
import { Link } from "react-router";
import { ResponsiveImage } from "#web/components/ResponsiveImage.tsx";
import { buttonClasses } from "#web/components/ui/button.tsx";

export function MemorialSection({ id }: { id: string }) {
  return (
    <section id={id} aria-labelledby="memorial-title" className="scroll-mt-32 md:scroll-mt-44 bg-zinc-50">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-14 sm:px-6 md:grid-cols-2">
        <ResponsiveImage
          src="/images/who-is-africa.jpg"
          alt="A portrait in warm evening light, in memory of Africa"
          width={1200}
          height={800}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="w-full rounded-xl"
        />
        <div>
          <p className="flex items-center gap-2 text-sm font-bold tracking-widest text-ember-700 uppercase">
            <Heart aria-hidden="true" className="size-4" />
            In memory
          </p>
          <h2 id="memorial-title" className="mt-2 font-display text-3xl font-black sm:text-4xl">
            Who is Africa?
          </h2>
          <p className="mt-4 leading-relaxed text-zinc-700">
            The Africa R3D collection carries the name of our founder's younger brother, a runner who never
            let a learning difficulty decide what he could do. His sketches of a frame that would finally fit
            his face became our first 3D-printed design.
          </p>
          <p className="mt-3 leading-relaxed text-zinc-700">
            10% of the collection's profits go to charities supporting people with learning difficulties.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to="/who-is-africa" className={buttonClasses("dark")}>
              Read Africa's story
            </Link>
            <Link to="/africa-r3d" className={buttonClasses("outline")}>
              See the Africa R3D collection
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
