// Lite mode (for slow or metered connections): pages without scripts or module preloads, with
// the small copy of every stored image. A browser asks for it with `Save-Data: on`; a member
// turns it on in the profile menu, remembered in a cookie. Every form works without scripts,
// so nothing is lost but the instant feel.
import { isLite } from "../../contract/common/lite-mode";

export { LITE_MODE_COOKIE, liteModeCookieOn, savesData } from "../../contract/common/lite-mode";

/** Lite mode for this request. */
export function liteModeFrom(headers: Headers): boolean {
  return isLite(headers.get("save-data"), headers.get("cookie"));
}
