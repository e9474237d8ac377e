import type { Route } from "./+types/og-image";
import { linkPreviewResponse } from "~/.server/events/link-preview.server";

/** GET: the event's 1200×630 link-preview image (og:image, twitter:image), as the requesting viewer may see it. */
export function loader({ context, params, request }: Route.LoaderArgs) {
  return linkPreviewResponse(context, params.slug, request);
}
