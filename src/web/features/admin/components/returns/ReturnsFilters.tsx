import { type FormEvent, useId, useState } from "react";
import { RETURN_STATUSES, type ReturnStatus, staffReturnStatusText } from "#shared/returns/status.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { NativeSelect } from "../NativeSelect.tsx";

const ALL = "all";

interface Props {
  status: ReturnStatus | null;
  q: string;
  onStatus(status: ReturnStatus | null): void;
  onSearch(q: string): void;
}

/** A status to show, and a return or order number to look for. */
export function ReturnsFilters({ status, q, onStatus, onSearch }: Props) {
  const id = useId();
  const [text, setText] = useState(q);
  const search = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-col gap-1.5 sm:w-56">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <NativeSelect
          id={`${id}-status`}
          value={status ?? ALL}
          onChange={(e) => onStatus(RETURN_STATUSES.find((s) => s === e.target.value) ?? null)}
        >
          <option value={ALL}>All statuses</option>
          {RETURN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {staffReturnStatusText(s)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <form aria-label="Search returns" onSubmit={search} className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor={`${id}-q`}>Return or order number</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-q`}
            type="search"
            maxLength={40}
            placeholder="RET-10001 or NDR-10001"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" variant="outline">
            Search
          </Button>
        </div>
      </form>
    </div>
  );
}
