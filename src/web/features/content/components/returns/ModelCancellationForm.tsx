import { CANCELLATION_FORM_PDF_PATH } from "#shared/returns/cancellation-info.ts";
import {
  MODEL_FORM_FOOTNOTE,
  MODEL_FORM_INTRO,
  MODEL_FORM_LINES,
  MODEL_FORM_TITLE,
  modelFormAddressee,
} from "#shared/returns/model-cancellation-form.ts";
import { companyDetails } from "#web/lib/company.ts";

/** The law's model cancellation form with the shop's details, to copy, print or download. */
export function ModelCancellationForm() {
  return (
    <>
      <figure
        data-testid="model-cancellation-form"
        aria-label={MODEL_FORM_TITLE}
        className="grid gap-3 rounded-xl border border-zinc-300 bg-white p-5 text-zinc-900"
      >
        <figcaption className="font-bold">{MODEL_FORM_TITLE}</figcaption>
        <p className="text-sm">{MODEL_FORM_INTRO}</p>
        <p>{modelFormAddressee(companyDetails())}</p>
        <ul className="ml-0! list-none! space-y-3!">
          {MODEL_FORM_LINES.map((line) => (
            <li key={line} className="ml-0! border-b border-dashed border-zinc-400 pb-5">
              {line}
            </li>
          ))}
        </ul>
        <p className="text-sm">{MODEL_FORM_FOOTNOTE}</p>
      </figure>
      <p>
        <a href={CANCELLATION_FORM_PDF_PATH} download="cancellation-form.pdf">
          Download the cancellation form (PDF)
        </a>
      </p>
    </>
  );
}
