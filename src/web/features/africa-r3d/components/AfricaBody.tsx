import { useAfricaCustomiser } from "../hooks/use-africa-customiser.ts";
import { AfricaStory } from "./AfricaStory.tsx";
import { Customiser } from "./Customiser.tsx";
import { FrameChooser } from "./FrameChooser.tsx";
import { LensTechnology } from "./LensTechnology.tsx";

/** Everything of /africa-r3d below its hero, as its own chunk (see AfricaR3dPage). */
export default function AfricaBody() {
  const customiser = useAfricaCustomiser();
  return (
    <>
      <div
        id="africa-customiser"
        className="mx-auto flex max-w-7xl scroll-mt-20 flex-col gap-14 px-4 py-14 sm:px-6"
      >
        <FrameChooser customiser={customiser} />
        <Customiser customiser={customiser} />
      </div>
      <LensTechnology lenses={customiser.lensTypes.data ?? []} loading={customiser.lensTypes.isPending} />
      <AfricaStory />
    </>
  );
}
