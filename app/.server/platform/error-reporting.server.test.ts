import { afterEach, describe, expect, it } from "vitest";
import { configureErrorReporting, reportServerError } from "./error-reporting.server";

describe("the web app's server errors", () => {
  const reported: { error: unknown; context: { method: string; path: string } }[] = [];
  afterEach(() => {
    reported.length = 0;
  });
  configureErrorReporting((error, context) => reported.push({ error, context }));

  it("go to the server's reporter with the method and the path, never the query string", () => {
    const error = new Error("the loader failed");
    reportServerError(error, new Request("http://localhost/auth/reset-password?code=123456", { method: "POST" }));
    expect(reported).toEqual([{ error, context: { method: "POST", path: "/auth/reset-password" } }]);
  });

  it("are not reported when the visitor left and the render was aborted on purpose", () => {
    const leaving = new AbortController();
    const request = new Request("http://localhost/events", { signal: leaving.signal });
    leaving.abort();
    reportServerError(new Error("aborted"), request);
    expect(reported).toEqual([]);
  });
});
