import type { Overview, OverviewFigures } from "#shared/schemas/overview.ts";

/** For the overview's component tests: an answer for the period asked. */

const figures = (over: Partial<OverviewFigures>): OverviewFigures => ({
  grossPence: 0,
  refundsPence: 0,
  netPence: 0,
  orders: 0,
  units: 0,
  averageOrderPence: 0,
  refundRate: 0,
  newCustomers: 0,
  returningCustomers: 0,
  ...over,
});

export const emptyOverview = (from: string, to: string): Overview => ({
  from,
  to,
  previousFrom: "2026-11-19",
  previousTo: "2026-11-21",
  grouping: "day",
  current: figures({}),
  previous: figures({}),
  series: [],
  top: { products: [], colours: [], lensTypes: [], sockSizes: [] },
  discountCodes: [],
  countries: [],
  prescriptionStages: [],
  reminders: { sent: 0, recovered: 0, wonBackPence: 0 },
});

export const overview = (from: string, to: string): Overview => ({
  ...emptyOverview(from, to),
  current: figures({
    grossPence: 123_456,
    refundsPence: 5_555,
    netPence: 117_901,
    orders: 1_234,
    units: 1_500,
    averageOrderPence: 10_004,
    refundRate: 0.045,
    newCustomers: 30,
    returningCustomers: 12,
  }),
  previous: figures({
    grossPence: 100_000,
    refundsPence: 3_000,
    netPence: 97_000,
    orders: 1_000,
    units: 1_500,
    averageOrderPence: 10_000,
    refundRate: 0.03,
    newCustomers: 0,
    returningCustomers: 15,
  }),
  series: [
    {
      start: "2026-11-22",
      revenuePence: 50_000,
      orders: 500,
      previousRevenuePence: 40_000,
      previousOrders: 400,
    },
    {
      start: "2026-11-23",
      revenuePence: 73_456,
      orders: 734,
      previousRevenuePence: 60_000,
      previousOrders: 600,
    },
  ],
  top: {
    products: [{ name: "Primary+ Sports Sunglasses", units: 900, revenuePence: 99_000 }],
    colours: [{ name: "Celeste", units: 400, revenuePence: 44_000 }],
    lensTypes: [{ name: "Polarised", units: 300, revenuePence: 33_000 }],
    sockSizes: [],
  },
  discountCodes: [{ code: "SPRING10", uses: 7, givenAwayPence: 3_850 }],
  countries: [
    { country: "GB", orders: 1_200, revenuePence: 120_000 },
    { country: "IE", orders: 34, revenuePence: 3_456 },
  ],
  prescriptionStages: [{ stage: "with_lab", orders: 3 }],
  reminders: { sent: 20, recovered: 4, wonBackPence: 22_000 },
});
