import { type FormEvent, useId } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";

/** One code field and a button; the code is handed to `onCode` and the field cleared. */
export function CodeForm({
  label,
  action,
  pending,
  onCode,
}: {
  label: string;
  action: string;
  pending: boolean;
  onCode: (code: string) => void;
}) {
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    onCode(String(new FormData(form).get("code") ?? ""));
    form.reset();
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          className="w-48"
        />
      </div>
      <Button type="submit" variant="outline" disabled={pending}>
        {action}
      </Button>
    </form>
  );
}
