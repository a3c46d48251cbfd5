import { lazy, useState } from "react";
import { useSearchParams } from "react-router";
import { londonLongDate } from "#shared/dates.ts";
import { AfterFirstView } from "#web/components/AfterFirstView.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { ApiError, errorMessage } from "#web/lib/api.ts";
import { useConfirmQuery, useShopperQuery } from "../api/prescription-query.ts";
import { QueryAnswered } from "../components/QueryAnswered.tsx";
import { type LinkProblem, linkProblemOf, QueryLinkProblem } from "../components/QueryLinkProblem.tsx";

export { meta } from "./PrescriptionQueryPage.meta.ts";

const PrescriptionForm = lazy(() =>
  import("../components/PrescriptionForm.tsx").then((m) => ({ default: m.PrescriptionForm })),
);

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

type Answer = "confirmed" | "corrected";

/** /prescription-query?q=…: the shop's question about an order's prescription, opened from its email. */
export default function PrescriptionQueryPage() {
  const [search] = useSearchParams();
  const token = search.get("q") || null;
  const query = useShopperQuery(token);
  const confirm = useConfirmQuery();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [refused, setRefused] = useState<LinkProblem | null>(null);
  const [correcting, setCorrecting] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const data = query.data;

  const onConfirm = () => {
    if (!token) return;
    setConfirmError(null);
    confirm.mutate(token, {
      onSuccess: () => setAnswer("confirmed"),
      onError: (error) => {
        const status = statusOf(error);
        if (status === 403 || status === 409 || status === 410) setRefused(linkProblemOf(status));
        else setConfirmError(errorMessage(error, "Your answer was not sent. Please try again."));
      },
    });
  };

  const problem: LinkProblem | null = !token
    ? "invalid"
    : (refused ??
      (query.isError ? linkProblemOf(statusOf(query.error)) : data?.answered && !answer ? "answered" : null));

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-black break-words sm:text-5xl">
        A question about your prescription
      </h1>
      <div className="mt-6">
        {problem ? (
          <QueryLinkProblem problem={problem} />
        ) : !data ? (
          <Skeleton className="h-48 w-full" />
        ) : answer ? (
          <QueryAnswered orderNumber={data.orderNumber} corrected={answer === "corrected"} />
        ) : (
          <div className="flex flex-col gap-6">
            <p className="text-lg font-semibold" data-testid="query-order">
              Order {data.orderNumber}
            </p>
            <figure className="rounded-lg border border-zinc-200 bg-zinc-50 p-4 sm:p-5">
              <blockquote className="whitespace-pre-wrap break-words" data-testid="query-message">
                {data.message}
              </blockquote>
              <figcaption className="mt-3 text-sm text-zinc-600">
                Our question, {londonLongDate(data.askedAt)}
              </figcaption>
            </figure>
            <p>
              Please answer in one of two ways. We check your prescription again before making your lenses.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button onClick={onConfirm} disabled={confirm.isPending} className="w-full sm:w-auto">
                {confirm.isPending ? "Sending..." : "My prescription is correct as sent"}
              </Button>
              <Button
                variant="outline"
                onClick={() => setCorrecting(true)}
                aria-expanded={correcting}
                disabled={confirm.isPending}
                className="w-full sm:w-auto"
              >
                Send a corrected prescription
              </Button>
            </div>
            {confirmError ? (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                {confirmError}
              </p>
            ) : null}
            {correcting && token ? (
              <AfterFirstView fallback={<Skeleton className="h-96 w-full" />}>
                <PrescriptionForm
                  correction={{
                    queryToken: token,
                    onSent: () => setAnswer("corrected"),
                    onRefused: (error) => setRefused(linkProblemOf(error.status)),
                  }}
                />
              </AfterFirstView>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}
