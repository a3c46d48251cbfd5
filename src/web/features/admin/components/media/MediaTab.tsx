import { useId } from "react";
import { MediaLibrary } from "./MediaLibrary.tsx";
import { MediaPlaces } from "./MediaPlaces.tsx";

/** The owner's photos and videos: the library, then where each is shown. */
export function MediaTab() {
  const headingId = useId();
  const placesId = useId();
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-2xl font-black uppercase">
          Media Library
        </h2>
        <MediaLibrary />
      </section>
      <section aria-labelledby={placesId} className="flex flex-col gap-4">
        <h3 id={placesId} className="text-xl font-black uppercase">
          Places
        </h3>
        <MediaPlaces />
      </section>
    </div>
  );
}
