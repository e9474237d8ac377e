/** What a route module may export as `handle` for the shell header. */
export interface RouteHandle {
  /** Breadcrumb title; "/" separates crumbs (spec 1 §2.4). May depend on the route's loader data. */
  title?: string | ((data: unknown) => string);
  /** Where the header's back arrow leads; without it the arrow is hidden. */
  backTo?: string;
}
