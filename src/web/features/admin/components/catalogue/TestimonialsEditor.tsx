import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import { useState } from "react";
import { type AdminTestimonial, TESTIMONIAL_PAGE_LABELS } from "#shared/schemas/testimonials.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import {
  useAdminTestimonials,
  useReorderTestimonials,
  useSaveTestimonial,
} from "#web/features/admin/api/testimonials.ts";
import { errorMessage } from "#web/lib/api.ts";
import { TableWrap, tableClasses as t } from "../QueryState.tsx";
import { StatusBadge } from "../StatusBadge.tsx";
import { TestimonialDialog } from "./TestimonialDialog.tsx";

type Editing = { item?: AdminTestimonial } | null;

/** The storefront's testimonials: add, edit, hide or show, and order them (each page shows them in this order). */
export function TestimonialsEditor() {
  const query = useAdminTestimonials();
  const [editing, setEditing] = useState<Editing>(null);
  const save = useSaveTestimonial();
  const reorder = useReorderTestimonials();
  const items = query.data ?? [];
  const failed = (e: unknown) =>
    toast({ title: "Not saved", description: errorMessage(e, "Please try again."), variant: "destructive" });
  const move = (index: number, by: number) => {
    const ids = items.map((i) => i.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate(ids, { onError: failed });
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
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Edit the testimonial from ${item.name}`}
                      onClick={() => setEditing({ item })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`${item.active ? "Hide" : "Show"} the testimonial from ${item.name}`}
                      disabled={save.isPending}
                      onClick={() =>
                        save.mutate({ id: item.id, body: { active: !item.active } }, { onError: failed })
                      }
                    >
                      {item.active ? "Hide" : "Show"}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Move the testimonial from ${item.name} up`}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Move the testimonial from ${item.name} down`}
                      disabled={index === items.length - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                  </div>
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
