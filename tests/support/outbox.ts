// Reads the API's development outbox (GET /api/dev/outbox?to=…), which holds
// every e-mail and SMS the app sent outside production, newest first. Tests
// take codes and links from here; nothing is mocked.
import type { APIRequestContext } from "@playwright/test";

export type OutboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
};

export type ReadOutboxOptions = {
  /** Only messages this returns true for count (e.g. by subject). */
  where?: (message: OutboxMessage) => boolean;
  /** Wait until at least this many (matching) messages exist. Default 1. */
  atLeast?: number;
  /** Give up after this many ms. Default 10 000. */
  timeout?: number;
  /** Poll every this many ms. Default 200. */
  interval?: number;
};

async function fetchOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?${new URLSearchParams({ to })}`);
  if (!response.ok()) {
    throw new Error(`GET /api/dev/outbox?to=${to} answered ${response.status()}: ${await response.text()}`);
  }
  const body = (await response.json()) as { messages: OutboxMessage[] };
  return body.messages;
}

/**
 * The messages sent to `to` (newest first), polling until at least one
 * (or `atLeast`) matching message has arrived. Throws on timeout.
 */
export async function readOutbox(
  request: APIRequestContext,
  to: string,
  { where = () => true, atLeast = 1, timeout = 10_000, interval = 200 }: ReadOutboxOptions = {},
): Promise<OutboxMessage[]> {
  const deadline = Date.now() + timeout;
  let seen: OutboxMessage[] = [];
  for (;;) {
    seen = await fetchOutbox(request, to);
    const matching = seen.filter(where);
    if (matching.length >= atLeast) return matching;
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
  const subjects = seen.map((m) => JSON.stringify(m.subject)).join(", ") || "none";
  throw new Error(`No${atLeast > 1 ? ` ${atLeast}` : ""} matching message to ${to} within ${timeout} ms (seen: ${subjects})`);
}

/** The newest matching message sent to `to`, waiting for it to arrive. */
export async function latestMessage(
  request: APIRequestContext,
  to: string,
  options?: Omit<ReadOutboxOptions, "atLeast">,
): Promise<OutboxMessage> {
  const [newest] = await readOutbox(request, to, options);
  return newest!;
}

/** The one-time code (6 digits by default) in a message's text. */
export function codeFrom(message: OutboxMessage, digits = 6): string {
  const match = message.text.match(new RegExp(`\\b(\\d{${digits}})\\b`));
  if (!match) throw new Error(`No ${digits}-digit code in message "${message.subject}": ${message.text}`);
  return match[1]!;
}

/** The first link in a message that contains `part` (e.g. "/auth/confirm-email") or matches it (a RegExp). */
export function linkFrom(message: OutboxMessage, part: string | RegExp): string {
  const link = message.links.find((l) => (typeof part === "string" ? l.includes(part) : part.test(l)));
  if (!link) throw new Error(`No link matching ${String(part)} in message "${message.subject}": ${message.links.join(", ")}`);
  return link;
}
