import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { prescriptions } from "#server/db/schema/index.ts";
import { badRequest, HttpError, notFound } from "#server/lib/http-error.ts";
import { isStorageKey } from "#server/providers/storage/index.ts";
import { AdminPrescription, PrescriptionFileLink } from "#shared/schemas/admin.ts";
import { FILE_LINK_PATH, FileLinkSigner } from "./admin-file-links.ts";

type Row = typeof prescriptions.$inferSelect;

const EXTENSION: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

/** The admin call that hands out a file link; the id is the prescription's, never the storage key. */
const fileCallOf = (row: Row) => (row.fileKey ? `/api/prescription-file/${row.id}` : null);

function toAdminView(row: Row): AdminPrescription {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    created_at: row.createdAt.toISOString(),
    od_distance_sphere: row.odDistanceSphere,
    od_distance_cylinder: row.odDistanceCylinder,
    od_distance_axis: row.odDistanceAxis,
    os_distance_sphere: row.osDistanceSphere,
    os_distance_cylinder: row.osDistanceCylinder,
    os_distance_axis: row.osDistanceAxis,
    od_reading_sphere: row.odReadingSphere,
    od_reading_cylinder: row.odReadingCylinder,
    od_reading_axis: row.odReadingAxis,
    os_reading_sphere: row.osReadingSphere,
    os_reading_cylinder: row.osReadingCylinder,
    os_reading_axis: row.osReadingAxis,
    pupillary_distance: row.pupillaryDistance,
    notes: row.notes,
    prescription_image_url: fileCallOf(row),
    prescription_file_type: row.fileKey ? row.fileMime : null,
  };
}

const FileParam = z.object({ file: z.string().regex(/^\d{1,10}$/, "file must be a prescription id") });
const KeyParam = z.object({ key: z.string() });
const LinkQuery = z.object({ expires: z.string().optional(), sig: z.string().optional() });

/** Encoded or literal dots, slashes and backslashes have no place in a file key. */
const PATH_TRICK = /%2e|%2f|%5c|\\|\.\./i;

/** The admin's prescription forms and their files (back-office.md §3, §7; decisions.md §7). */
export async function prescriptionAdminRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const signer = new FileLinkSigner(ctx.config.FILE_LINK_SECRET);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/api/prescriptions",
    { config: { admin: true }, schema: { response: { 200: z.array(AdminPrescription) } } },
    async () => {
      const rows = await ctx.db.select().from(prescriptions).orderBy(desc(prescriptions.createdAt));
      return rows.map(toAdminView);
    },
  );

  typed.get(
    "/api/prescription-file/:file",
    { config: { admin: true }, schema: { params: FileParam, response: { 200: PrescriptionFileLink } } },
    async (request) => {
      const id = Number(request.params.file);
      const [row] = await ctx.db.select().from(prescriptions).where(eq(prescriptions.id, id)).limit(1);
      if (!row) throw notFound(`Prescription ${id} not found`);
      if (!row.fileKey) throw notFound("No prescription file uploaded.");
      return signer.sign(row.fileKey);
    },
  );

  // Needs both the admin's bearer token and a valid, unexpired signature. HEAD checks existence.
  typed.get(
    `${FILE_LINK_PATH}:key`,
    { config: { admin: true }, schema: { params: KeyParam, querystring: LinkQuery } },
    async (request, reply) => {
      const rawPath = (request.raw.url ?? "").split("?")[0] ?? "";
      const { key } = request.params;
      if (PATH_TRICK.test(rawPath) || !isStorageKey(key)) throw badRequest("Invalid file key");
      const check = signer.check(key, request.query.expires ?? "", request.query.sig ?? "");
      if (check === "bad-signature") throw new HttpError(403, "Invalid file link");
      if (check === "expired") throw new HttpError(410, "This file link has expired. Please open it again.");

      const [row] = await ctx.db.select().from(prescriptions).where(eq(prescriptions.fileKey, key)).limit(1);
      if (!row) throw notFound("Prescription file not found");
      const missing = () => notFound("Prescription image file is missing");
      let file: Awaited<ReturnType<typeof ctx.storage.get>> = null;
      if (request.method === "HEAD") {
        if (!(await ctx.storage.exists(key))) throw missing();
      } else {
        file = await ctx.storage.get(key);
        if (!file) throw missing();
        reply.header("content-length", String(file.size));
      }
      const mime = row.fileMime && EXTENSION[row.fileMime] ? row.fileMime : null;
      reply
        .header("cache-control", "no-store")
        .header("x-content-type-options", "nosniff")
        .header(
          "content-disposition",
          mime
            ? `inline; filename="prescription-${row.id}.${EXTENSION[mime]}"`
            : `attachment; filename="prescription-${row.id}"`,
        )
        .type(mime ?? "application/octet-stream");
      return reply.send(file?.stream);
    },
  );
}
