// A keyword searched for inside text with LIKE/ILIKE: its own wildcards taken literally.

/** A keyword as a LIKE pattern (its wildcards escaped, at most 100 characters); null when blank. */
export function likePattern(keyword: string | null | undefined): string | null {
  const trimmed = (keyword ?? "").trim().slice(0, 100);
  if (!trimmed) return null;
  return `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
