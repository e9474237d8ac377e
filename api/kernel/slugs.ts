import { randomBytes } from "node:crypto";

/**
 * A URL name from a title (an event's, a club's, a badge's): lower-case ASCII words joined by
 * hyphens, at most `maxLength` characters, with a short random tail so two of one name both
 * fit; `fallback` stands in for a title with no letters or digits.
 */
export function slugFromTitle(title: string, fallback: string, { maxLength = 60, tailBytes = 3 } = {}): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/, "");
  return `${words || fallback}-${randomBytes(tailBytes).toString("hex")}`;
}
