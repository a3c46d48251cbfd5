import { type FormEvent, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ROLE_LABELS } from "#shared/staff/roles.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#web/components/ui/card.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { errorMessage } from "#web/lib/api.ts";
import { useAcceptInvitation, useInvitation } from "../api/invitation.ts";

export { meta } from "./InvitationPage.meta.ts";

/** /admin/invitation?token=…: an invited person chooses their password, once. */
export default function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const [problem, setProblem] = useState<string | null>(null);
  const passwordId = useId();
  const repeatId = useId();
  const problemId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get("password") ?? "");
    if (!password) return setProblem("Choose a password");
    if (password !== String(data.get("repeat") ?? ""))
      return setProblem("The two passwords are not the same");
    setProblem(null);
    accept.mutate({ token, password }, { onError: (error) => setProblem(errorMessage(error)) });
  };

  const body = () => {
    if (invitation.isPending) return <Spinner label="Checking your invitation" />;
    if (invitation.isError)
      return (
        <div className="flex flex-col gap-3">
          <p role="alert">{errorMessage(invitation.error, "This invitation link cannot be used.")}</p>
          <Link to="/" className="font-semibold underline">
            Go to the shop
          </Link>
        </div>
      );
    if (accept.isSuccess)
      return (
        <div className="flex flex-col gap-3" role="status">
          <p>Your password is set. Sign in with your username {accept.data.username}.</p>
          <Button asChild>
            <Link to="/login">Sign in</Link>
          </Button>
        </div>
      );
    const { name, username, role } = invitation.data;
    return (
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <p>
          Welcome, {name}. You are invited as {ROLE_LABELS[role].toLowerCase()}; your username is{" "}
          <strong className="break-all">{username}</strong>.
        </p>
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={passwordId}>New password</Label>
          <Input
            id={passwordId}
            name="password"
            type="password"
            autoComplete="new-password"
            aria-describedby={problem ? problemId : undefined}
          />
          <p className="text-sm text-zinc-600">A long passphrase of unrelated words is best.</p>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={repeatId}>Repeat the password</Label>
          <Input id={repeatId} name="repeat" type="password" autoComplete="new-password" />
        </div>
        {problem ? (
          <p id={problemId} role="alert" className="text-sm font-semibold text-red-700">
            {problem}
          </p>
        ) : null}
        <Button type="submit" disabled={accept.isPending}>
          {accept.isPending ? "Saving…" : "Set my password"}
        </Button>
      </form>
    );
  };

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-16">
      <Card>
        <CardHeader>
          <h1 className="text-3xl font-black uppercase">Join the Admin</h1>
        </CardHeader>
        <CardContent>{body()}</CardContent>
      </Card>
    </section>
  );
}
