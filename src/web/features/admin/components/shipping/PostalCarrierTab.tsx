import { AlertDialog } from "radix-ui";
import { useId, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useResetAllShipping } from "#web/features/admin/api/shipping-action.ts";
import { useShippingSettings } from "#web/features/admin/api/shipping-settings.ts";
import { failureText } from "#web/features/admin/lib/failure.ts";
import { errorMessage } from "#web/lib/api.ts";
import { Field, FieldGrid } from "../AdminDialog.tsx";
import { ConfirmContent } from "../ConfirmContent.tsx";

function Settings() {
  const settings = useShippingSettings();
  if (settings.isPending) return <Skeleton className="h-24 w-full" />;
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-red-800">
        Could not load the carrier settings: {errorMessage(settings.error)}
      </p>
    );
  }
  const s = settings.data;
  return (
    <FieldGrid>
      <Field label="Carrier">{s.carrierName}</Field>
      <Field label="Provider">
        {s.provider === "sandbox" ? "Sandbox (fake tracking numbers)" : "Click & Drop"}
      </Field>
      <Field label="Mode">{s.mode === "live" ? "Live" : "Sandbox"}</Field>
      <Field label="Sender Address">
        <span className="whitespace-pre-line">{s.senderAddress}</span>
      </Field>
    </FieldGrid>
  );
}

export function PostalCarrierTab() {
  const [confirming, setConfirming] = useState(false);
  const resetAll = useResetAllShipping();
  const headingId = useId();

  const confirm = () =>
    resetAll.mutate(undefined, {
      onSuccess: (count) => {
        setConfirming(false);
        toast({
          title: "Shipping Information Reset",
          description: `Cleared the postal carrier details of ${count} ${count === 1 ? "order" : "orders"}.`,
        });
      },
      onError: (error) =>
        toast({
          title: "Reset Failed",
          description: failureText(
            "Failed to reset shipping information for the postal carrier. Please try again.",
            error,
          ),
          variant: "destructive",
        }),
    });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <h2 id={headingId} className="text-2xl font-black uppercase">
        Postal Carrier
      </h2>
      <Card>
        <CardHeader>
          <CardTitle>Settings</CardTitle>
        </CardHeader>
        <CardContent>
          <Settings />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Reset All</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-3">
          <p className="text-sm text-zinc-700">
            Clears the carrier order id, tracking number and shipping status of every order, so labels can be
            created afresh. Shipments already with the carrier are not cancelled.
          </p>
          <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
            <AlertDialog.Trigger asChild>
              <Button variant="destructive">Reset All Shipping Information</Button>
            </AlertDialog.Trigger>
            <ConfirmContent
              title="Reset all shipping information?"
              description="Every order loses its postal carrier details. This cannot be undone."
            >
              <AlertDialog.Cancel asChild>
                <Button variant="outline">Cancel</Button>
              </AlertDialog.Cancel>
              <Button variant="destructive" onClick={confirm} disabled={resetAll.isPending}>
                {resetAll.isPending ? "Resetting..." : "Yes, Reset All"}
              </Button>
            </ConfirmContent>
          </AlertDialog.Root>
        </CardContent>
      </Card>
    </section>
  );
}
