import { type FormEvent, useId } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useChangePassword } from "#web/features/admin/api/security.ts";
import { errorMessage } from "#web/lib/api.ts";

/** A new password for the current one; the server checks its strength and signs the other devices out. */
export function PasswordSection() {
  const change = useChangePassword();
  const currentId = useId();
  const nextId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    change.mutate(
      { currentPassword: String(data.get("current") ?? ""), newPassword: String(data.get("next") ?? "") },
      {
        onSuccess: () => {
          form.reset();
          toast({ title: "Password changed", description: "Your other devices are signed out." });
        },
        onError: (error) =>
          toast({ title: "Error", description: errorMessage(error), variant: "destructive" }),
      },
    );
  };
  return (
    <section aria-labelledby="password-heading" className="flex flex-col gap-3">
      <h2 id="password-heading" className="text-xl font-bold">
        Password
      </h2>
      <form onSubmit={onSubmit} className="flex max-w-sm flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={currentId}>Current password</Label>
          <Input id={currentId} name="current" type="password" autoComplete="current-password" />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={nextId}>New password</Label>
          <Input id={nextId} name="next" type="password" autoComplete="new-password" />
        </div>
        <Button type="submit" disabled={change.isPending} className="self-start">
          Change password
        </Button>
      </form>
    </section>
  );
}
