import { TriangleAlert } from "lucide-react";

/** What stops the prescription going to production (a missing PD, a varifocal's fitting height…). */
export function ProductionProblems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <section
      aria-labelledby="production-problems"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="production-problems" className="flex items-center gap-2 font-bold">
        <TriangleAlert aria-hidden="true" className="size-5" />
        Not ready for the lab
      </h2>
      <ul className="mt-2 list-disc pl-6 text-sm">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </section>
  );
}
