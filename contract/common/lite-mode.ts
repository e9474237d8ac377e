// Lite mode, as the web app and the server's page cache both read it from a request: the
// Save-Data client hint, or the member's switch remembered in a cookie (app/lib/lite-mode.ts).

export const LITE_MODE_COOKIE = "lite-mode";

/** `Save-Data: on` (the Save-Data client hint). */
export function savesData(saveDataHeader: string | string[] | null | undefined): boolean {
  return String(saveDataHeader ?? "").trim().toLowerCase() === "on";
}

/** Whether the request's cookies turn lite mode on. */
export function liteModeCookieOn(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? "").split(/;\s*/).some((pair) => pair.trim() === `${LITE_MODE_COOKIE}=on`);
}

/** Lite mode for a request: the browser saves data, or the member turned it on. */
export function isLite(saveDataHeader: string | string[] | null | undefined, cookieHeader: string | null | undefined): boolean {
  return savesData(saveDataHeader) || liteModeCookieOn(cookieHeader);
}
