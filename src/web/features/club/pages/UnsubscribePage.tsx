import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { errorMessage } from "#web/lib/api.ts";
import { useUnsubscribe, useUnsubscribeLink } from "../api/unsubscribe.ts";

export { meta } from "./UnsubscribePage.meta.ts";

const BAD_LINK = "This unsubscribe link is not valid. Please use the link from one of our club emails.";

/** /unsubscribe?t=...: the link in every club email. Confirms first, so a link scanner unsubscribes no one. */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("t") ?? "";
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);

  let body: ReactNode;
  if (!token || link.isError) {
    body = (
      <>
        <h1 className="font-display text-3xl font-black">Link not valid</h1>
        <p role="alert" className="mt-4 text-zinc-700">
          {BAD_LINK}
        </p>
      </>
    );
  } else if (unsubscribe.isSuccess) {
    body = (
      <>
        <h1 className="font-display text-3xl font-black">You're unsubscribed</h1>
        <p role="status" className="mt-4 text-zinc-700">
          {unsubscribe.data.email} will get no more club emails or basket reminders. Your discount code still
          works. To hear from us again, join the club again.
        </p>
      </>
    );
  } else if (!link.data) {
    body = <Spinner label="Checking your link" />;
  } else {
    body = (
      <>
        <h1 className="font-display text-3xl font-black">Unsubscribe from club emails</h1>
        <p className="mt-4 text-zinc-700">
          Stop club emails and basket reminders to <strong>{link.data.email}</strong>? Emails about your
          orders still arrive.
        </p>
        {unsubscribe.isError ? (
          <p role="alert" className="mt-4 text-red-700">
            {errorMessage(unsubscribe.error)}
          </p>
        ) : null}
        <Button className="mt-6" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
          Unsubscribe
        </Button>
      </>
    );
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      {body}
      <p className="mt-8 text-sm">
        <Link to="/" className="font-semibold text-ember-700 underline">
          Back to the shop
        </Link>
      </p>
    </section>
  );
}
