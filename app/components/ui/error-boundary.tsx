import { href, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { DEFAULT_ERROR } from "~/lib/messages";

const titles: Record<number, string> = {
  400: "That didn't work",
  403: "You don't have access to this page",
  404: "Page not found",
  429: "Slow down a little",
  503: "We can't reach our service right now",
};

/** The page title of an error (used by the root meta when a route without its own error view fails). */
export function errorTitle(error: unknown): string {
  const code = isRouteErrorResponse(error) ? error.status : 500;
  return titles[code] ?? "Something went wrong";
}

/** One friendly error view for every route: no stack traces, a way back. */
export function GeneralErrorBoundary({ error, status }: { error?: unknown; status?: number }) {
  const routeError = useRouteError();
  const err = error ?? routeError;
  const code = status ?? (isRouteErrorResponse(err) ? err.status : 500);
  const detail =
    isRouteErrorResponse(err) && typeof err.data === "string" && err.data.length < 200
      ? err.data
      : code === 404
        ? "The link may be broken, or the page may have been removed or made private."
        : code === 503
          ? "Please try again in a moment. You are still signed in."
          : DEFAULT_ERROR;
  if (code >= 500 && code !== 503 && typeof window !== "undefined") console.error(err);
  return (
    <section className="error-view" role="alert">
      <div className="error-code">{code}</div>
      <h1>{titles[code] ?? "Something went wrong"}</h1>
      <p>{detail}</p>
      <p className="error-actions">
        <Link to={href("/events")} className="button">
          Go to events
        </Link>
      </p>
    </section>
  );
}
