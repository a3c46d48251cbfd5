import { formatPence } from "#shared/money.ts";
import { PRESCRIPTION_LIMITS } from "#shared/catalogue.ts";
import { joinWords, listSurcharges} from "../format.ts";
import type { FaqItem } from "../types.ts";

const pd = PRESCRIPTION_LIMITS.pupillaryDistance;

export const MEASUREMENT_AND_CUSTOMISATION: FaqItem[] = [
  {
    id: 13,
    category: "Measurement",
    question: "What is pupillary distance (PD)?",
    answer: `Your PD is the distance in millimetres between the centres of your pupils. We need it to line up the optical centre of each lens with your eyes. Adult PDs are usually between ${pd.min} and ${pd.max} mm; your optician can give you yours, and it is often printed on your prescription.`,
    tags: ["PD", "pupillary distance", "mm", "optician"],
  },
  {
    id: 14,
    category: "Measurement",
    question: "How can I measure my PD at home?",
    answer:
      "Stand about 20 cm from a mirror and hold a millimetre ruler against your brow. Close your right eye and line up zero with the centre of your left pupil, then close your left eye and open your right: the mark below the centre of your right pupil is your PD. Measure three times and use the average, or ask a friend to measure for you.",
    tags: ["measure", "ruler", "mirror", "PD", "at home"],
  },
  {
    id: 15,
    category: "Measurement",
    question: "What do SPH, CYL, AXIS, OD and OS mean?",
    answer:
      'OD is your right eye and OS your left. SPH (sphere) is the main lens power: minus for short sight, plus for long sight. CYL (cylinder) and AXIS correct astigmatism: CYL is its strength and AXIS its angle, from 0 to 180 degrees. "Plano" means a sphere of zero and "DS" means no cylinder.',
    tags: ["SPH", "CYL", "axis", "OD", "OS", "astigmatism"],
  },
  {
    id: 16,
    category: "Measurement",
    question: "Do I need to give reading values?",
    answer:
      "Only for varifocals, or if your optician gave you a separate reading prescription. If your prescription shows an ADD (reading addition) instead, write it in the notes and we will work out the reading values.",
    tags: ["reading", "ADD", "near vision", "varifocal"],
  },
  {
    id: 17,
    category: "Customisation",
    question: "Which frame colours can I choose?",
    answer: (c) =>
      `Frames come in ${joinWords(c.colours)}. Pick your colour on the product page and we show it with your chosen lens.`,
    tags: ["colours", "colors", "frame colour"],
  },
  {
    id: 18,
    category: "Customisation",
    question: "Which lenses can I choose for Primary+ sunglasses?",
    answer: (c) =>
      `You can choose ${listSurcharges(c.primaryLenses)}. Every lens blocks 100% of UVA and UVB light.`,
    tags: ["lens options", "tint", "mirror", "polarized", "transitions"],
  },
  {
    id: 19,
    category: "Customisation",
    question: "Can I add a mirror finish to prescription sunglasses?",
    answer: (c) => `Yes. The finishes are ${listSurcharges(c.mirrorFinishes)}.`,
    tags: ["mirror", "finish", "silver", "gold", "blue"],
  },
  {
    id: 20,
    category: "Customisation",
    question: "Are the lenses interchangeable?",
    answer: (c) =>
      `Yes. Primary+ lenses swap in seconds, so you can change tint to suit the light. Replacement lenses start from ${formatPence(c.spareLensesFrom)}.`,
    tags: ["replacement lenses", "spare", "interchangeable", "swap"],
  },
  {
    id: 21,
    category: "Customisation",
    question: "Can I have a custom-fitted frame?",
    answer:
      "Yes: our Africa R3D collection is 3D printed. Choose the frame, colour, vision type and lens, and we make it for you. 10% of the collection's profits go to charities linked to learning difficulties.",
    tags: ["Africa R3D", "3D printed", "custom fit", "charity"],
  },
];
