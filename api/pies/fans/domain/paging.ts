// Page cursors of the pies' fan lists: base64url of the number of rows before the page. The
// lists sort by counts and balances that move, so a position is the honest key (ADR 0069).
import { badUserInput } from "../../../kernel/errors.js";
import { pieFanMessages as m } from "../../../../contract/pies/fans-messages.js";

export const MAX_PAGE = 100;

export function encodeOffsetCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString("base64url");
}

export function decodeOffsetCursor(cursor: string | null | undefined): number {
  if (cursor === null || cursor === undefined || cursor === "") return 0;
  const invalid = () => badUserInput(m.invalidCursor, { after: m.invalidCursor });
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  const offset = (decoded as { o?: unknown } | null)?.o;
  if (typeof offset !== "number" || !Number.isSafeInteger(offset) || offset < 0 || offset > 1_000_000) throw invalid();
  return offset;
}

/** Rows before page `page` (1-based) of `size`: a page number outside 1..20,000 is refused. */
export function pageOffset(page: number, size: number): number {
  if (!Number.isInteger(page) || page < 1 || page > 20_000) throw badUserInput(m.invalidCursor, { page: m.invalidCursor });
  return (page - 1) * size;
}

/** `first` held to 1..MAX_PAGE. */
export const pageSize = (first: number | null | undefined, fallback: number) => Math.min(Math.max(1, Math.trunc(first ?? fallback) || fallback), MAX_PAGE);

export interface Page<T> {
  nodes: T[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export function pageOf<T>(nodes: T[], offset: number, totalCount: number): Page<T> {
  const end = offset + nodes.length;
  return { nodes, totalCount, pageInfo: { hasNextPage: end < totalCount, endCursor: nodes.length > 0 ? encodeOffsetCursor(end) : null } };
}

export { likePattern } from "../../../kernel/like-pattern.js";
