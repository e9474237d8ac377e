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
