import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { useBusinessDetails } from "#web/features/admin/api/business-details.ts";

export const BUSINESS_TAB_PATH = "/admin?tab=business";

/** Until the owner replaces the example details, every admin page says so and links to where they change. */
export function ExampleDetailsBanner() {
  const { data } = useBusinessDetails();
  if (!data?.examples) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        Your business details are still the examples: the footer, legal pages, receipts and emails show them
        to shoppers.{" "}
        <Link to={BUSINESS_TAB_PATH} className="font-semibold underline">
          Change your business details
        </Link>
      </p>
    </div>
  );
}
