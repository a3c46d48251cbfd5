import { ExternalLink } from "lucide-react";
import { useState } from "react";
import type { AdminOrder } from "#shared/schemas/admin.ts";
import { shippingStatusLabel, trackingUrl } from "#shared/schemas/shipping.ts";
import { Button, type ButtonVariant } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { type ShippingAction, useShippingAction } from "#web/features/admin/api/shipping-action.ts";
import { downloadShippingLabel } from "#web/features/admin/api/shipping-label.ts";
import { failureText } from "#web/features/admin/lib/failure.ts";
import { Field, FieldGrid } from "../AdminDialog.tsx";
import { DialogSection } from "../DialogSection.tsx";

/** Each shipping action's button and toasts. */
const ACTIONS: Record<ShippingAction, { button: string; ok: string; failed: string; failText: string }> = {
  create: {
    button: "Create Shipping Label",
    ok: "Shipping Label Created",
    failed: "Shipping Creation Failed",
    failText: "Failed to create shipping with the postal carrier. Please try again.",
  },
  "update-tracking": {
    button: "Get Tracking Number",
    ok: "Tracking Number Updated",
    failed: "Tracking Update Failed",
    failText:
      "Failed to retrieve tracking number from the postal carrier. The shipment may still be processing.",
  },
  cancel: {
    button: "Cancel Shipping",
    ok: "Shipping Cancelled",
    failed: "Cancellation Failed",
    failText: "Failed to cancel shipping with the postal carrier. Please try again.",
  },
  "send-tracking-email": {
    button: "Send Tracking Email",
    ok: "Tracking Email Sent",
    failed: "Email Send Failed",
    failText: "Failed to send tracking email. Please ensure the order has a tracking number.",
  },
  reset: {
    button: "Reset",
    ok: "Shipping Information Reset",
    failed: "Reset Failed",
    failText: "Failed to reset shipping information for the postal carrier. Please try again.",
  },
};

function successText(action: ShippingAction, trackingNumber: string | null | undefined, email: string) {
  if (action === "send-tracking-email") return `The tracking number was emailed to ${email}.`;
  if (action === "cancel") return "The shipment was cancelled with the postal carrier.";
  if (action === "reset") return "The order's postal carrier details were cleared.";
  return trackingNumber
    ? `Tracking number: ${trackingNumber}`
    : "The shipment was sent to the postal carrier.";
}

export function ShippingPanel({ order }: { order: AdminOrder }) {
  const shipping = useShippingAction();
  const [downloading, setDownloading] = useState(false);
  const cancelled = order.shippingStatus === "cancelled";
  const tracking = order.shippingTrackingNumber;

  const run = (action: ShippingAction) =>
    shipping.mutate(
      { action, orderId: order.id },
      {
        onSuccess: (data) =>
          toast({
            title: ACTIONS[action].ok,
            description: successText(action, data.trackingNumber, order.email),
          }),
        onError: (error) =>
          toast({
            title: ACTIONS[action].failed,
            description: failureText(ACTIONS[action].failText, error),
            variant: "destructive",
          }),
      },
    );

  const button = (action: ShippingAction, options: { disabled?: boolean; variant?: ButtonVariant } = {}) => (
    <Button
      size="sm"
      variant={options.variant ?? "outline"}
      disabled={options.disabled || shipping.isPending}
      onClick={() => run(action)}
    >
      {shipping.isPending && shipping.variables?.action === action ? "Working..." : ACTIONS[action].button}
    </Button>
  );

  const download = async () => {
    setDownloading(true);
    try {
      await downloadShippingLabel(order.id);
    } catch (error) {
      toast({
        title: "Label Download Failed",
        description: failureText("Could not fetch the label from the postal carrier.", error),
        variant: "destructive",
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <DialogSection title="Shipping">
      <FieldGrid className="lg:grid-cols-3">
        <Field label="Shipping Status">{shippingStatusLabel(order.shippingStatus)}</Field>
        <Field label="Carrier Order ID">{order.carrierOrderId}</Field>
        <Field label="Tracking Number">
          {tracking ? (
            <a
              href={trackingUrl(tracking)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-ember-700 underline"
            >
              {tracking}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(track on Royal Mail, opens in a new tab)</span>
            </a>
          ) : null}
        </Field>
      </FieldGrid>
      <div className="flex flex-wrap gap-2">
        {order.carrierOrderId ? (
          <>
            {button("update-tracking", { disabled: cancelled })}
            {tracking ? button("send-tracking-email") : null}
            {cancelled ? null : (
              <Button size="sm" variant="outline" disabled={downloading} onClick={download}>
                {downloading ? "Downloading..." : "Download Label"}
              </Button>
            )}
            {button("cancel", { disabled: cancelled, variant: "destructive" })}
            {button("reset")}
          </>
        ) : (
          button("create", { variant: "primary" })
        )}
      </div>
    </DialogSection>
  );
}
