import { data, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "./request-context.server";
import { webEnv } from "./env.server";
import { loadOrThrow } from "./responses.server";
import { developerModeOn, featureFlagsFor } from "./feature-flags.server";
import { ShellUserDocument } from "~/graphql/generated";
import { FEATURE_FLAG_FEATURES, FEATURE_FLAG_NAMES } from "~/lib/feature-flags";
import { liteModeCookieOn, savesData } from "~/lib/lite-mode";

interface ShellLoaderArgs {
  context: Readonly<RouterContextProvider>;
  url: URL;
  request: Request;
}

/**
 * The shell's data, for each layout that shows it (routes/layouts/main.tsx, public-list.tsx,
 * protected.tsx): members get their menu and notifications, signed-out visitors the public chrome.
 */
export async function loadShell({ context, url, request }: ShellLoaderArgs) {
  const { productName, devOutbox, socialLinks } = webEnv();
  const user = getSession(context).user;
  if (!user || !user.isComplete || user.isDeleted || user.mfaPending) {
    // The public chrome's footer links the product's social accounts; the members' shell does not.
    // Half signed in (a second factor still to give) is not signed in yet: the chrome keeps Sign In and its modal, where the code is asked.
    return data({ productName, signedIn: Boolean(user) && !user?.mfaPending, me: null, unreadCount: 0, impersonated: false, developerMode: null, liteMode: null, socialLinks });
  }
  const { user: result, notification } = await loadOrThrow(context, () => getApi(context).query(ShellUserDocument), url);
  const back = url.pathname + url.search;
  // What the toggle turns on: the flags' features, and (on) which are on now, through the same resolver as every flag check.
  const flags = featureFlagsFor(request);
  const developerMode = devOutbox
    ? { on: developerModeOn(request), back, features: FEATURE_FLAG_NAMES.map((name) => ({ ...FEATURE_FLAG_FEATURES[name], on: flags[name] })) }
    : null;
  const liteMode = { on: liteModeCookieOn(request.headers.get("Cookie")), byBrowser: savesData(request.headers.get("Save-Data")), back };
  return data({ productName, signedIn: true, me: result.me, unreadCount: notification.unreadCount, impersonated: Boolean(user.impersonatedBy), developerMode, liteMode, socialLinks: [] });
}
