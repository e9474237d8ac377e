/** An answer from the platform API that says no (GraphQL error or REST error body). */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
    /** Extra facts of REST errors (e.g. blockedUntil, nextResend of code errors). */
    readonly details: Record<string, string | number | null> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The platform API could not be reached or failed (network error, timeout, 5xx). Never signs anyone out. */
export class ApiUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The platform API is unavailable.", { cause });
    this.name = "ApiUnavailableError";
  }
}
