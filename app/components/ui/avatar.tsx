import { useImageSrc } from "~/lib/lite-mode";

/** The initials an avatar without a picture shows ("U" for "Unknown" when there is no name, spec 1 §3). */
export function initials(name?: string | null): string {
  return (name?.trim() || "Unknown")
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

const sizeClassOf = (size: number) => (size >= 48 ? "avatar-lg" : size <= 28 ? "avatar-sm" : "");

/** A user's picture, or their initials on the brand colour. */
export function Avatar({ name, url, size = 36 }: { name?: string | null; url?: string | null; size?: number }) {
  const imageSrc = useImageSrc();
  const sizeClass = sizeClassOf(size);
  return url ? (
    <img className={`avatar ${sizeClass}`} src={imageSrc(url)} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className={`avatar avatar-initials ${sizeClass}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}

