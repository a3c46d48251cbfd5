import { LENS_MAKER_NAME } from "#shared/catalogue.ts";

const maker = LENS_MAKER_NAME;

export const PRODUCT_ROWS = [
  {
    id: 1,
    name: "Primary+ Sports Sunglasses",
    description:
      "Full-wrap sports sunglasses built for runners, cyclists and triathletes: a featherweight frame, interchangeable German-made lenses and a grip that stays put from the first mile to the last.",
    basePricePence: 5500,
    productType: "primary",
    features: [
      "Full-wrap lens for an unbroken field of view",
      `Interchangeable ${maker} lenses`,
      "Featherweight TR90 frame",
      "Adjustable, non-slip nose pads",
      "100% UVA/UVB protection",
    ],
    technicalSpecs: [
      "Frame width 140mm",
      "Frame length 160mm",
      "Lens height 45mm",
      "Lens Abbe value 52 (polycarbonate: 30)",
      "Interchangeable Lenses",
    ],
    requiresPrescription: false,
  },
  {
    id: 2,
    name: "Prescription Sports Sunglasses",
    description:
      "The Primary+ frame glazed with your own prescription in 1.59 extra-thin, high-impact lenses, with every coating included at no cost.",
    basePricePence: 12000,
    productType: "prescription",
    features: [
      "Prescriptions from -7.00 to +8.00",
      "1.59 extra-thin high-impact lenses",
      "Anti-reflection, oleophobic and anti-static coatings included",
      "Scratch resistant with 100% UV protection",
    ],
    technicalSpecs: [
      "Frame width 140mm",
      "Frame length 160mm",
      "Lens height 45mm",
      "Full-wrap prescription lens",
    ],
    requiresPrescription: true,
  },
  {
    id: 3,
    name: "Replacement Lenses",
    description: `Swap tints in seconds. ${maker} replacement lenses for the Primary+ frame, cut to the same full-wrap shape.`,
    basePricePence: 3500,
    productType: "spare",
    features: [
      "Tool-free fitting",
      "Full-wrap shape",
      "100% UVA/UVB protection",
      "Scratch-resistant hard coat",
    ],
    technicalSpecs: ["Fits Primary+ frames", "Lens height 45mm", "Abbe value 52"],
    requiresPrescription: false,
  },
  {
    id: 4,
    name: "Sports Socks",
    description:
      "Cushioned, blister-resistant technical socks with arch support and a seamless toe. Three pairs for £10.",
    basePricePence: 500,
    productType: "socks",
    features: [
      "Seamless toe",
      "Arch compression band",
      "Moisture-wicking yarn",
      "Cushioned heel and forefoot",
    ],
    technicalSpecs: ["65% polyamide, 30% cotton, 5% elastane", "Machine wash at 30°C"],
    requiresPrescription: false,
  },
  {
    id: 5,
    name: "Spare Nose Pads",
    description:
      "Soft, hypoallergenic replacement nose pads for the Primary+ frame. A set of two pairs in two sizes.",
    basePricePence: 1500,
    productType: "accessories",
    features: ["Hypoallergenic silicone", "Two sizes included", "Push-fit, no tools needed"],
    technicalSpecs: ["Fits all Primary+ frames", "Two pairs per pack"],
    requiresPrescription: false,
  },
  {
    id: 6,
    name: "Africa R3D",
    description:
      "A 3D-printed frame made to fit, glazed with prescription lenses. 10% of the collection's profits go to charities linked to learning difficulties.",
    basePricePence: 12000,
    productType: "africa_r3d",
    features: ["3D-printed custom fit", "Prescription ready", "Four frame shapes", "Seven colours"],
    technicalSpecs: ["Africa (Standard) 140mm x 50mm", "Africa (Small) 125mm x 42mm"],
    requiresPrescription: true,
  },
  {
    id: 7,
    name: "Prescription Pro",
    description:
      "Prescription sports sunglasses configured to your vision type, frame colour, lens and finish.",
    basePricePence: 12000,
    productType: "prescription_pro",
    features: ["Single vision or varifocal", "Six lens technologies", "Optional mirror finish"],
    technicalSpecs: ["Frame width 140mm", "Lens height 45mm"],
    requiresPrescription: true,
  },
];

export const COLOR_ROWS = [
  { id: 1, name: "Ronhill Black", hex: "#1b1b1d" },
  { id: 2, name: "Celeste", hex: "#7fd1c7" },
  { id: 3, name: "Kerry Green", hex: "#0f7a3d" },
  { id: 4, name: "Pink", hex: "#f06fa8" },
  { id: 5, name: "Yellow", hex: "#f5d21f" },
  { id: 6, name: "Blue", hex: "#1f5fd1" },
  { id: 7, name: "Red", hex: "#d12a2a" },
  { id: 8, name: "Green", hex: "#58b947" },
  { id: 9, name: "Purple", hex: "#7a3fc1" },
  { id: 10, name: "White", hex: "#f4f4f2" },
];

export const LENS_ROWS = [
  {
    id: 1,
    name: `${maker} Grey`,
    description: "Neutral grey tint that keeps colours true in bright sun.",
    additionalPricePence: 0,
    features: ["Category 3 tint", "True colour perception"],
  },
  {
    id: 2,
    name: `${maker} Blue Mirror`,
    description: "Blue mirror coating over a grey base cuts glare off water and roads.",
    additionalPricePence: 1000,
    features: ["Mirror coating", "Glare reduction"],
  },
  {
    id: 3,
    name: `${maker} Rose Gold`,
    description: "Warm rose base that lifts contrast on trails and in flat light.",
    additionalPricePence: 1000,
    features: ["Contrast boost", "Great in changing light"],
  },
  {
    id: 4,
    name: `${maker} Silver Mirror`,
    description: "Bright silver mirror for full sun and high altitude.",
    additionalPricePence: 1000,
    features: ["Mirror coating", "Full-sun protection"],
  },
  {
    id: 5,
    name: `${maker} Polarized`,
    description: "Polarising filter that removes reflected glare from wet roads and water.",
    additionalPricePence: 2000,
    features: ["Polarised filter", "Glare elimination"],
  },
  {
    id: 6,
    name: "Ultimate Transitions",
    description:
      "Photochromic lens that darkens in sunshine and clears in shade, from dawn runs to dusk rides.",
    additionalPricePence: 6500,
    features: ["Photochromic", "Category 1 to 3"],
  },
];

export const PRESCRIPTION_LENS_ROWS = [
  { id: 12, name: "Clear", description: "Clear prescription lens for all-day use.", additionalPricePence: 0 },
  { id: 13, name: "Grey Tint", description: "Grey sun tint for bright days.", additionalPricePence: 1500 },
  {
    id: 14,
    name: "Polarized",
    description: "Polarised lens that removes reflected glare.",
    additionalPricePence: 2000,
  },
  {
    id: 15,
    name: "Photochromic",
    description: "Photochromic grey that darkens outdoors and clears indoors.",
    additionalPricePence: 4000,
  },
  {
    id: 16,
    name: "XtrActive Transitions",
    description: "Extra-dark transitions that also react behind a windscreen.",
    additionalPricePence: 7000,
  },
  {
    id: 17,
    name: "Drivewear",
    description: "Polarised amber driving lens that adapts to light behind the wheel.",
    additionalPricePence: 6000,
  },
];

export const FINISH_ROWS = [
  { id: 1, name: "None", description: "No mirror coating.", pricePence: 0 },
  { id: 2, name: "Silver Mirror", description: "Bright silver mirror coating.", pricePence: 2000 },
  { id: 3, name: "Gold Mirror", description: "Warm gold mirror coating.", pricePence: 2000 },
  { id: 4, name: "Blue Mirror", description: "Cool blue mirror coating.", pricePence: 2000 },
];

export const VISION_ROWS = [
  {
    id: "single_vision",
    name: "Single Vision",
    description: "One prescription across the whole lens, for distance or reading.",
    basePricePence: 12000,
  },
  {
    id: "varifocal",
    name: "Varifocal",
    description: "Distance at the top, reading at the bottom, with a smooth change between.",
    basePricePence: 16500,
  },
];

export const SOCK_SIZE_ROWS = [
  { id: 1, name: "Small", euRange: "35-37.5" },
  { id: 2, name: "Medium", euRange: "38-40.5" },
  { id: 3, name: "Large", euRange: "41-44" },
  { id: 4, name: "XL", euRange: "44.5-47" },
  { id: 5, name: "XXL", euRange: "47.5-51" },
];

export const AFRICA_FRAME_ROWS = [
  {
    id: 1,
    name: "Hizashi",
    description: "Sweeping sun-shield shape.",
    badge: "Best Seller",
    widthMm: null,
    heightMm: null,
  },
  {
    id: 2,
    name: "Eclipse",
    description: "Rounded wrap for a close fit.",
    badge: null,
    widthMm: null,
    heightMm: null,
  },
  {
    id: 3,
    name: "Africa (Standard)",
    description: "The original shape.",
    badge: null,
    widthMm: 140,
    heightMm: 50,
  },
  {
    id: 4,
    name: "Africa (Small)",
    description: "The original shape for narrower faces.",
    badge: null,
    widthMm: 125,
    heightMm: 42,
  },
];

export const AFRICA_COLOR_ROWS = [
  { id: 1, name: "Black", hex: "#151515" },
  { id: 2, name: "Red", hex: "#c62828" },
  { id: 3, name: "Teal", hex: "#00897b" },
  { id: 4, name: "Blue", hex: "#1e5bc6" },
  { id: 5, name: "Purple", hex: "#6a3cb5" },
  { id: 6, name: "White", hex: "#f2f2ee" },
  { id: 7, name: "Yellow", hex: "#f4c913" },
];

export const AFRICA_VISION_ROWS = [
  { id: 1, name: "Single Vision", description: "One prescription across the lens.", basePricePence: 12000 },
  { id: 2, name: "Varifocal", description: "Distance and reading in one lens.", basePricePence: 16500 },
];

export const AFRICA_LENS_ROWS = [
  { id: 1, name: "Clear", description: "Clear lens for everyday wear.", additionalPricePence: 0 },
  { id: 2, name: "Polarized", description: "Cuts reflected glare.", additionalPricePence: 2000 },
  { id: 3, name: "Transitions", description: "Darkens in sunlight.", additionalPricePence: 4000 },
  {
    id: 4,
    name: "Xtractive",
    description: "Extra-dark transitions, also behind glass.",
    additionalPricePence: 6000,
  },
  { id: 5, name: "Drivewear", description: "Polarised amber for driving.", additionalPricePence: 6000 },
];
