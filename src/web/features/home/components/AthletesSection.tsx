import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ResponsiveImage } from "#web/components/ResponsiveImage.tsx";
import { buttonClasses } from "#web/components/ui/button.tsx";

const ATHLETES = [
  { src: "/images/athletes-1.jpg", alt: "A club runner racing in Primary+ sunglasses" },
  { src: "/images/athletes-2.jpg", alt: "A cyclist on a climb wearing full-wrap sunglasses" },
  { src: "/images/athletes-3.jpg", alt: "A triathlete heading out on the run" },
] as const;

export function AthletesSection() {
  return (
    <div>
      <h2 className="font-display text-3xl font-black">Worn by athletes</h2>
      <p className="mt-3 max-w-prose text-zinc-600">
        Runners, cyclists and triathletes across the UK train and race in our frames, and their feedback
        shapes every pair we make.
      </p>
      <ul className="mt-6 grid grid-cols-3 gap-3">
        {ATHLETES.map((athlete) => (
          <li key={athlete.src}>
            <ResponsiveImage
              src={athlete.src}
              alt={athlete.alt}
              width={1200}
              height={800}
              sizes="(min-width: 1024px) 15vw, 30vw"
              className="aspect-square w-full rounded-lg object-cover"
            />
          </li>
        ))}
      </ul>
      <Link to="/about" className={`${buttonClasses("outline")} mt-6`}>
        Meet the team behind the frames
        <ArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}
