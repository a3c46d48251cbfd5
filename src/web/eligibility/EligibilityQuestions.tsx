import { Link } from "react-router";
import {
  ELIGIBILITY_QUESTION_KEYS,
  ELIGIBILITY_QUESTIONS,
  ELIGIBILITY_REASON,
  type EligibilityQuestion,
  FIND_AN_OPTICIAN_URL,
} from "#shared/prescription/eligibility.ts";
import type { EligibilityState } from "./eligibility-store.ts";

/** Where a shopper asks us for help: the support page holds the contact form. */
const CONTACT_PATH = "/support";

function YesNo({
  question,
  value,
  onAnswer,
}: {
  question: EligibilityQuestion;
  value: boolean | undefined;
  onAnswer(question: EligibilityQuestion, yes: boolean): void;
}) {
  const name = `eligibility-${question}`;
  return (
    <fieldset className="grid gap-2" data-testid={name}>
      <legend className="mb-2 font-semibold text-zinc-900">{ELIGIBILITY_QUESTIONS[question]}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(["yes", "no"] as const).map((choice) => (
          <label key={choice} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === (choice === "yes")}
              onChange={() => onAnswer(question, choice === "yes")}
              className="size-5 accent-ember-700"
            />
            {choice === "yes" ? "Yes" : "No"}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What a "no" shows: why we stop, and where the wearer can be helped instead. */
export function EligibilityStop() {
  return (
    <div
      role="alert"
      data-testid="eligibility-stop"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-zinc-900"
    >
      <p className="font-semibold">Sorry, we cannot supply prescription glasses online for this wearer.</p>
      <p>{ELIGIBILITY_REASON}</p>
      <p>
        An optician can help:{" "}
        <a
          href={FIND_AN_OPTICIAN_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-ember-700 underline"
        >
          find an optician near you on the NHS website
        </a>
        , or{" "}
        <Link to={CONTACT_PATH} className="font-semibold text-ember-700 underline">
          contact us
        </Link>{" "}
        and we will gladly help. Your basket and choices are kept.
      </p>
    </div>
  );
}

/**
 * The two questions about the wearer, asked wherever a prescription is bought, before payment: native
 * yes/no radio groups (arrow keys move between Yes and No). Any "no" shows why we cannot supply.
 */
export function EligibilityQuestions({ state }: { state: EligibilityState }) {
  const { draft, answer } = state;
  const refused = ELIGIBILITY_QUESTION_KEYS.some((key) => draft[key] === false);
  return (
    <section
      aria-labelledby="eligibility-heading"
      data-testid="prescription-eligibility"
      className="grid gap-4 rounded-lg border border-zinc-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="eligibility-heading" className="text-xl font-bold">
          About the wearer
        </h2>
        <p className="mt-1 text-sm text-zinc-700">
          Before you pay for prescription glasses, please answer two questions about the person who will wear
          them.
        </p>
      </div>
      {ELIGIBILITY_QUESTION_KEYS.map((key) => (
        <YesNo key={key} question={key} value={draft[key]} onAnswer={answer} />
      ))}
      {refused ? <EligibilityStop /> : null}
    </section>
  );
}
