import type { RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The id of a route placed under one first path segment (`layoutsByPrefix`): the route's own
 * id and the segment.
 */
export const layoutId = (layout: string, segment: string) => `${layout}@${segment}`;

/** React Router's default id of a route: its file without the extension. */
const defaultId = (file: string) => file.replace(/\.[^./]+$/, "");

/** A path's first segment when it is a plain word (not a parameter, a splat or optional). */
function staticFirstSegment(entry: RouteConfigEntry): string {
  if (!entry.path) return "";
  const first = entry.path.split("/")[0];
  return /^[\w.-]+$/.test(first) ? first : "";
}

/** An entry moved below a layout that holds its path's first segment. */
function belowSegment(segment: string, entry: RouteConfigEntry): RouteConfigEntry {
  const rest = entry.path!.slice(segment.length + 1);
  if (rest) return { ...entry, path: rest };
  // The layout's own URL: a page there is its index, a group of pages there becomes pathless.
  return entry.children?.length || entry.index ? { ...entry, path: undefined } : { ...entry, path: undefined, index: true };
}

/** The pages (routes without children) in these entries and below them. */
const pageCount = (entries: RouteConfigEntry[]): number => entries.reduce((n, entry) => n + (entry.children?.length ? pageCount(entry.children) : 1), 0);

/** The URL pattern of every page in the table ("/events", "/events/:slug"). */
const pagePatterns = (entries: RouteConfigEntry[], base = ""): string[] =>
  entries.flatMap((entry) => {
    const path = entry.path ? `${base}/${entry.path}` : base;
    return entry.children?.length ? pagePatterns(entry.children, path) : [path || "/"];
  });

const isPathlessLayout = (entry: RouteConfigEntry) => entry.path === undefined && !entry.index && Boolean(entry.children?.length);

/**
 * Every pathless layout at the top of the table, placed once for each first path segment that
 * several of its pages share (`/events`, `/legacy`, `/profile`…), with that segment as its
 * path. The rest (a segment with one page, or no plain first segment) stays in one pathless
 * copy: a copy is one more route for the router to build on every request, which only pays
 * when it spares more than one page.
 *
 * React Router finds a request's route by trying the ranked routes of the whole table in turn,
 * and walks each from the root down: a pathless layout always matches and is recorded before
 * the route's own path fails. With the segment on the layout, a route of another segment
 * fails one level higher, which is most of them (docs/decisions/0094).
 *
 * A layout with a path answers its own URL too, with nothing in it. So the copies come last in
 * the table, where a route of the same path wins over them: the page at that URL, or where the
 * table has none, `notFound` placed there (the 404 any unknown path gets, with no guard before
 * it). The copies share the layout's module, so React keeps the layout mounted from one
 * segment to the next; its loader runs again when the segment changes.
 */
export function layoutsByPrefix(entries: RouteConfigEntry[], { notFound }: { notFound: string }): RouteConfigEntry[] {
  const pages = new Set(pagePatterns(entries));
  const copies: RouteConfigEntry[] = [];
  const withoutPage = new Set<string>();
  const table = entries.flatMap((entry) => {
    if (!isPathlessLayout(entry)) return [entry];
    const id = entry.id ?? defaultId(entry.file);
    const bySegment = new Map<string, RouteConfigEntry[]>();
    for (const child of entry.children!) {
      const segment = staticFirstSegment(child);
      bySegment.set(segment, [...(bySegment.get(segment) ?? []), child]);
    }
    const rest: RouteConfigEntry[] = [];
    for (const [segment, children] of bySegment) {
      if (!segment || pageCount(children) < 2) {
        rest.push(...children);
        continue;
      }
      copies.push({ ...entry, id: layoutId(id, segment), path: segment, children: children.map((child) => belowSegment(segment, child)) });
      if (!pages.has(`/${segment}`)) withoutPage.add(segment);
    }
    return rest.length ? [{ ...entry, id, children: rest }] : [];
  });
  const notFoundAt = [...withoutPage].map((segment): RouteConfigEntry => ({ id: layoutId(defaultId(notFound), segment), path: segment, file: notFound }));
  return [...table, ...notFoundAt, ...copies];
}
