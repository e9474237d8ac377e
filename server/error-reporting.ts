// Errors go to an error-reporting service when one is configured (spec 1 §8): Sentry, with
// SENTRY_DSN. Every server error already reaches the log with its Error as `err`; the logger's
// hook (createLogger) hands those same lines to the reporter, so no call site reports twice
// or forgets to. Without a DSN nothing of Sentry is loaded.
import type { LoggerOptions } from "pino";

export interface ErrorReportingSettings {
  dsn: string;
  environment: string;
}

export interface ErrorReporter {
  capture(error: Error, report: { level: "error" | "fatal"; message?: string; context: Record<string, string | number | boolean> }): void;
  /** Sends what is queued (before a process or thread ends). */
  flush(timeoutMs: number): Promise<boolean>;
}

/** pino's numeric levels: error and fatal are reported. */
const ERROR_LEVEL = 50;
const FATAL_LEVEL = 60;

/**
 * Starts the Node SDK for one thread (the web thread and the API thread each have their own).
 * No default integrations: no tracing, no instrumentation of http or express, no request data
 * (cookies and tokens stay here); only what makes an error readable.
 */
export async function startErrorReporting(settings: ErrorReportingSettings | null, part: "web" | "api"): Promise<ErrorReporter | null> {
  if (!settings) return null;
  const Sentry = await import("@sentry/node");
  Sentry.initWithoutDefaultIntegrations({
    dsn: settings.dsn,
    environment: settings.environment,
    // No user, cookies, headers or query strings: a query string may carry a code or a token.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, urlQueryParams: false },
    // Error messages stay as thrown; the hostname is added only to the report.
    enhanceFetchErrorMessages: "report-only",
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration(), Sentry.nodeContextIntegration(), Sentry.contextLinesIntegration()],
    initialScope: { tags: { part } },
  });
  return {
    capture(error, { level, message, context }) {
      Sentry.captureException(error, { level, extra: message ? { ...context, message } : context });
    },
    flush: (timeoutMs) => Sentry.flush(timeoutMs),
  };
}

/**
 * The logger's hook: a line at error or fatal that carries an Error (as `err`, or as the line
 * itself) is also sent to the reporter, with the line's message and its plain fields as context.
 * Lines without an Error (a request answered 500, say) are the log's alone.
 */
export function reportErrorsHook(reporter: ErrorReporter): NonNullable<NonNullable<LoggerOptions["hooks"]>["logMethod"]> {
  return function logMethod(args, method, level) {
    if (level >= ERROR_LEVEL) {
      const [first, second] = args as unknown[];
      const fields = first instanceof Error ? {} : ((first ?? {}) as Record<string, unknown>);
      const error = first instanceof Error ? first : fields.err instanceof Error ? fields.err : null;
      if (error) {
        const context: Record<string, string | number | boolean> = {};
        for (const [key, value] of Object.entries(fields)) {
          if (key !== "err" && (typeof value === "string" || typeof value === "number" || typeof value === "boolean")) context[key] = value;
        }
        reporter.capture(error, { level: level >= FATAL_LEVEL ? "fatal" : "error", message: typeof second === "string" ? second : undefined, context });
      }
    }
    return method.apply(this, args);
  };
}
