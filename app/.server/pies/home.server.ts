// /home on the web server (ADR 0068): a tab of pies (Featured, Newcomers, Watchlist) and
// wishing for a pie, through the platform API. Members only.
import { data, type RouterContextProvider } from "react-router";
import { getApi } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow, toResponse } from "~/.server/platform/responses.server";
import { PieHomeDocument, WishPieDocument } from "~/graphql/generated";
import { homeTabOf, HOME_PAGE_SIZE } from "~/lib/pies/home";

type Ctx = Readonly<RouterContextProvider>;

export async function loadPieHome(context: Ctx, url: URL) {
  requireUser(context, url);
  const tab = homeTabOf(url.searchParams.get("tab"));
  const after = url.searchParams.get("after") || null;
  const answer = await loadOrThrow(context, () => getApi(context).query(PieHomeDocument, { tab: tab.api, first: HOME_PAGE_SIZE, after }), url);
  return { tab: tab.id, after, ...answer.pie.home };
}

/** Wish (wished=true) or stop wishing (false) for the posted pie; the page then shows the change. */
export async function wishPieAction(context: Ctx, request: Request, url: URL) {
  requireUser(context, url);
  const form = await request.formData();
  const pieId = String(form.get("pieId") ?? "");
  const wished = form.get("wished") === "true";
  try {
    const answer = await getApi(context).query(WishPieDocument, { pieId, wished });
    return data({ pieId, wished: answer.pie.wish.wished });
  } catch (error) {
    throw toResponse(context, error, url);
  }
}
