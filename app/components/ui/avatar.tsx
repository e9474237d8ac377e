import { useMediaSrc } from "~/hooks/use-media-src";
import { PROFILE_DEFAULTS } from "../../../contract/account/profile";

const sizeClassOf = (size: number) => (size >= 48 ? "avatar-lg" : size <= 28 ? "avatar-sm" : "");

/** A user's picture from the media host, or the default avatar (spec 1 §3) when they have none. */
export function Avatar({ url, size = 36 }: { url?: string | null; size?: number }) {
  const mediaSrc = useMediaSrc();
  const sizeClass = sizeClassOf(size);
  return <img className={`avatar ${sizeClass}`} src={mediaSrc(url) ?? PROFILE_DEFAULTS.avatarPath} alt="" width={size} height={size} loading="lazy" />;
}
