import type { Route } from "./+types/og-image";

/** GET: the event's 1200×630 link-preview image (og:image, twitter:image), as the requesting viewer may see it. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  // Loaded on the first image asked for: satori, resvg and sharp are not held by the web
  // thread until then (docs/decisions/0042).
  const { linkPreviewResponse } = await import("~/.server/events/link-preview.server");
  return linkPreviewResponse(context, params.slug, request);
}
