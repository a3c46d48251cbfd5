import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { PAGE_SIZES } from "#web/features/admin/lib/orders.ts";
import { NativeSelect } from "../NativeSelect.tsx";

interface Props {
  page: number;
  pageSize: number;
  total: number;
  busy: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

export function OrdersPagination({ page, pageSize, total, busy, onPage, onPageSize }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  const sizeId = useId();
  return (
    <nav
      aria-label="Order pages"
      className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-zinc-700">
        Orders {first}–{last} of {total} · Page {page} of {pages}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={sizeId} className="font-normal">
          Per page
        </Label>
        <NativeSelect
          id={sizeId}
          className="w-24"
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
        <Button variant="outline" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
