import { useRouteLoaderData } from "react-router";
import { mediaUrl } from "~/lib/media-url";
import { smallImagePath } from "../../contract/media/rest";

/**
 * Spec 1 §3: an image path as the browser loads it, prefixed with the media host (MEDIA_URL,
 * which the root loader passes on), and in lite mode the stored image's small copy
 * (app/lib/lite-mode.ts); null for none, so the caller shows its default.
 */
export function useMediaSrc(): (path: string | null | undefined) => string | null {
  const { mediaHost, lite } = useImageSettings();
  return (path) => mediaUrl(lite && path ? smallImagePath(path) : path, mediaHost);
}

/** An image at its full size, as the visitor asked to see it: the stored image even in lite mode. */
export function useFullMediaSrc(): (path: string) => string {
  const { mediaHost } = useImageSettings();
  return (path) => mediaUrl(path, mediaHost) ?? path;
}

/** The src of an image whose URL the server already resolved: the small copy in lite mode. */
export function useImageSrc(): (url: string) => string {
  return useImageSettings().lite ? smallImagePath : (url) => url;
}

function useImageSettings(): { mediaHost: string | null; lite: boolean } {
  const root = useRouteLoaderData("root") as { mediaHost?: string | null; lite?: boolean } | undefined;
  return { mediaHost: root?.mediaHost ?? null, lite: root?.lite === true };
}
