import { pino, type DestinationStream, type Logger } from "pino";

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

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } }, destination);
}

interface LoggedRequest {
  id?: unknown;
  method?: string;
  originalUrl?: string;
  url?: string;
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string };
}

/**
 * What a request log line says: who asked for what, and the answer's status. Headers stay
 * out (they cost more to write than the rest of the line, and carry cookies and tokens).
 * For pino-http with `wrapSerializers: false`: they read the raw request and response.
 */
export const requestLogSerializers = {
  req: (req: LoggedRequest) => ({
    id: req.id,
    method: req.method,
    url: req.originalUrl ?? req.url,
    ip: req.ip ?? req.socket?.remoteAddress,
    userAgent: req.headers["user-agent"],
  }),
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
};
