import type { AnchorHTMLAttributes, Ref } from "react";
import { useLocation } from "react-router";

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path from the root (`/events/…`), optionally with a query or hash, or a query alone (`?page=2`). */
  to: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Keep the scroll position (a tab or a pager inside a long page). */
  preventScrollReset?: boolean;
  /** Load the target as a new document, never in the page. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** What Link takes for itself; every other prop is the anchor's. */
const LINK_OPTIONS = new Set(["to", "replace", "preventScrollReset", "reloadDocument"]);

/**
 * A link to a page of the app. Plain markup: an <a> the browser follows when JavaScript is
 * off, and that the one click listener of useLinkNavigation (app/hooks, mounted by the
 * root layout) opens in the page when it is on, as React Router's own <Link> would.
 * React Router's <Link> resolves its path, its click handler and its prefetching for each
 * link at every render, about 15 µs a link on the server, and a page shows 20 to 80 of them
 * (docs/decisions/0035-links-as-markup.md).
 */
export function Link(props: LinkProps) {
  const { to, replace, preventScrollReset, reloadDocument } = props;
  // The anchor's attributes are copied with a loop: a rest pattern (`{ to, ...rest }`) takes
  // V8's slow copy with excluded keys (about 3 µs a call against 0.1 in a loop), and a page has dozens.
  const attributes: Record<string, unknown> = {};
  for (const key in props) if (!LINK_OPTIONS.has(key)) attributes[key] = props[key as keyof LinkProps];
  return (
    <a
      {...attributes}
      href={to}
      data-link={reloadDocument ? undefined : ""}
      data-replace={replace ? "" : undefined}
      data-prevent-scroll-reset={preventScrollReset ? "" : undefined}
    />
  );
}

type NavLinkProps = Omit<LinkProps, "className"> & {
  /** Active only on this very path, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A link that knows it leads to the page shown: `aria-current="page"` and the class `active` (or the class its function gives). */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const isActive = pathIsActive(useLocation().pathname, to, end);
  const classes = typeof className === "function" ? className({ isActive }) : [className, isActive ? "active" : null].filter(Boolean).join(" ");
  return <Link {...rest} to={to} className={classes || undefined} aria-current={isActive ? "page" : undefined} />;
}

/** As React Router's NavLink decides it: the same path (case-insensitive), or one below it unless `end`. */
export function pathIsActive(current: string, to: string, end: boolean): boolean {
  const here = current.toLowerCase();
  let target = to.split(/[?#]/)[0].toLowerCase();
  if (target.length > 1 && target.endsWith("/")) target = target.slice(0, -1);
  if (here === target || here === `${target}/`) return true;
  return !end && (target === "/" ? false : here.startsWith(`${target}/`));
}
