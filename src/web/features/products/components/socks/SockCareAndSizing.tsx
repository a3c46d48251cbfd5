import type { SockSize } from "#shared/schemas/catalogue.ts";

const CARE = [
  "Machine wash at 30°C, inside out, with similar colours.",
  "No fabric softener: it clogs the moisture-wicking yarn.",
  "Do not tumble dry or iron; dry flat away from direct heat.",
  "Do not bleach or dry clean.",
] as const;

/** The size chart (from the catalogue's EU ranges) and how to look after the socks. */
export function SockCareAndSizing({ sizes }: { sizes: readonly SockSize[] }) {
  return (
    <div className="grid gap-10 md:grid-cols-2">
      <section aria-labelledby="sizing-heading">
        <h2 id="sizing-heading" className="font-display text-2xl font-bold">
          Sizing guide
        </h2>
        {sizes.length > 0 ? (
          <div className="mt-4 overflow-x-auto rounded-lg border border-zinc-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Sock sizes and the EU shoe sizes they fit</caption>
              <thead className="bg-zinc-100">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Size
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    EU shoe size
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-200">
                {sizes.map((size) => (
                  <tr key={size.id}>
                    <th scope="row" className="px-4 py-3 font-medium">
                      {size.name}
                    </th>
                    <td className="px-4 py-3 tabular-nums">{size.euRange}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-4 text-zinc-600">The size chart is not available right now.</p>
        )}
        <p className="mt-3 text-sm text-zinc-600">Between sizes? Choose the larger for a relaxed fit.</p>
      </section>
      <section aria-labelledby="care-heading">
        <h2 id="care-heading" className="font-display text-2xl font-bold">
          Care instructions
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-zinc-700">
          {CARE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
