import { type FormEvent, useId } from "react";
import { Navigate, useNavigate } from "react-router";
import { useLogin } from "#web/admin-auth/api/login.ts";
import { useAuth } from "#web/admin-auth/use-auth.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#web/components/ui/card.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { ApiError, errorMessage } from "#web/lib/api.ts";

export { meta } from "./LoginPage.meta.ts";

export const ADMIN_PATH = "/admin";

/** Wrong credentials read as our own text; a rate limit or outage keeps the server's message. */
function loginFailure(error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 400))
    return "Invalid credentials";
  return errorMessage(error, "Invalid credentials");
}

/** /login: no client-side validation; success goes to /admin. */
export default function LoginPage() {
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const login = useLogin();
  const usernameId = useId();
  const passwordId = useId();

  if (isAuthenticated && !login.isPending) return <Navigate to={ADMIN_PATH} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    try {
      await login.mutateAsync({
        username: String(data.get("username") ?? ""),
        password: String(data.get("password") ?? ""),
      });
    } catch (error) {
      toast({ title: "Error", description: loginFailure(error), variant: "destructive" });
      return;
    }
    toast({ title: "Success", description: "You are signed in." });
    navigate(ADMIN_PATH);
  };

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-16">
      <Card>
        <CardHeader>
          <h1 className="text-3xl font-black uppercase">Admin Login</h1>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="flex flex-col gap-4">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={usernameId}>Username</Label>
              <Input id={usernameId} name="username" autoComplete="username" autoCapitalize="none" />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={passwordId}>Password</Label>
              <Input id={passwordId} name="password" type="password" autoComplete="current-password" />
            </div>
            <Button type="submit" disabled={login.isPending} className="mt-2">
              {login.isPending ? "Logging in..." : "Login"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
