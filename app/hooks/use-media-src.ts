import { useRouteLoaderData } from "react-router";
import { mediaUrl } from "~/lib/media-url";

/**
 * Spec 1 §3: an image path as the browser loads it, prefixed with the media host (MEDIA_URL,
 * which the root loader passes on); null for none, so the caller shows its default.
 */
export function useMediaSrc(): (path: string | null | undefined) => string | null {
  const mediaHost = (useRouteLoaderData("root") as { mediaHost?: string | null } | undefined)?.mediaHost ?? null;
  return (path) => mediaUrl(path, mediaHost);
}
