export { PLANO_SUN, SINGLE_VISION, VARIFOCAL_WITH_PRISM } from "./test-jobs.ts";
