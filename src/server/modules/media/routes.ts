import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { notFound } from "#server/lib/http-error.ts";
import { isMediaName, mimeOfMediaName } from "#server/providers/media-store/index.ts";
import { byteRange } from "./range.ts";

const MediaName = z.object({ name: z.string() });
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The public variants in DATA_DIR/media, by their content-hashed names (a bucket serves them itself).
 * Byte ranges are answered, as browsers ask for a video's parts.
 */
export async function mediaRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const root = ctx.mediaStore.root;
  if (!root) return;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/media/:name", { schema: { params: MediaName } }, async (request, reply) => {
      const { name } = request.params;
      if (!isMediaName(name)) throw notFound("No such media file");
      const path = join(root, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw notFound("No such media file");
      const range = byteRange(request.headers.range, info.size);
      if (range === "unsatisfiable") {
        return reply
          .code(416)
          .header("content-range", `bytes */${info.size}`)
          .send({ message: "The range asked for is past the end of the file" });
      }
      reply
        .header("cache-control", IMMUTABLE)
        .header("x-content-type-options", "nosniff")
        .header("accept-ranges", "bytes")
        .type(mimeOfMediaName(name));
      if (range) {
        return reply
          .code(206)
          .header("content-range", `bytes ${range.start}-${range.end}/${info.size}`)
          .header("content-length", range.end - range.start + 1)
          .send(createReadStream(path, range));
      }
      return reply.header("content-length", info.size).send(createReadStream(path));
    });
}
