import { AfricaHero } from "../components/AfricaHero.tsx";
import { AfricaStory } from "../components/AfricaStory.tsx";
import { Customiser } from "../components/Customiser.tsx";
import { FrameChooser } from "../components/FrameChooser.tsx";
import { LensTechnology } from "../components/LensTechnology.tsx";
import { useAfricaCustomiser } from "../hooks/use-africa-customiser.ts";

export default function AfricaR3dPage() {
  const customiser = useAfricaCustomiser();
  return (
    <>
      <AfricaHero />
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
