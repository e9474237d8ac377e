import type { Request, RequestHandler } from "express";
import { pino, type DestinationStream, type Logger } from "pino";
import { reportErrorsHook, type ErrorReporter } from "./error-reporting";

/**
 * Request logs never carry credentials: the session cookie, bearer tokens and
 * cookies being set are replaced before a line is written.
 */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
];

/** Log lines are gathered up to this many bytes before one write to standard output... */
export const LOG_BUFFER_BYTES = 4096;
/** ...or until this many milliseconds have passed. */
export const LOG_FLUSH_MS = 500;

/**
 * Standard output by default. Lines are gathered into writes of a few kilobytes: each write
 * is a round trip through the thread pool, and one per request line took a tenth of the API
 * thread's time under load (two lines per page: the web app's and the API's). Pending lines
 * are written at the latest LOG_FLUSH_MS later, and at once when the process exits
 * (pino's exit hook) or the API thread closes (`flushLogs`).
 */
export function createLogger(level: string, destination?: DestinationStream, reporter?: ErrorReporter | null): Logger {
  const out = destination ?? pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES, periodicFlush: LOG_FLUSH_MS });
  // With an error-reporting service (server/error-reporting.ts), errors logged with their Error go there too.
  const hooks = reporter ? { hooks: { logMethod: reportErrorsHook(reporter) } } : {};
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" }, ...hooks }, out);
}

/**
 * Writes pending lines now (before a worker thread ends: pino's exit hook runs on the main
 * thread only), and sends the error reports still queued.
 */
export async function flushLogs(logger: Logger, reporter?: ErrorReporter | null): Promise<void> {
  await Promise.all([new Promise<void>((resolve) => logger.flush(() => resolve())), reporter?.flush(2_000)]);
}

/**
 * One line per request when its answer is done: who asked for what, the status and the
 * time taken. Headers stay out (they cost more to write than the rest of the line, and
 * carry cookies and tokens). A plain listener, not a child logger per request: on this
 * server that difference was 6 % of a page's CPU.
 */
export function requestLog(logger: Logger, ignore: (req: Request) => boolean = () => false): RequestHandler {
  let sequence = 0;
  return (req, res, next) => {
    if (ignore(req)) return next();
    const started = performance.now();
    const id = ++sequence;
    const done = () => {
      res.off("finish", done);
      res.off("close", done);
      const status = res.statusCode;
      const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: { id, method: req.method, url: req.originalUrl, ip: req.ip, userAgent: req.headers["user-agent"] },
          res: { statusCode: status },
          responseTime: Math.round(performance.now() - started),
        },
        res.writableFinished ? "request completed" : "request aborted",
      );
    };
    res.on("finish", done);
    res.on("close", done);
    next();
  };
}
