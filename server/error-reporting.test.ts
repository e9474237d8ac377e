import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportedExceptions, startErrorCollector, type ErrorCollector } from "./error-collector.test-support";
import { startErrorReporting, type ErrorReporter } from "./error-reporting";
import { createLogger, flushLogs } from "./logger";

/** The log's lines, kept to be read. */
function lines() {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written.push(String(chunk));
      done();
    },
  });
  return { written, stream };
}

describe("error reporting", () => {
  let collector: ErrorCollector;
  let reporter: ErrorReporter | null;
  beforeAll(async () => {
    collector = await startErrorCollector();
    reporter = await startErrorReporting({ dsn: collector.dsn, environment: "test-environment" }, "web");
  });
  afterAll(async () => {
    await collector.close();
  });

  it("is off without a DSN: nothing of the service is started", async () => {
    expect(await startErrorReporting(null, "web")).toBeNull();
  });

  it("sends an error logged with its Error to the service, with the line's message and plain fields, and still logs it", async () => {
    const log = lines();
    const logger = createLogger("info", log.stream, reporter);
    logger.error({ err: new Error("the loader failed"), path: "/events/x", method: "GET", headers: { cookie: "session=secret" } }, "a page failed");
    logger.fatal(new Error("the API thread failed"));
    // Not errors, or errors without an Error: the log's alone.
    logger.warn({ err: new Error("only a warning") }, "slow");
    logger.error({ req: { url: "/x" }, res: { statusCode: 500 } }, "request completed");
    await flushLogs(logger, reporter);

    expect(log.written.join("")).toContain("the loader failed");
    await expect.poll(() => reportedExceptions(collector.items).sort()).toEqual(["the API thread failed", "the loader failed"]);
    const event = collector.items.find((item) => reportedExceptions([item])[0] === "the loader failed")!.payload!;
    expect(event.environment).toBe("test-environment");
    expect(event.level).toBe("error");
    expect(event.tags).toMatchObject({ part: "web" });
    // The plain fields and the message; never an object such as headers (cookies stay here).
    expect(event.extra).toEqual({ path: "/events/x", method: "GET", message: "a page failed" });
    const fatal = collector.items.find((item) => reportedExceptions([item])[0] === "the API thread failed")!.payload!;
    expect(fatal.level).toBe("fatal");
  });
});
