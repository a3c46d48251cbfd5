import {
  CANCELLATION_RIGHTS,
  CANCELLATION_RIGHTS_SENTENCES,
} from "#shared/prescription/cancellation-rights.ts";

/** What the shopper may cancel and return, read before paying for glasses made to a prescription. */
export function CancellationRights() {
  return (
    <section
      aria-labelledby="cancellation-rights-heading"
      data-testid="cancellation-rights"
      className="grid gap-2 rounded-lg border border-zinc-200 bg-white p-4 text-sm text-zinc-800 sm:p-6"
    >
      <h2 id="cancellation-rights-heading" className="text-xl font-bold text-zinc-900">
        {CANCELLATION_RIGHTS.heading}
      </h2>
      {CANCELLATION_RIGHTS_SENTENCES.map((sentence) => (
        <p key={sentence} className="break-words">
          {sentence}
        </p>
      ))}
    </section>
  );
}
