// Failures the domain reports to its callers. The adapters translate them: REST to an
// HTTP status + { code, message, fields }, GraphQL to errors with extensions.code.
export type ErrorCode =
  | "AUTH_NOT_AUTHENTICATED"
  | "AUTH_NOT_AUTHORIZED"
  | "AUTH_INVALID_CREDENTIALS"
  | "EMAIL_NOT_VERIFIED"
  | "BAD_USER_INPUT"
  | "NOT_FOUND"
  | "CONFLICT"
  | "RATE_LIMITED"
  // One-time codes: a wrong code, a block after too many, a token whose second factor is owed.
  | "CODE_INVALID"
  | "CODE_BLOCKED"
  | "AUTH_MFA_REQUIRED";

export type FieldErrors = Record<string, string>;

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly fields?: FieldErrors;
  /** For RATE_LIMITED: when the caller may try again. */
  readonly retryAfterMs?: number;
  /** Extra machine-readable facts for the caller (e.g. attemptsRemaining, blockedUntil, nextResend). */
  readonly details?: Record<string, string | number | null>;

  constructor(
    code: ErrorCode,
    message: string,
    details: { fields?: FieldErrors; retryAfterMs?: number; details?: Record<string, string | number | null> } = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.code = code;
    this.fields = details.fields;
    this.retryAfterMs = details.retryAfterMs;
    this.details = details.details;
  }
}

export const badUserInput = (message: string, fields?: FieldErrors) =>
  new DomainError("BAD_USER_INPUT", message, { fields });
export const notFound = (message: string) => new DomainError("NOT_FOUND", message);
export const conflict = (message: string, fields?: FieldErrors) => new DomainError("CONFLICT", message, { fields });
