import { Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { formatDecimal } from "#shared/money.ts";
import { type CatalogueItem, type CatalogueKind, kindInfo } from "#shared/schemas/catalogue-admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useReorderCatalogue, useSaveCatalogueItem } from "#web/features/admin/api/catalogue.ts";
import { placeLink } from "../media/places.ts";
import { TableWrap, tableClasses as t } from "../QueryState.tsx";
import { StatusBadge } from "../StatusBadge.tsx";
import { CatalogueItemDialog } from "./CatalogueItemDialog.tsx";
import { movedIds, notSaved, OrderedRowActions } from "./OrderedRowActions.tsx";

type Editing = { item?: CatalogueItem } | null;

/** One list: its rows in the admin's order, each to edit, move or (de)activate; never deleted. */
export function CatalogueList({ kind, items }: { kind: CatalogueKind; items: CatalogueItem[] }) {
  const info = kindInfo(kind);
  const [editing, setEditing] = useState<Editing>(null);
  const save = useSaveCatalogueItem(kind);
  const reorder = useReorderCatalogue(kind);
  const move = (index: number, by: number) => {
    const ids = movedIds(items, index, by);
    if (ids) reorder.mutate(ids, { onError: notSaved });
  };
  const has = (f: string) => (info.fields as readonly string[]).includes(f);

  return (
    <div className="flex flex-col gap-3">
      {info.canAdd ? (
        <div>
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden="true" />
            Add to {info.label}
          </Button>
        </div>
      ) : null}
      <TableWrap label={info.label}>
        <table className={`${t.table} min-w-[720px]`}>
          <thead className={t.head}>
            <tr>
              <th className={t.th}>Name</th>
              {has("price") ? <th className={t.th}>{info.priceLabel}</th> : null}
              {has("hex") ? <th className={t.th}>Swatch</th> : null}
              {has("euRange") ? <th className={t.th}>EU range</th> : null}
              <th className={t.th}>Status</th>
              <th className={t.th}>Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => {
              const media = placeLink(kind, item.id);
              return (
                <tr key={item.id} className={t.row} data-item={item.name}>
                  <td className={`${t.td} font-semibold`}>
                    {item.name}
                    {media ? (
                      <Link
                        to={media}
                        aria-label={`Photos of ${item.name}`}
                        className="block text-xs font-normal text-ember-700 underline underline-offset-2 hover:text-zinc-900"
                      >
                        Photos
                      </Link>
                    ) : null}
                  </td>
                  {has("price") ? <td className={t.td}>{formatDecimal(item.price)}</td> : null}
                  {has("hex") ? (
                    <td className={t.td}>
                      <span
                        aria-hidden="true"
                        className="mr-2 inline-block size-4 rounded-full border border-zinc-300 align-middle"
                        style={{ backgroundColor: item.hex }}
                      />
                      {item.hex}
                    </td>
                  ) : null}
                  {has("euRange") ? <td className={t.td}>{item.euRange}</td> : null}
                  <td className={t.td}>
                    <StatusBadge status={item.active ? "active" : "inactive"} />
                  </td>
                  <td className={t.td}>
                    <OrderedRowActions
                      subject={item.name}
                      active={item.active}
                      toggleWords={["Deactivate", "Activate"]}
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
              );
            })}
          </tbody>
        </table>
      </TableWrap>
      {editing ? (
        <CatalogueItemDialog kind={kind} item={editing.item} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
