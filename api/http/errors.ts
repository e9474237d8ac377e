// REST error answers: HTTP status + { code, message, fields? }.
import type { ErrorRequestHandler, Response } from "express";
import type { Logger } from "pino";
import { DomainError, type ErrorCode } from "../kernel/errors.js";
import { commonMessages } from "../../contract/common/messages.js";

const statusOf: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  AUTH_NOT_AUTHENTICATED: 401,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_NOT_AUTHORIZED: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  CODE_INVALID: 400,
  CODE_BLOCKED: 429,
  AUTH_MFA_REQUIRED: 403,
};

export function sendDomainError(res: Response, error: DomainError): void {
  res.locals.errorCode = error.code; // for the impersonation audit's outcome
  if (error.retryAfterMs !== undefined) res.set("Retry-After", String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
  res.status(statusOf[error.code]).json({
    code: error.code,
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
    ...(error.details ? { details: error.details } : {}),
  });
}

/** Refusals of a request body that cannot be read: what express.json() refuses, or a caller without HTTP. */
export const BODY_NOT_JSON = { status: 400, message: "The request body is not valid JSON." } as const;
export const BODY_TOO_LARGE = { status: 413, message: "The request body is too large." } as const;

/** A request body express.json() refused: the status and message to answer with. */
export function unreadableBody(error: unknown): { status: number; message: string } | null {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === "entity.parse.failed") return BODY_NOT_JSON;
  if (type === "entity.too.large") return BODY_TOO_LARGE;
  return null;
}

/** The last middleware of a REST router: known failures as JSON, anything else masked and logged. */
export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof DomainError) return sendDomainError(res, error);
    const body = unreadableBody(error);
    if (body) {
      res.status(body.status).json({ code: "BAD_USER_INPUT", message: body.message });
      return;
    }
    logger.error({ err: error, method: req.method, path: req.originalUrl }, "unexpected error in REST handler");
    res.status(500).json({ code: "INTERNAL_SERVER_ERROR", message: commonMessages.unexpected });
  };
}
