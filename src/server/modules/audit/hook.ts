import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { DbOrTx } from "#server/db/client.ts";
import { type AuditAction, isAuditAction } from "#shared/audit/actions.ts";
import { type AuditChange, auditActor, recordAudit } from "./service.ts";

/** What a route (or the service it calls) tells the trail about the action it just did. */
export interface AuditNote extends AuditChange {
  /** A more exact action than the route's, e.g. a catalogue edit that changed a price. */
  action?: AuditAction;
  /** Nothing changed after all (e.g. a retried request answered with its first result). */
  skip?: boolean;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The action an admin route records in the audit trail when it answers 2xx. */
    audit?: AuditAction;
  }
  interface FastifyRequest {
    /** Set to {} on every audited route before its handler runs; the handler may fill it in. */
    audit?: AuditNote;
  }
}

const scalar = (v: unknown) => (typeof v === "number" || typeof v === "string" ? String(v) : undefined);

/**
 * The record the action was about, when the route did not say: `kind/id` for a catalogue row, else the
 * path's `id` or `orderId`, else the body's `orderId` or `id`.
 */
export function entityIdOf(request: FastifyRequest): string | null {
  const note = request.audit?.entityId;
  if (note !== undefined) return note === null ? null : String(note);
  const params = (request.params ?? {}) as Record<string, unknown>;
  const body = (request.body && typeof request.body === "object" ? request.body : {}) as Record<
    string,
    unknown
  >;
  if (params.kind !== undefined) return [params.kind, params.id].filter((p) => p !== undefined).join("/");
  return scalar(params.id) ?? scalar(params.orderId) ?? scalar(body.orderId) ?? scalar(body.id) ?? null;
}

/**
 * Every route declared with `config: { audit }` writes one audit row when it answers 2xx, after its
 * handler and before the answer leaves. A failed write is logged as an error and the answer still goes:
 * the change itself is already committed.
 */
export function registerAuditTrail(app: FastifyInstance, db: () => DbOrTx) {
  app.addHook("onRoute", (route) => {
    const action = route.config?.audit;
    if (!action) return;
    if (!isAuditAction(action)) throw new Error(`Unknown audit action ${action} on ${route.url}`);
    const start = async (request: FastifyRequest) => {
      request.audit = {};
    };
    const write = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const note = request.audit;
      if (reply.statusCode < 200 || reply.statusCode >= 300 || !request.admin || !note || note.skip)
        return payload;
      try {
        await recordAudit(db(), auditActor(request), note.action ?? action, {
          entityId: entityIdOf(request),
          before: note.before,
          after: note.after,
        });
      } catch (err) {
        request.log.error({ err, action: note.action ?? action }, "audit row not written");
      }
      return payload;
    };
    route.onRequest = [...asList(route.onRequest), start];
    route.onSend = [...asList(route.onSend), write];
  });
}

function asList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
