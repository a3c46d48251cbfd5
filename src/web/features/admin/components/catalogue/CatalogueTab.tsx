import { useId, useState } from "react";
import { CATALOGUE_KIND_NAMES, type CatalogueKind, kindInfo } from "#shared/schemas/catalogue-admin.ts";
import { Label } from "#web/components/ui/label.tsx";
import { useAdminCatalogue } from "#web/features/admin/api/catalogue.ts";
import { errorMessage } from "#web/lib/api.ts";
import { NativeSelect } from "../NativeSelect.tsx";
import { CatalogueHistory } from "./CatalogueHistory.tsx";
import { CatalogueList } from "./CatalogueList.tsx";
import { ShopSettingsForm } from "./ShopSettingsForm.tsx";
import { TestimonialsEditor } from "./TestimonialsEditor.tsx";

/** Products, options and the shop's money rules, as the storefront and the checkout price them. */
export function CatalogueTab() {
  const query = useAdminCatalogue();
  const [kind, setKind] = useState<CatalogueKind>("products");
  const headingId = useId();
  const selectId = useId();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <h2 id={headingId} className="text-2xl font-black uppercase">
          Catalogue
        </h2>
        <div className="flex max-w-sm flex-col gap-1.5">
          <Label htmlFor={selectId}>List</Label>
          <NativeSelect id={selectId} value={kind} onChange={(e) => setKind(e.target.value as CatalogueKind)}>
            {CATALOGUE_KIND_NAMES.map((k) => (
              <option key={k} value={k}>
                {kindInfo(k).label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {query.isPending ? <p role="status">Loading the catalogue...</p> : null}
        {query.isError ? <p role="alert">Could not load the catalogue: {errorMessage(query.error)}</p> : null}
        {query.data ? <CatalogueList key={kind} kind={kind} items={query.data.lists[kind]} /> : null}
      </div>
      <div className="flex flex-col gap-4">
        <h3 className="text-xl font-black uppercase">Testimonials</h3>
        <TestimonialsEditor />
      </div>
      <div className="flex flex-col gap-4">
        <h3 className="text-xl font-black uppercase">Shop Settings</h3>
        {query.data ? (
          <ShopSettingsForm key={JSON.stringify(query.data.settings)} settings={query.data.settings} />
        ) : null}
      </div>
      <div className="flex flex-col gap-4">
        <h3 className="text-xl font-black uppercase">Change History</h3>
        <CatalogueHistory />
      </div>
    </section>
  );
}
