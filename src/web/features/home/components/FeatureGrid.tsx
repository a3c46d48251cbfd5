import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";

export function FeatureGrid({ features }: { features: readonly string[] }) {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="features-title" className="font-display text-3xl font-black">
        Built for every mile
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-3 rounded-xl border border-zinc-200 p-5">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ember-700" />
            <span className="font-semibold">{feature}</span>
          </li>
        ))}
        <li>
          <Link
            to="/prescription-pro"
            className="group flex h-full items-start gap-3 rounded-xl bg-ink p-5 text-white transition-colors hover:bg-ink-700"
          >
            <span>
              <span className="block font-semibold">Need your prescription?</span>
              <span className="mt-1 block text-sm text-zinc-300">
                The same frame with custom prescription lenses.
              </span>
              <span className="mt-3 inline-flex items-center gap-1 text-sm font-bold text-ember-500">
                Customise your prescription
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover:translate-x-1"
                />
              </span>
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
