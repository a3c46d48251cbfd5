import type { LensType } from "./schemas/catalogue.ts";

/** A lens type for tests: only its id and name matter. */
export const lensTypeFixture = (id: number, name: string): LensType => ({
  id,
  name,
  description: "",
  additionalPrice: "0.00",
  features: [],
});
