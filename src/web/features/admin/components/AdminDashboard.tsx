import { useQueryClient } from "@tanstack/react-query";
import { Barcode, RefreshCw } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { errorMessage } from "#web/lib/api.ts";
import { refreshDashboardData } from "../api/admin-query.ts";
import { AuditTab } from "./audit/AuditTab.tsx";
import { BusinessDetailsTab } from "./business/BusinessDetailsTab.tsx";
import { ExampleDetailsBanner } from "./business/ExampleDetailsBanner.tsx";
import { CatalogueTab } from "./catalogue/CatalogueTab.tsx";
import { WebSocketAdminTab } from "./chat/WebSocketAdminTab.tsx";
import { ContactMessagesTab } from "./contact/ContactMessagesTab.tsx";
import { DiscountCodesTab } from "./discounts/DiscountCodesTab.tsx";
import { EmailTab } from "./email/EmailTab.tsx";
import { OrdersTab } from "./orders/OrdersTab.tsx";
import { LatePrescriptionsCard } from "./prescription-queue/LatePrescriptionsCard.tsx";
import { PrescriptionQueueTab, QUEUE_TAB } from "./prescription-queue/PrescriptionQueueTab.tsx";
import { PrescriptionsTab } from "./prescriptions/PrescriptionsTab.tsx";
import { PrivacyTab } from "./privacy/PrivacyTab.tsx";
import { OverdueReturnsCard } from "./returns/OverdueReturnsCard.tsx";
import { RETURNS_TAB, ReturnsTab } from "./returns/ReturnsTab.tsx";
import { PostalCarrierTab } from "./shipping/PostalCarrierTab.tsx";
import { LowStockPanel } from "./stock/LowStockPanel.tsx";
import { StockTab } from "./stock/StockTab.tsx";

const TABS = [
  ["orders", "Orders", OrdersTab],
  ["prescriptions", "Prescriptions", PrescriptionsTab],
  [QUEUE_TAB, "Prescription Work", PrescriptionQueueTab],
  [RETURNS_TAB, "Returns", ReturnsTab],
  ["contact", "Contact Messages", ContactMessagesTab],
  ["discounts", "Discount Codes", DiscountCodesTab],
  ["catalogue", "Catalogue", CatalogueTab],
  ["carrier", "Postal Carrier", PostalCarrierTab],
  ["websocket", "WebSocket Admin", WebSocketAdminTab],
  ["email", "Email", EmailTab],
  ["privacy", "Privacy", PrivacyTab],
  ["stock", "Stock", StockTab],
  ["business", "Business Details", BusinessDetailsTab],
  ["audit", "Audit", AuditTab],
] as const;
type TabValue = (typeof TABS)[number][0];
const isTab = (v: string | null): v is TabValue => TABS.some(([value]) => value === v);

export function AdminDashboard() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [refreshing, setRefreshing] = useState(false);
  const requested = params.get("tab");
  const tab: TabValue = isTab(requested) ? requested : "orders";

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshDashboardData(queryClient);
      toast({ title: "Data Refreshed", description: "Orders, prescriptions and messages are up to date." });
    } catch (error) {
      toast({ title: "Refresh Failed", description: errorMessage(error), variant: "destructive" });
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-6 px-3 py-8 sm:px-6 sm:py-10">
      <ExampleDetailsBanner />
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <h1 className="text-3xl font-black uppercase sm:text-4xl">Admin Dashboard</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="dark">
            <Link to="/admin/barcodes">
              <Barcode aria-hidden="true" />
              Generate Barcodes
            </Link>
          </Button>
          <Button variant="outline" onClick={refresh} disabled={refreshing}>
            <RefreshCw aria-hidden="true" className={refreshing ? "animate-spin" : undefined} />
            Refresh Data
          </Button>
        </div>
      </div>
      <LatePrescriptionsCard queuePath={`/admin?tab=${QUEUE_TAB}`} />
      <OverdueReturnsCard tabPath={`/admin?tab=${RETURNS_TAB}`} />
      <LowStockPanel />
      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.set("tab", value);
              return next;
            },
            { replace: true },
          )
        }
        className="flex flex-col gap-6"
      >
        <Tabs.List
          aria-label="Dashboard sections"
          className="-mx-3 flex gap-1 overflow-x-auto border-b border-zinc-200 px-3 sm:mx-0 sm:px-0"
        >
          {TABS.map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px shrink-0 cursor-pointer border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold whitespace-nowrap text-zinc-600 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-ember-500 data-[state=active]:border-ember-500 data-[state=active]:text-zinc-900"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(([value, , Panel]) => (
          <Tabs.Content
            key={value}
            value={value}
            className="focus-visible:outline-2 focus-visible:outline-ember-500"
          >
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
