import { House } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../components/ui/button.tsx";

export { meta } from "./NotFoundPage.meta.ts";

/** A player stretching for a ball that bounces out past the line. Motion stops under reduced-motion. */
function OutOfBoundsFigure() {
  return (
    <svg
      viewBox="0 0 280 170"
      role="img"
      aria-label="A player watches the ball bounce out of bounds"
      className="w-full max-w-md"
    >
      <rect x="0" y="140" width="280" height="30" rx="4" className="fill-zinc-100" />
      <line x1="10" y1="140" x2="270" y2="140" className="stroke-zinc-300" strokeWidth="2" />
      <line x1="190" y1="60" x2="190" y2="146" className="stroke-ink" strokeWidth="3" strokeDasharray="6 5" />
      <text
        x="206"
        y="52"
        className="fill-ember-700 font-display text-[18px] font-black motion-safe:animate-blink"
      >
        OUT!
      </text>
      <g className="motion-safe:animate-figure-reach">
        <g className="stroke-ink" strokeWidth="5" strokeLinecap="round" fill="none">
          <path d="M72 86 L80 116" />
          <path d="M80 116 L66 138" />
          <path d="M80 116 L98 136" />
          <path d="M74 96 L54 106" />
          <path d="M74 96 L100 82" />
        </g>
        <circle cx="70" cy="72" r="10" className="fill-ink" />
        <ellipse
          cx="112"
          cy="74"
          rx="9"
          ry="13"
          transform="rotate(-35 112 74)"
          className="fill-none stroke-ember-500"
          strokeWidth="3"
        />
      </g>
      <circle cx="128" cy="132" r="7" className="fill-ember-500 motion-safe:animate-ball-out" />
    </svg>
  );
}

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <OutOfBoundsFigure />
      <p className="mt-6 text-sm font-bold tracking-widest text-ember-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-4xl font-black sm:text-5xl">Whoops! Out of Bounds!</h1>
      <p className="mt-4 max-w-md text-zinc-600">
        The page you were looking for has gone wide. Let's get you back in play.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <House aria-hidden="true" />
          Back to Home Court
        </Link>
      </Button>
    </section>
  );
}
