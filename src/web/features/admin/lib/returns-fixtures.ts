import type { AdminReturnDetail, AdminReturnSummary } from "#shared/schemas/returns-admin.ts";

/** Admin returns as the API answers them, for the returns tab's tests. */
export function returnRow(over: Partial<AdminReturnSummary> = {}): AdminReturnSummary {
  return {
    id: 5,
    returnNumber: "RET-10005",
    orderId: 40,
    orderNumber: "NDR-10040",
    customerName: "Ada Lovelace",
    status: "requested",
    statusText: "Requested",
    reason: "faulty",
    via: "online",
    createdAt: "2026-11-20T10:00:00Z",
    receivedAt: null,
    refundDueBy: null,
    daysLeftToRefund: null,
    overdue: false,
    ...over,
  };
}

export function returnDetail(over: Partial<AdminReturnDetail> = {}): AdminReturnDetail {
  return {
    ...returnRow(),
    description: "The hinge broke",
    customerEmail: "ada@example.com",
    refusalReason: null,
    refundedPence: null,
    refundId: null,
    deliveryRefundedPence: 0,
    deductionPence: 0,
    deductionReason: null,
    lines: [
      {
        id: 71,
        itemId: 12,
        name: "Ember Frames",
        quantity: 1,
        unitPricePence: 4500,
        madeToPrescription: false,
        condition: null,
        restocked: false,
      },
      {
        id: 72,
        itemId: 13,
        name: "Wool Socks",
        quantity: 2,
        unitPricePence: 800,
        madeToPrescription: false,
        condition: null,
        restocked: false,
      },
    ],
    photos: [],
    history: [{ from: null, to: "requested", actor: "shopper", reason: null, at: "2026-11-20T10:00:00Z" }],
    offer: null,
    ...over,
  };
}
