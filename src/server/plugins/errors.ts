import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorBody } from "#shared/schemas/common.ts";
import { isConnectionLost } from "../lib/connection-errors.ts";
import { HttpError, invalid } from "../lib/http-error.ts";
import { REQUEST_ID_HEADER } from "../lib/request-id.ts";

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Invalid content length",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "The request is not multipart",
  FST_REQ_FILE_TOO_LARGE: "The file is too large",
  FST_FILES_LIMIT: "Too many files",
  FST_PARTS_LIMIT: "Too many form fields",
  FST_FIELDS_LIMIT: "Too many form fields",
};

function toBody(error: FastifyError): { status: number; body: ErrorBody } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
      message: v.message ?? "Invalid value",
    }));
    const where = error.validationContext === "params" ? "path" : (error.validationContext ?? "request");
    return { status: 400, body: { message: invalid(where, issues).message, issues } };
  }
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: error.issues ? { message: error.message, issues: error.issues } : { message: error.message },
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { message: FRAMEWORK_MESSAGES[error.code] ?? error.message } };
  }
  if (isConnectionLost(error)) {
    return {
      status: 503,
      body: { message: "The shop is briefly unavailable. Please try again in a moment." },
    };
  }
  return { status: 500, body: { message: "Internal server error" } };
}

/** A JSON object body with `"requestId"` added last; anything else as it was. */
export function withRequestId(payload: unknown, contentType: unknown, id: string): unknown {
  if (typeof payload !== "string" || !payload.endsWith("}") || !payload.startsWith("{")) return payload;
  if (typeof contentType !== "string" || !contentType.startsWith("application/json")) return payload;
  const field = `"requestId":${JSON.stringify(id)}}`;
  return payload === "{}" ? `{${field}` : `${payload.slice(0, -1)},${field}`;
}

/**
 * Every API error is JSON `{ message, issues?, requestId }`; unexpected errors are logged and hidden.
 * Every answer of 400 or more, whoever sent it, carries the request's id in `X-Request-Id` and, when it is
 * a JSON object, as `requestId`: the id on the request's log lines, for a shopper to quote. Done after
 * serialisation so route response schemas and direct sends get it alike; success answers pay one compare.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toBody(error);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    reply.status(status).send(body);
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    if (reply.statusCode < 400) return done(null, payload);
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, withRequestId(payload, reply.getHeader("content-type"), request.id));
  });
}
