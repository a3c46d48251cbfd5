import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { deliveryEstimateText } from "#shared/delivery/delivery-estimate.ts";
import { formatDecimal } from "#shared/money.ts";
import { addressLines } from "#shared/receipt-text.ts";
import type { PlacedOrder } from "#shared/schemas/order-confirmation.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { LinePicture } from "#web/media/LinePicture.tsx";
import { ConfirmationFrame } from "./ConfirmationStates.tsx";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-zinc-600">{label}</dt>
      <dd className="text-right font-semibold">{children}</dd>
    </div>
  );
}

function Items({ order }: { order: PlacedOrder }) {
  return (
    <ul className="divide-y divide-zinc-200" data-testid="order-items">
      {order.items.map((item, index) => (
        // Lines have no id of their own here; their order is the order's.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className="flex items-center gap-4 py-3">
          <LinePicture line={{ ...item, r3dColourId: item.africaColorId }} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{item.name}</p>
            {item.description ? <p className="text-sm text-zinc-600">{item.description}</p> : null}
            <p className="text-sm text-zinc-600">Quantity {item.quantity}</p>
          </div>
          <p className="font-semibold">{formatDecimal(item.total)}</p>
        </li>
      ))}
    </ul>
  );
}

/** The placed order as the server holds it: what was bought, what it cost, where it goes, what happens next. */
export function PlacedOrderView({ order, receipt }: { order: PlacedOrder; receipt: ReactNode }) {
  const discounted = order.discount !== "0.00";
  return (
    <ConfirmationFrame
      icon={<CheckCircle2 aria-hidden="true" className="size-14 text-emerald-600" />}
      title="Thank you for your order"
    >
      <p className="mt-3 text-center text-zinc-600" data-testid="confirmation-email">
        {order.email ? (
          <>
            A confirmation email is on its way to <strong className="text-zinc-900">{order.email}</strong>.
          </>
        ) : (
          "Your order has been placed."
        )}
      </p>
      <Card className="mt-10">
        <CardContent className="pt-6">
          <dl className="divide-y divide-zinc-200" data-testid="order-details">
            <Row label="Order number">
              <span data-testid="order-number">{order.orderNumber}</span>
            </Row>
            <Row label="Subtotal">{formatDecimal(order.subtotal)}</Row>
            {discounted ? (
              <Row label={order.discountCode ? `Discount (${order.discountCode})` : "Discount"}>
                −{formatDecimal(order.discount)}
              </Row>
            ) : null}
            <Row label="Delivery">{order.shipping === "0.00" ? "Free" : formatDecimal(order.shipping)}</Row>
            <Row label="Estimated delivery">
              <span data-testid="delivery-estimate">{deliveryEstimateText(order.deliveryEstimate)}</span>
            </Row>
            <Row label="Total">{formatDecimal(order.total)}</Row>
            <Row label="Payment status">Successful</Row>
          </dl>
        </CardContent>
      </Card>
      <Card className="mt-6">
        <CardContent className="pt-6">
          <h2 className="mb-2 text-xl font-bold">Your items</h2>
          <Items order={order} />
        </CardContent>
      </Card>
      <Card className="mt-6">
        <CardContent className="pt-6">
          <h2 className="mb-2 text-xl font-bold">Delivery address</h2>
          <address className="not-italic" data-testid="delivery-address">
            {addressLines(order.deliveryAddress).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </CardContent>
      </Card>
      {order.prescriptionFormUrl ? (
        <Card className="mt-6 border-ember-700">
          <CardContent className="flex flex-col items-start gap-3 pt-6">
            <h2 className="text-xl font-bold">We need your prescription</h2>
            <p className="text-zinc-700">
              We make your lenses to your prescription. Send it now, or later with the link in your
              confirmation email.
            </p>
            <Button asChild variant="dark">
              <Link to={order.prescriptionFormUrl}>Send your prescription</Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}
      <Card className="mt-6">
        <CardContent className="pt-6">
          <h2 className="mb-2 text-xl font-bold">What happens next</h2>
          <ol className="list-decimal space-y-1 pl-5 text-zinc-700" data-testid="next-steps">
            {order.prescriptionFormUrl ? (
              <li>Send us your prescription so we can make your lenses.</li>
            ) : null}
            <li>We prepare your order and email you when it is on its way, with its tracking number.</li>
            <li>
              Follow it any time on{" "}
              <Link to={order.orderPageUrl} className="font-semibold text-ember-700 underline">
                your order page
              </Link>
              .
            </li>
          </ol>
        </CardContent>
      </Card>
      {receipt}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="dark">
          <Link to="/">Continue shopping</Link>
        </Button>
      </div>
    </ConfirmationFrame>
  );
}
