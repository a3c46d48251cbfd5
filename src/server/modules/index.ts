import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { catalogueRoutes } from "./catalogue/routes.ts";
import { healthRoutes } from "./health/routes.ts";

type Module = (app: FastifyInstance, opts: { ctx: AppContext }) => Promise<void>;

/** Every feature module, registered in this order. Add a module with one line here. */
export const MODULES: Module[] = [
  healthRoutes,
  (app, { ctx }) => catalogueRoutes(app, { catalogue: ctx.catalogue }),
];
