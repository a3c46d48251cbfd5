import type { FastifyInstance } from "fastify";
import type { AppContext } from "#server/context.ts";
import { CANCELLATION_FORM_PDF_PATH } from "#shared/returns/cancellation-info.ts";
import { cancellationForm } from "./service.ts";

/** The model cancellation form as a PDF to print or fill in (the /returns page shows it too). */
export async function returnsInfoRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(CANCELLATION_FORM_PDF_PATH, async (_request, reply) =>
    reply
      .type("application/pdf")
      .header("content-disposition", 'attachment; filename="cancellation-form.pdf"')
      // Saved business details show on the next download.
      .header("cache-control", "no-cache")
      .send(await cancellationForm(ctx)),
  );
}
