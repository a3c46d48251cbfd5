import { VatReportView } from "./VatReportView.tsx";

/** The owner's reports. */
export function ReportsTab() {
  return (
    <div className="flex flex-col gap-8">
      <VatReportView />
    </div>
  );
}
