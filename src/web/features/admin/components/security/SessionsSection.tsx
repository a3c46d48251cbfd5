import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useEndSession, useMySessions } from "#web/features/admin/api/security.ts";
import { errorMessage } from "#web/lib/api.ts";
import { QueryState } from "../QueryState.tsx";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** The person's signed-in browsers and devices; any but this one can be signed out from here. */
export function SessionsSection() {
  const sessions = useMySessions();
  const end = useEndSession();
  const rows = { ...sessions, data: sessions.data?.sessions };
  return (
    <section aria-labelledby="sessions-heading" className="flex flex-col gap-3">
      <h2 id="sessions-heading" className="text-xl font-bold">
        Where you are signed in
      </h2>
      <QueryState query={rows} what="sessions" empty="No sessions.">
        {(list) => (
          <ul className="flex flex-col divide-y divide-zinc-200 rounded-lg border border-zinc-200">
            {list.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5">
                <div className="flex flex-col text-sm">
                  <span className="font-semibold">
                    {session.device}
                    {session.current ? " (this browser)" : ""}
                  </span>
                  <span className="text-zinc-600">
                    {session.address || "Unknown address"} · signed in {when(session.createdAt)} · last used{" "}
                    {when(session.lastSeenAt)}
                  </span>
                </div>
                {session.current ? null : (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={end.isPending}
                    onClick={() =>
                      end.mutate(session.id, {
                        onSuccess: () =>
                          toast({ title: "Signed out", description: `${session.device} is signed out.` }),
                        onError: (error) =>
                          toast({ title: "Error", description: errorMessage(error), variant: "destructive" }),
                      })
                    }
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
