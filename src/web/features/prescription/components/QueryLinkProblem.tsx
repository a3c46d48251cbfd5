import { Link } from "react-router";

export type LinkProblem = "invalid" | "expired" | "answered";

const TEXT: Record<LinkProblem, { title: string; body: string }> = {
  invalid: {
    title: "This link does not work",
    body: "Please open the link from our email again, making sure it is whole.",
  },
  expired: {
    title: "This link has expired",
    body: "Links about a prescription question last a limited time.",
  },
  answered: {
    title: "This question has already been answered",
    body: "We have your answer and will check your prescription again.",
  },
};

/** 403 forged, 410 expired, 409 answered; anything else reads as a link that does not work. */
export function linkProblemOf(status: number | undefined): LinkProblem {
  if (status === 410) return "expired";
  if (status === 409) return "answered";
  return "invalid";
}

/** Why a question's link cannot be answered, and how to reach the shop instead. */
export function QueryLinkProblem({ problem }: { problem: LinkProblem }) {
  const text = TEXT[problem];
  return (
    <section
      role="alert"
      aria-labelledby="query-link-problem"
      data-testid="query-link-problem"
      className="rounded-lg border border-amber-300 bg-amber-50 p-5 text-zinc-900 sm:p-6"
    >
      <h2 id="query-link-problem" className="text-xl font-bold">
        {text.title}
      </h2>
      <p className="mt-2">{text.body}</p>
      <p className="mt-2">
        If you need to reach us about your prescription,{" "}
        <Link to="/support" className="font-semibold underline">
          contact us
        </Link>{" "}
        with your order number.
      </p>
    </section>
  );
}
