import { RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { useRouteError } from "react-router";
import { Button } from "../components/ui/button.tsx";

/** The application-level failure screen. */
export function ErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    console.error("Application error:", error);
  }, [error]);

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-4xl font-black">Something went wrong</h1>
      <p className="mt-4 text-zinc-600">Please refresh the page to try again</p>
      <Button variant="dark" size="lg" className="mt-8" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        Refresh page
      </Button>
    </section>
  );
}

export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}
