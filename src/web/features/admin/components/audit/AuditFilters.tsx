import { type FormEvent, useId, useState } from "react";
import { AUDIT_ACTION_NAMES, AUDIT_ENTITIES } from "#shared/audit/actions.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { type AuditFilterValues, NO_AUDIT_FILTER, useAuditPeople } from "#web/features/admin/api/audit.ts";
import { NativeSelect } from "../NativeSelect.tsx";

interface Props {
  applied: AuditFilterValues;
  onApply: (filter: AuditFilterValues) => void;
}

/** Person, action, entity and a range of days; applied together by Show. */
export function AuditFilters({ applied, onApply }: Props) {
  const people = useAuditPeople();
  const [draft, setDraft] = useState(applied);
  const [invalid, setInvalid] = useState<string>();
  const ids = {
    person: useId(),
    action: useId(),
    entity: useId(),
    from: useId(),
    to: useId(),
    error: useId(),
  };
  const set = (key: keyof AuditFilterValues) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.to < draft.from) {
      setInvalid("The end date is before the start date");
      return;
    }
    setInvalid(undefined);
    onApply(draft);
  };
  const reset = () => {
    setDraft(NO_AUDIT_FILTER);
    setInvalid(undefined);
    onApply(NO_AUDIT_FILTER);
  };
  const field = "flex flex-col gap-1.5";

  return (
    <form onSubmit={submit} noValidate aria-label="Filter the audit trail" className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div className={field}>
          <Label htmlFor={ids.person}>Person</Label>
          <NativeSelect id={ids.person} value={draft.actorId} onChange={set("actorId")}>
            <option value="">Everyone</option>
            {(people.data ?? []).map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name ? `${p.name} (${p.username})` : p.username}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className={field}>
          <Label htmlFor={ids.action}>Action</Label>
          <NativeSelect id={ids.action} value={draft.action} onChange={set("action")}>
            <option value="">Any action</option>
            {AUDIT_ACTION_NAMES.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className={field}>
          <Label htmlFor={ids.entity}>Record</Label>
          <NativeSelect id={ids.entity} value={draft.entity} onChange={set("entity")}>
            <option value="">Any record</option>
            {AUDIT_ENTITIES.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className={field}>
          <Label htmlFor={ids.from}>From</Label>
          <Input id={ids.from} type="date" value={draft.from} onChange={set("from")} />
        </div>
        <div className={field}>
          <Label htmlFor={ids.to}>To</Label>
          <Input
            id={ids.to}
            type="date"
            value={draft.to}
            onChange={set("to")}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? ids.error : undefined}
          />
        </div>
      </div>
      <FieldError id={ids.error}>{invalid}</FieldError>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="dark">
          Show
        </Button>
        <Button type="button" variant="outline" onClick={reset}>
          Clear Filters
        </Button>
      </div>
    </form>
  );
}
