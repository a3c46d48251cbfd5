import { Info } from "lucide-react";
import { opticalRimAdvice } from "../lib/optical-rim.ts";

export function OpticalRimAdvice() {
  return (
    <p className="flex gap-2 rounded-lg bg-zinc-100 p-4 text-sm text-zinc-800">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ember-700" />
      <span>{opticalRimAdvice()}</span>
    </p>
  );
}
