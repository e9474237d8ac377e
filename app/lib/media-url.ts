/**
 * Spec 1 §3: relative image paths are prefixed with the media host (MEDIA_URL); absolute and
 * data URLs are left unchanged. Without a media host a path stays relative to this site
 * (the web app serves /media/<id>.webp itself). Empty gives null: show the default.
 */
export function mediaUrl(path: string | null | undefined, mediaHost: string | null | undefined): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(value)) return value;
  if (!mediaHost) return value.startsWith("/") ? value : `/${value}`;
  return `${mediaHost.replace(/\/+$/, "")}/${value.replace(/^\/+/, "")}`;
}
