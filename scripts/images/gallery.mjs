// The about page gallery: 30 stylised scenes with their captions and alt texts.
// Files are /images/gallery/01.jpg … 30.jpg; captions are also written to
// /images/gallery/captions.json as [{ file, caption, alt }] for the about page.

import { INDOOR_SCENES } from "./scenes-indoor.mjs";
import { MULTI_SCENES } from "./scenes-multi.mjs";
import { RUN_SCENES } from "./scenes-run.mjs";

const SCENES = { ...RUN_SCENES, ...MULTI_SCENES, ...INDOOR_SCENES };

/** [scene, caption, alt] in gallery order. */
const GALLERY = [
  [
    "roadDawn",
    "Dawn miles on the coast road, where the first prototypes were tested.",
    "A runner on a coast road at dawn",
  ],
  [
    "workshop",
    "The workshop bench: every pair is checked by hand before it ships.",
    "Red sports sunglasses on a workshop bench",
  ],
  [
    "trail",
    "Trail descents in the Peak District demand a lens that copes with shade and glare.",
    "A trail runner descending through pine woods",
  ],
  [
    "printer",
    "An Africa R3D frame being printed layer by layer.",
    "A 3D printer printing an orange sunglasses frame",
  ],
  [
    "climb",
    "Club riders on the long climb, all in full-wrap lenses.",
    "Three cyclists climbing a mountain road",
  ],
  [
    "swimExit",
    "Swim exit at our first sponsored triathlon.",
    "A triathlete wading out of a lake at a swim exit",
  ],
  ["lensLab", "Edging a prescription lens in the lens lab.", "A technician beside a lens edging machine"],
  ["track", "Tuesday night intervals with the running club.", "Two runners on an athletics track at dusk"],
  [
    "packaging",
    "Packing orders for free UK delivery.",
    "Parcels and a pair of blue mirror sunglasses on a packing table",
  ],
  ["team", "The team before a charity relay.", "A team photo of runners in sunglasses"],
  ["parkrun", "Saturday morning parkrun start line.", "A crowd of runners in a park"],
  ["marathon", "Crossing the line at a spring marathon.", "A runner celebrating under a finish gantry"],
  [
    "frameColours",
    "Ten frame colours, one full-wrap lens shape.",
    "Ten pairs of sunglasses in different frame colours",
  ],
  ["fell", "Fell running along the ridge at sunset.", "A lone runner climbing a ridge at sunset"],
  [
    "timeTrial",
    "Time trial tests on the flat Fenland lanes.",
    "A cyclist in an aero position on a flat road",
  ],
  ["lensTints", "Lens tints lined up for testing.", "Six replacement lenses in different tints"],
  ["openWater", "Open water sessions on the lake.", "Swimmers and buoys on a lake"],
  [
    "nightRun",
    "Winter night runs under the street lights.",
    "A runner with a head torch on a lit street at night",
  ],
  [
    "socksShelf",
    "Technical socks, tested over thousands of miles.",
    "Three running socks in different colourways",
  ],
  ["snow", "Snow-day run: the lens cuts the glare off fresh snow.", "A runner in a snowy forest"],
  [
    "prescriptionCheck",
    "Checking a prescription before an Optical Rim insert is made.",
    "Sunglasses with a prescription insert in front of an eye chart",
  ],
  [
    "crossCountry",
    "Cross-country season: mud, tape and a low winter sun.",
    "Runners racing across a muddy field",
  ],
  ["mtb", "Off-road on the mountain bike.", "A mountain biker riding down a forest trail"],
  [
    "firstWorkshop",
    "Where it started in 2014: a bench, a vice and a lot of prototypes.",
    "A sepia photo of the first workshop",
  ],
  ["beach", "Beach run at low tide.", "A runner on a beach at sunset with a reflection on wet sand"],
  ["transition", "Transition area at a duathlon.", "Bikes racked in a duathlon transition area"],
  [
    "charity",
    "Running for learning-difficulty charities.",
    "Runners under a charity run banner with balloons",
  ],
  ["expo", "Our stand at the race expo.", "An expo stand with sunglasses on display"],
  [
    "shipping",
    "Parcels heading out across the UK and worldwide.",
    "A delivery van and parcels on a road at dawn",
  ],
  ["clubRun", "Sunday club run at golden hour.", "A group of runners on a road at sunrise"],
];

const file = (i) => `${String(i + 1).padStart(2, "0")}.jpg`;

export function galleryCaptions() {
  return GALLERY.map(([, caption, alt], i) => ({ file: `/images/gallery/${file(i)}`, caption, alt }));
}

export function galleryJobs() {
  return GALLERY.map(([scene, , alt], i) => ({
    out: `gallery/${file(i).replace(".jpg", "")}`,
    w: 1200,
    h: 800,
    alt,
    svg: () => SCENES[scene](1200, 800),
  }));
}
