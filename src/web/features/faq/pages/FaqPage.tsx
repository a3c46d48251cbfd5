import { useMemo, useState } from "react";
import { filterFaqItems, resolveFaqItems } from "#shared/faq/items.ts";
import type { FaqFilter, ResolvedFaqItem } from "#shared/faq/types.ts";
import type { PageLoader } from "#shared/page-render.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useFaqCatalogue } from "../api/faq-catalogue.ts";
import { FaqCard } from "../components/FaqCard.tsx";
import { FaqContact } from "../components/FaqContact.tsx";
import { FaqFilters } from "../components/FaqFilters.tsx";

export { meta } from "./FaqPage.meta.ts";

/** The answers the server renders the page with. */
export const loader: PageLoader = (catalogue) =>
  catalogue.lists(
    "/api/products",
    "/api/primary-lens-types",
    "/api/prescription-lens-types",
    "/api/vision-types",
    "/api/finishes",
    "/api/colors",
    "/api/shop-settings",
  );

function FaqSkeleton() {
  return (
    <div role="status" aria-label="Loading questions" className="grid gap-3">
      <Skeleton className="h-5 w-48" />
      {["a", "b", "c", "d", "e", "f"].map((key) => (
        <Skeleton key={key} className="h-24 w-full rounded-xl" />
      ))}
    </div>
  );
}

function FaqResults({ items }: { items: ResolvedFaqItem[] }) {
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<FaqFilter>("All");
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const shown = useMemo(() => filterFaqItems(items, search, category), [items, search, category]);
  const term = search.trim();

  const toggle = (id: number) =>
    setOpenIds((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const clearFilters = () => {
    setSearch("");
    setCategory("All");
  };

  return (
    <>
      <FaqFilters search={search} onSearch={setSearch} category={category} onCategory={setCategory} />
      <p aria-live="polite" className="mt-6 text-sm text-zinc-700">
        Showing {shown.length} of {items.length} questions{term ? ` for "${term}"` : ""}
      </p>
      {shown.length > 0 ? (
        <ul className="mt-4 grid gap-3">
          {shown.map((item) => (
            <FaqCard key={item.id} item={item} open={openIds.has(item.id)} onToggle={toggle} />
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-xl border border-dashed border-zinc-300 p-8 text-center">
          <p className="text-zinc-700">No FAQ items found matching your search criteria.</p>
          <Button variant="outline" className="mt-4" onClick={clearFilters}>
            Clear filters
          </Button>
        </div>
      )}
    </>
  );
}

export default function FaqPage() {
  const { catalogue, isLoading, retry } = useFaqCatalogue();
  const items = useMemo(() => (catalogue ? resolveFaqItems(catalogue) : null), [catalogue]);

  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">Frequently Asked Questions</h1>
      <p className="mt-4 max-w-prose text-lg text-zinc-700">
        Answers about our sunglasses, prescription lenses, sizing, prices, delivery and care.
      </p>
      <div className="mt-8">
        {items ? (
          <FaqResults items={items} />
        ) : isLoading ? (
          <FaqSkeleton />
        ) : (
          <div role="alert" className="rounded-xl border border-zinc-200 p-6">
            <p>We couldn't load the questions. Please try again.</p>
            <Button variant="outline" className="mt-4" onClick={retry}>
              Try Again
            </Button>
          </div>
        )}
      </div>
      <FaqContact />
    </section>
  );
}
