import type {
  PrescriptionQueue,
  PrescriptionQueueRow,
  PrescriptionWork,
  QcCheckView,
} from "#shared/schemas/prescription-work.ts";

export const queueRow = (change: Partial<PrescriptionQueueRow> = {}): PrescriptionQueueRow => ({
  orderId: 41,
  orderNumber: "NDR-1041",
  customerName: "Ada Lovelace",
  stage: "awaiting_verification",
  since: "2026-11-20T09:00:00.000Z",
  workingDaysWaiting: 2,
  late: false,
  ...change,
});

export const queue = (
  rows: PrescriptionQueueRow[],
  change: Partial<PrescriptionQueue> = {},
): PrescriptionQueue => ({
  rows,
  total: rows.length,
  page: 1,
  pageSize: 25,
  counts: { awaiting_verification: 2, with_lab: 1 },
  lateCount: rows.filter((r) => r.late).length,
  waitDays: 3,
  ...change,
});

export const qcCheck = (change: Partial<QcCheckView> = {}): QcCheckView => ({
  jobNumber: "J-0007",
  pass: false,
  checkedBy: "admin",
  checkedAt: "2026-11-27T10:00:00.000Z",
  fields: [
    {
      eye: "right",
      field: "Power (strongest meridian)",
      ordered: "-2.25",
      measured: "-2.25",
      tolerance: "±0.12",
      ok: true,
    },
    { eye: "left", field: "Axis", ordered: "90", measured: "97", tolerance: "±3", ok: false },
  ],
  ...change,
});

export const work = (change: Partial<PrescriptionWork> = {}): PrescriptionWork => ({
  orderId: 41,
  orderNumber: "NDR-1041",
  customerName: "Ada Lovelace",
  customerEmail: "ada@example.com",
  status: "awaiting_verification",
  since: "2026-11-20T09:00:00.000Z",
  varifocal: false,
  prescription: null,
  productionProblems: [],
  queries: [],
  labJobs: [],
  qualityChecks: [],
  actions: [],
  ...change,
});
