const STATS = [
  { value: "10+", label: "years" },
  { value: "1000+", label: "athletes" },
  { value: "99%", label: "satisfaction" },
  { value: "24/7", label: "support" },
] as const;

export function StatsStrip({ id }: { id: string }) {
  return (
    <section
      id={id}
      aria-label="The shop in numbers"
      className="scroll-mt-32 md:scroll-mt-44 bg-ember-500 text-ink"
    >
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 text-center sm:px-6 md:grid-cols-4">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="text-sm font-bold tracking-widest uppercase">{stat.label}</dt>
            <dd className="font-display text-4xl font-black">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
