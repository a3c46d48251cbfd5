import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { badRequest } from "#server/lib/http-error.ts";
import { auditActor } from "#server/modules/audit/index.ts";
import { isStorageKey } from "#server/providers/storage/index.ts";
import { PrescriptionFileLink } from "#shared/schemas/admin.ts";
import { PrescriptionValuesSaved } from "#shared/schemas/prescription.ts";
import { PrescriptionListEntry } from "#shared/schemas/prescription-links.ts";
import { FILE_LINK_PATH, FileLinkSigner } from "./admin-file-links.ts";
import { correctPrescriptionValues } from "./correction.ts";
import { handOutFileLink, openPrescriptionFile, showPrescriptions } from "./service.ts";

const FileParam = z.object({
  file: z
    .string()
    .regex(/^\d{1,10}$/, "file must be a prescription id")
    .transform(Number)
    .pipe(z.number().int().positive().max(2_147_483_647, "file must be a prescription id")),
});
const IdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, "id must be a prescription id")
    .transform(Number),
});
const KeyParam = z.object({ key: z.string() });
const LinkQuery = z.object({ expires: z.string().optional(), sig: z.string().optional() });

/** Encoded or literal dots, slashes and backslashes have no place in a file key. */
const PATH_TRICK = /%2e|%2f|%5c|\\|\.\./i;

/** The guard has set it on every admin route. */
const adminName = (request: FastifyRequest) => request.admin?.username ?? "unknown";

/** The admin's prescription forms and their files (health data: admins only). */
export async function prescriptionAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const signer = new FileLinkSigner(ctx.config.FILE_LINK_SECRET);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/api/prescriptions",
    { config: { admin: "prescriptions" }, schema: { response: { 200: z.array(PrescriptionListEntry) } } },
    (request) => showPrescriptions(ctx, auditActor(request)),
  );

  typed.get(
    "/api/prescription-file/:file",
    {
      config: { admin: "prescriptions" },
      schema: { params: FileParam, response: { 200: PrescriptionFileLink } },
    },
    (request) => handOutFileLink(ctx, signer, request.params.file, auditActor(request)),
  );

  typed.put(
    "/api/admin/prescriptions/:id/values",
    {
      config: { admin: "prescriptions", audit: "prescription.values" },
      schema: { params: IdParam, body: z.unknown(), response: { 200: PrescriptionValuesSaved } },
    },
    async (request) => {
      const changedFields = await correctPrescriptionValues(
        ctx,
        request.params.id,
        request.body,
        adminName(request),
      );
      // Which fields changed, never their values.
      request.audit = { after: { changedFields } };
      return { changedFields };
    },
  );

  // Needs both the admin's bearer token and a valid, unexpired signature. HEAD checks existence.
  typed.get(
    `${FILE_LINK_PATH}:key`,
    { config: { admin: "prescriptions" }, schema: { params: KeyParam, querystring: LinkQuery } },
    async (request, reply) => {
      const rawPath = (request.raw.url ?? "").split("?")[0] ?? "";
      const { key } = request.params;
      if (PATH_TRICK.test(rawPath) || !isStorageKey(key)) throw badRequest("Invalid file key");
      const { mime, filename, file } = await openPrescriptionFile(ctx, signer, {
        key,
        expires: request.query.expires ?? "",
        sig: request.query.sig ?? "",
        headOnly: request.method === "HEAD",
      });
      if (file) reply.header("content-length", String(file.size));
      reply
        .header("cache-control", "no-store")
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", `${mime ? "inline" : "attachment"}; filename="${filename}"`)
        .type(mime ?? "application/octet-stream");
      return reply.send(file?.stream);
    },
  );
}
