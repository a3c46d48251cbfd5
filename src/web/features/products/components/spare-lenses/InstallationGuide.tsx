import { ConfiguredVideo } from "#web/components/ConfiguredVideo.tsx";

const STEPS = [
  {
    title: "Remove the fitted lens",
    text: "Hold the frame by the bridge and gently flex one arm outwards until the lens clicks free of the rim.",
  },
  {
    title: "Line up the new lens",
    text: "Seat the nose end of the new lens in the bridge groove first, with the coated side facing out.",
  },
  {
    title: "Click it into place",
    text: "Press the outer edge into the rim until it clicks. Run a finger round the edge to check it sits flush.",
  },
] as const;

/** The three-step fitting guide and the video that shows it. */
export function InstallationGuide() {
  return (
    <section aria-labelledby="installation-heading" className="grid gap-8 lg:grid-cols-2">
      <div>
        <h2 id="installation-heading" className="font-display text-3xl font-bold">
          Fit your lenses in three steps
        </h2>
        <ol className="mt-6 space-y-5">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-ink font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-bold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-zinc-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <ConfiguredVideo
        slot="lensInstallation"
        title="How to fit replacement lenses"
        image={{
          src: "/images/lenses/grey.jpg",
          width: 800,
          height: 600,
          alt: "A replacement lens ready to click into a Primary+ frame",
        }}
      />
    </section>
  );
}
