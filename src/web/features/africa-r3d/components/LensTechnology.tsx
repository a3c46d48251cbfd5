import { slugify } from "#shared/image-paths.ts";
import type { AfricaLensType } from "#shared/schemas/catalogue.ts";
import { AccordionList } from "#web/components/AccordionList.tsx";
import { ContentTabs } from "#web/components/ContentTabs.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";

/** More about each lens, keyed by its name; a lens the admin adds shows its own description only. */
const MORE: Record<string, string> = {
  clear: "Optically clear with every coating included: ideal for training at dawn, dusk and indoors.",
  polarized: "A polarising filter blocks the horizontal glare that bounces off wet roads, water and snow.",
  transitions: "Photochromic molecules darken the lens in UV light and clear it again in shade.",
  xtractive: "Darker at rest than standard transitions, and it still reacts behind a car windscreen.",
  drivewear: "Polarised and photochromic in one amber lens that sharpens contrast, made for the road.",
};

const FAQ = [
  {
    value: "fit",
    title: "How does a 3D-printed frame fit better?",
    content:
      "Each frame is printed to order, so the shape sits evenly on your face without pressure points. The Africa frame comes in two sizes; compare the widths shown on each frame above.",
  },
  {
    value: "prescription",
    title: "How do I give you my prescription?",
    content:
      "After you add a frame to your basket we take you to the prescription form. Fill it in now or upload a photo of your prescription later.",
  },
  {
    value: "lens-change",
    title: "Why did my lens choice go back to Clear?",
    content:
      "Lens options depend on the vision type, so changing between single vision and varifocal starts the lens choice again from Clear.",
  },
  {
    value: "charity",
    title: "Where does the charity money go?",
    content:
      "10% of the collection's profits go to charities supporting people with learning difficulties, in Africa's memory.",
  },
] as const;

function LensPanel({ lens }: { lens: AfricaLensType }) {
  const more = MORE[slugify(lens.name)];
  return (
    <div className="max-w-2xl space-y-2">
      <p className="text-lg font-semibold text-white">{lens.description}</p>
      {more ? <p className="text-zinc-300">{more}</p> : null}
    </div>
  );
}

/** Tabs for the lens technologies (from the catalogue) and the collection's FAQ. */
export function LensTechnology({ lenses, loading }: { lenses: readonly AfricaLensType[]; loading: boolean }) {
  return (
    <section aria-labelledby="lens-tech-heading" className="bg-ink py-14 text-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div className="min-w-0">
          <h2 id="lens-tech-heading" className="font-display text-3xl font-bold">
            Lens technology
          </h2>
          <div className="mt-6">
            {loading ? (
              <Skeleton className="h-32 w-full bg-ink-700" />
            ) : lenses.length > 0 ? (
              <ContentTabs
                tone="dark"
                label="Lens technologies"
                tabs={lenses.map((lens) => ({
                  value: String(lens.id),
                  label: lens.name,
                  content: <LensPanel lens={lens} />,
                }))}
              />
            ) : (
              <p className="text-zinc-300">Lens details are not available right now.</p>
            )}
          </div>
        </div>
        <div className="min-w-0">
          <h2 className="font-display text-3xl font-bold">Questions</h2>
          <AccordionList
            className="mt-6 text-zinc-900"
            items={FAQ.map((q) => ({ value: q.value, title: q.title, content: <p>{q.content}</p> }))}
          />
        </div>
      </div>
    </section>
  );
}
