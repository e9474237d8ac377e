// Browser errors go to the error-reporting service when the server has one (spec 1 §8): the
// page names it in a meta tag (root.tsx), and only then is the SDK loaded, as a chunk of its
// own after hydration has begun; pages of servers without one never download it.
import type { ErrorInfo } from "react";
import type { RootOptions } from "react-dom/client";
import { ERROR_REPLAY_ON_ERROR_SAMPLE_RATE, ERROR_REPLAY_SESSION_SAMPLE_RATE } from "./constants";

export const ERROR_REPORTING_META = "error-reporting";

export interface BrowserErrorReporting {
  dsn: string;
  environment: string;
}

/** What the page's meta tag says, or null (no service configured, or a tag that is not ours). */
export function errorReportingOf(doc: Document): BrowserErrorReporting | null {
  const content = doc.querySelector(`meta[name="${ERROR_REPORTING_META}"]`)?.getAttribute("content");
  if (!content) return null;
  try {
    const parsed: unknown = JSON.parse(content);
    if (parsed && typeof parsed === "object" && "dsn" in parsed && "environment" in parsed && typeof parsed.dsn === "string" && typeof parsed.environment === "string") {
      return { dsn: parsed.dsn, environment: parsed.environment };
    }
  } catch {
    // Not ours: report nothing rather than fail the page.
  }
  return null;
}

type ReactErrorCallbacks = Pick<RootOptions, "onCaughtError" | "onUncaughtError" | "onRecoverableError">;

/**
 * Starts the SDK (uncaught errors and rejections, and replays sampled as spec 1 §9 says) and
 * returns React's error callbacks for hydrateRoot: errors React catches (an error boundary's)
 * are reported too, and still written to the console as React would.
 */
export function startBrowserErrorReporting(config: BrowserErrorReporting): ReactErrorCallbacks {
  const sentry = import("@sentry/react").then((Sentry) => {
    Sentry.init({
      dsn: config.dsn,
      environment: config.environment,
      // No user, cookies, headers or query strings: a query string may carry a code or a token.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, urlQueryParams: false },
    // Error messages stay as thrown; the hostname is added only to the report.
    enhanceFetchErrorMessages: "report-only",
      // Replays hide every text and image by default: what a member typed or saw stays in the browser.
      integrations: [Sentry.replayIntegration()],
      replaysSessionSampleRate: ERROR_REPLAY_SESSION_SAMPLE_RATE,
      replaysOnErrorSampleRate: ERROR_REPLAY_ON_ERROR_SAMPLE_RATE,
    });
    return Sentry;
  });
  const report = (error: unknown, info: ErrorInfo) => {
    console.error(error);
    void sentry.then((Sentry) => Sentry.captureReactException(error, info));
  };
  return { onCaughtError: report, onUncaughtError: report, onRecoverableError: report };
}
