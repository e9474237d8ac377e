const DUMMY_ORIGIN = "http://safe-redirect.invalid";

/** A same-origin path: one leading slash, no `//`, no backslash, no control characters. */
function isLocalPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//")) return false;
  // Browsers drop tabs and newlines before parsing, so "/\t/evil.com" would become "//evil.com".
  // eslint-disable-next-line no-control-regex
  if (path.includes("\\") || /[\u0000-\u001f\u007f]/.test(path)) return false;
  try {
    return new URL(path, DUMMY_ORIGIN).origin === DUMMY_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The one gate for redirect targets taken from a request (`to`, `from`,
 * `redirectTo`). The raw value and its decodings must all be local paths, so
 * encoded tricks such as `/%2F%2Fevil.com` or `%2F%5Cevil.com` are refused too.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  let candidate = target;
  for (let depth = 0; depth < 3; depth++) {
    if (!isLocalPath(candidate)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(candidate);
    } catch {
      return fallback;
    }
    if (decoded === candidate) return target;
    candidate = decoded;
  }
  return isLocalPath(candidate) ? target : fallback;
}
