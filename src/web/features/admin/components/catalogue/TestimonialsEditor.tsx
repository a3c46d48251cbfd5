import { Plus } from "lucide-react";
import { useState } from "react";
import { type AdminTestimonial, TESTIMONIAL_PAGE_LABELS } from "#shared/schemas/testimonials.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  useAdminTestimonials,
  useReorderTestimonials,
  useSaveTestimonial,
} from "#web/features/admin/api/testimonials.ts";
import { errorMessage } from "#web/lib/api.ts";
import { TableWrap, tableClasses as t } from "../QueryState.tsx";
import { StatusBadge } from "../StatusBadge.tsx";
import { movedIds, notSaved, OrderedRowActions } from "./OrderedRowActions.tsx";
import { TestimonialDialog } from "./TestimonialDialog.tsx";

type Editing = { item?: AdminTestimonial } | null;

/** The storefront's testimonials: add, edit, hide or show, and order them (each page shows them in this order). */
export function TestimonialsEditor() {
  const query = useAdminTestimonials();
  const [editing, setEditing] = useState<Editing>(null);
  const save = useSaveTestimonial();
  const reorder = useReorderTestimonials();
  const items = query.data ?? [];
  const move = (index: number, by: number) => {
    const ids = movedIds(items, index, by);
    if (ids) reorder.mutate(ids, { onError: notSaved });
  };

  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button onClick={() => setEditing({})}>
          <Plus aria-hidden="true" />
          Add a testimonial
        </Button>
      </div>
      {query.isPending ? <p role="status">Loading the testimonials...</p> : null}
      {query.isError ? (
        <p role="alert">Could not load the testimonials: {errorMessage(query.error)}</p>
      ) : null}
      <TableWrap label="Testimonials">
        <table className={`${t.table} min-w-[820px]`}>
          <thead className={t.head}>
            <tr>
              <th className={t.th}>Name</th>
              <th className={t.th}>Quote</th>
              <th className={t.th}>Shown on</th>
              <th className={t.th}>Status</th>
              <th className={t.th}>Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={item.id} className={t.row} data-testimonial={item.id}>
                <td className={`${t.td} font-semibold`}>
                  {item.name}
                  {item.verified ? <span className="block text-xs text-zinc-600">Verified</span> : null}
                </td>
                <td className={`${t.td} max-w-xs truncate`} title={item.quote}>
                  {item.quote}
                </td>
                <td className={t.td}>{TESTIMONIAL_PAGE_LABELS[item.page]}</td>
                <td className={t.td}>
                  <StatusBadge status={item.active ? "active" : "inactive"} />
                </td>
                <td className={t.td}>
                  <OrderedRowActions
                    subject={`the testimonial from ${item.name}`}
                    active={item.active}
                    toggleWords={["Hide", "Show"]}
                    index={index}
                    count={items.length}
                    toggling={save.isPending}
                    moving={reorder.isPending}
                    onEdit={() => setEditing({ item })}
                    onToggle={() =>
                      save.mutate({ id: item.id, body: { active: !item.active } }, { onError: notSaved })
                    }
                    onMove={(by) => move(index, by)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {editing ? <TestimonialDialog item={editing.item} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
