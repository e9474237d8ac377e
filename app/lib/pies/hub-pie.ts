// The pie the hub's rewards and achievements pages work on (ADR 0081): the member's own pie, or
// a pie they moderate named by `?pie=<id>`, kept on every link and form between those pages.
import { PIE_PARAM } from "./guard";

/** The path with the chosen moderated pie's `?pie=`; unchanged for the member's own pie (null). */
export function withHubPie(path: string, pieId: string | null): string {
  if (!pieId) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${PIE_PARAM}=${encodeURIComponent(pieId)}`;
}

/** Query parameters appended to a path that may already carry `?pie=`. */
export function withQuery(path: string, query: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}
