/** What a route module may export as `handle` for the shell header. */
export interface RouteHandle {
  /** Breadcrumb title; "/" separates crumbs (spec 1 §2.4). May depend on the route's loader data. */
  title?: string | ((data: unknown) => string);
  /** Where the header's back arrow leads; without it the arrow is hidden. May depend on the route's loader data. */
  backTo?: string | ((data: unknown) => string);
  /** False on a page with its own search box, so the page shows one search, not two. */
  headerSearch?: boolean;
  /** True on the home pages that show the side panel's "Did You Know?" card; elsewhere it stays out of the way. */
  didYouKnow?: boolean;
}
