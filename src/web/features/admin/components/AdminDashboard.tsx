import { useQueryClient } from "@tanstack/react-query";
import { Barcode, RefreshCw } from "lucide-react";
import { Tabs } from "radix-ui";
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { Permission } from "#shared/staff/roles.ts";
import { useCan } from "#web/admin-auth/use-permissions.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { errorMessage } from "#web/lib/api.ts";
import { refreshDashboardData } from "../api/admin-query.ts";
import { AuditTab } from "./audit/AuditTab.tsx";
import { AbandonedCartsTab } from "./baskets/AbandonedCartsTab.tsx";
import { BusinessDetailsTab } from "./business/BusinessDetailsTab.tsx";
import { ExampleDetailsBanner } from "./business/ExampleDetailsBanner.tsx";
import { CatalogueTab } from "./catalogue/CatalogueTab.tsx";
import { WebSocketAdminTab } from "./chat/WebSocketAdminTab.tsx";
import { ContactMessagesTab } from "./contact/ContactMessagesTab.tsx";
import { DiscountCodesTab } from "./discounts/DiscountCodesTab.tsx";
import { EmailTab } from "./email/EmailTab.tsx";
import { MediaTab } from "./media/MediaTab.tsx";
import { OrdersTab } from "./orders/OrdersTab.tsx";
import { OVERVIEW_TAB, OverviewTab } from "./overview/OverviewTab.tsx";
import { LatePrescriptionsCard } from "./prescription-queue/LatePrescriptionsCard.tsx";
import { PrescriptionQueueTab, QUEUE_TAB } from "./prescription-queue/PrescriptionQueueTab.tsx";
import { PrescriptionsTab } from "./prescriptions/PrescriptionsTab.tsx";
import { PrivacyTab } from "./privacy/PrivacyTab.tsx";
import { ReportsTab } from "./reports/ReportsTab.tsx";
import { OverdueReturnsCard } from "./returns/OverdueReturnsCard.tsx";
import { RETURNS_TAB, ReturnsTab } from "./returns/ReturnsTab.tsx";
import { PostalCarrierTab } from "./shipping/PostalCarrierTab.tsx";
import { StaffTab } from "./staff/StaffTab.tsx";
import { LowStockPanel } from "./stock/LowStockPanel.tsx";
import { StockTab } from "./stock/StockTab.tsx";

// The first tab a person may see opens by default: the owner's sales overview, else the orders.
const TABS = [
  [OVERVIEW_TAB, "Overview", OverviewTab, "reports"],
  ["orders", "Orders", OrdersTab, "orders.view"],
  ["prescriptions", "Prescriptions", PrescriptionsTab, "prescriptions"],
  [QUEUE_TAB, "Prescription Work", PrescriptionQueueTab, "prescriptions"],
  [RETURNS_TAB, "Returns", ReturnsTab, "returns"],
  ["contact", "Contact Messages", ContactMessagesTab, "contact"],
  ["discounts", "Discount Codes", DiscountCodesTab, "discounts"],
  ["catalogue", "Catalogue", CatalogueTab, "catalogue"],
  ["media", "Media", MediaTab, "catalogue"],
  ["carrier", "Postal Carrier", PostalCarrierTab, "shipping"],
  ["websocket", "WebSocket Admin", WebSocketAdminTab, "chat"],
  ["email", "Email", EmailTab, "orders.manage"],
  ["baskets", "Abandoned Baskets", AbandonedCartsTab, "orders.view"],
  ["privacy", "Privacy", PrivacyTab, "privacy"],
  ["stock", "Stock", StockTab, "catalogue"],
  ["business", "Business Details", BusinessDetailsTab, "settings"],
  ["staff", "Staff", StaffTab, "staff"],
  ["audit", "Audit", AuditTab, "audit"],
  ["reports", "Reports", ReportsTab, "reports"],
] as const satisfies readonly (readonly [string, string, () => ReactNode, Permission])[];
type TabValue = (typeof TABS)[number][0];

export function AdminDashboard() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [refreshing, setRefreshing] = useState(false);
  const can = useCan();
  const tabs = TABS.filter(([, , , permission]) => can(permission));
  const requested = params.get("tab");
  const tab: TabValue | undefined = tabs.find(([value]) => value === requested)?.[0] ?? tabs[0]?.[0];

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
          {can("barcodes") && (
            <Button asChild variant="dark">
              <Link to="/admin/barcodes">
                <Barcode aria-hidden="true" />
                Generate Barcodes
              </Link>
            </Button>
          )}
          <Button variant="outline" onClick={refresh} disabled={refreshing}>
            <RefreshCw aria-hidden="true" className={refreshing ? "animate-spin" : undefined} />
            Refresh Data
          </Button>
        </div>
      </div>
      {can("prescriptions") && <LatePrescriptionsCard queuePath={`/admin?tab=${QUEUE_TAB}`} />}
      {can("returns") && <OverdueReturnsCard tabPath={`/admin?tab=${RETURNS_TAB}`} />}
      {can("catalogue") && <LowStockPanel />}
      <Tabs.Root
        value={tab ?? ""}
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
          {tabs.map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px shrink-0 cursor-pointer border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold whitespace-nowrap text-zinc-600 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-ember-500 data-[state=active]:border-ember-500 data-[state=active]:text-zinc-900"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map(([value, , Panel]) => (
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
