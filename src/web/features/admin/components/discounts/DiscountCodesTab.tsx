import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { londonShortDate } from "#shared/dates.ts";
import { formatDecimal } from "#shared/money.ts";
import type { DiscountCode } from "#shared/schemas/discount-codes.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useDiscountCodes } from "#web/features/admin/api/discount-codes.ts";
import { QueryState, TableWrap, tableClasses as t } from "../QueryState.tsx";
import { StatusBadge } from "../StatusBadge.tsx";
import { DeleteDiscountDialog } from "./DeleteDiscountDialog.tsx";
import { DiscountCodeFormDialog } from "./DiscountCodeFormDialog.tsx";
import { discountLabel, usesLabel } from "./discount-form.ts";

type Editing = { mode: "create" } | { mode: "edit"; code: DiscountCode } | null;

export function DiscountCodesTab() {
  const query = useDiscountCodes();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<DiscountCode | null>(null);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-black uppercase">
          Discount Codes
        </h2>
        <Button onClick={() => setEditing({ mode: "create" })}>
          <Plus aria-hidden="true" />
          Create Discount Code
        </Button>
      </div>
      <QueryState query={query} what="discount codes" empty="No discount codes found">
        {(rows) => (
          <TableWrap label="Discount codes">
            <table className={`${t.table} min-w-[860px]`}>
              <thead className={t.head}>
                <tr>
                  <th className={t.th}>Code</th>
                  <th className={t.th}>Description</th>
                  <th className={t.th}>Discount</th>
                  <th className={t.th}>Min. Purchase</th>
                  <th className={t.th}>Uses</th>
                  <th className={t.th}>Valid From</th>
                  <th className={t.th}>Valid Until</th>
                  <th className={t.th}>Status</th>
                  <th className={t.th}>Actions</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((c) => (
                  <tr key={c.id} className={t.row} data-code={c.code}>
                    <td className={`${t.td} font-mono font-semibold`}>{c.code}</td>
                    <td className={`${t.td} max-w-56 break-words`}>{c.description}</td>
                    <td className={t.td}>{discountLabel(c)}</td>
                    <td className={t.td}>{formatDecimal(c.minimumPurchase)}</td>
                    <td className={t.td}>{usesLabel(c)}</td>
                    <td className={t.td}>{londonShortDate(c.validFrom)}</td>
                    <td className={t.td}>{c.validUntil ? londonShortDate(c.validUntil) : "No expiry"}</td>
                    <td className={t.td}>
                      <StatusBadge status={c.active ? "active" : "inactive"} />
                    </td>
                    <td className={t.td}>
                      <div className="flex gap-2">
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Edit ${c.code}`}
                          onClick={() => setEditing({ mode: "edit", code: c })}
                        >
                          Edit
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Delete ${c.code}`}
                          onClick={() => setDeleting(c)}
                        >
                          Delete
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </QueryState>
      {editing ? (
        <DiscountCodeFormDialog
          key={editing.mode === "edit" ? editing.code.id : "new"}
          code={editing.mode === "edit" ? editing.code : undefined}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? <DeleteDiscountDialog code={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}
