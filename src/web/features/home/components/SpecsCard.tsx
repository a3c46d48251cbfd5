import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

/** The specs entry that the spare lenses page explains. */
const LENSES_SPEC = "Interchangeable Lenses";

export function SpecsCard({ specs }: { specs: readonly string[] }) {
  return (
    <div className="rounded-xl border border-zinc-200 bg-white p-6 shadow-sm">
      <h2 id="specs-title" className="font-display text-3xl font-black">
        Technical specs
      </h2>
      <ul className="mt-4 divide-y divide-zinc-200">
        {specs.map((spec) => (
          <li key={spec} className="py-3">
            {spec === LENSES_SPEC ? (
              <Link
                to="/spare-lenses"
                className="inline-flex items-center gap-1 font-semibold text-ember-700 underline underline-offset-4 hover:text-zinc-900"
              >
                {spec}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ) : (
              spec
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
