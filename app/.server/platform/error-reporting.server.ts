/**
 * Where the web app's server-side errors go: the Node server hands over its logger's error
 * line at start (server/app.ts), which writes the server log and, with SENTRY_DSN, reports
 * to Sentry (server/error-reporting.ts). Until then (tests, tools): the console.
 */
export type ReportServerError = (error: unknown, context: { method: string; path: string }) => void;

let report: ReportServerError = (error) => console.error(error);

/** Called by the Node server (through the build's entry) at start. */
export function configureErrorReporting(reporter: ReportServerError): void {
  report = reporter;
}

/** A loader, action or render failed while answering this request. */
export function reportServerError(error: unknown, request: Request): void {
  // The visitor left: the render was aborted on purpose, nothing failed.
  if (request.signal.aborted) return;
  const url = new URL(request.url);
  // The path only: a query string may carry a code or a token.
  report(error, { method: request.method, path: url.pathname });
}
