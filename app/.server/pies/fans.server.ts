// The pies' fan side on the web server (ADR 0069): the trade hub's tabs, the pie clubs, the
// member's slices, the pie page's wish and trades, and wishing, through the platform API.
import { redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow, refusalExcept, refusalOrThrow } from "~/.server/platform/responses.server";
import { HoldingPiesDocument, PieClubsDocument, PieFanSideDocument, TradeHubDocument, UnwishPieDocument, WishPieDocument } from "~/graphql/generated";
import { safeRedirect } from "~/lib/safe-redirect";
import { pieAwardOf } from "./dashboard.server";
import {
  HOLDING_SORTS,
  HOLDINGS_PAGE_SIZE,
  KEYWORD_MAX,
  PIE_LIST_PAGE_SIZE,
  PIE_LIST_TABS,
  pieFanMessages as m,
  type HoldingSort,
  type PieListTab,
} from "../../../contract/pies/fans-messages";

type Ctx = Readonly<RouterContextProvider>;

function keywordOf(url: URL): string {
  return (url.searchParams.get("q") ?? "").trim().slice(0, KEYWORD_MAX);
}
function cursorOf(url: URL): string | null {
  const after = url.searchParams.get("after");
  return after && /^[A-Za-z0-9_-]{1,200}$/.test(after) ? after : null;
}

/** /legacy/trade-hub?tab=featured|newcomers|watchlist&q=…&after=…: one tab's page, the featured pie and the slider. */
export async function loadTradeHub(context: Ctx, url: URL) {
  requireUser(context, url);
  const tab = PIE_LIST_TABS.find((entry) => entry.value === url.searchParams.get("tab")) ?? PIE_LIST_TABS[0];
  const keyword = keywordOf(url);
  const after = cursorOf(url);
  const answer = await loadOrThrow(
    context,
    () => getApi(context).query(TradeHubDocument, { type: tab.type, keyword: keyword || null, first: PIE_LIST_PAGE_SIZE, after }),
    url,
  );
  return {
    viewerId: answer.user.me.userId,
    tab: tab.value as PieListTab,
    keyword,
    after,
    list: answer.pie.search,
    featured: answer.pie.featuredPie,
    slider: answer.pie.randomSlider,
    // A member awarded a pie is asked to activate it here too (the pie award modal, ADR 0074).
    award: pieAwardOf(answer),
  };
}

/** /legacy/pie-clubs: the member's pies, the pies they moderate, and the first of those they hold. */
export async function loadPieClubs(context: Ctx, url: URL) {
  requireUser(context, url);
  const { user, pie } = await loadOrThrow(context, () => getApi(context).query(PieClubsDocument), url);
  return { viewerId: user.me.userId, mine: pie.myPies, moderated: pie.myModeratorPies, held: pie.holdingPies };
}

/** /legacy/slices?sort=…&q=…&after=…: the pies the member holds, with their balances. */
export async function loadSlices(context: Ctx, url: URL) {
  requireUser(context, url);
  const sort = HOLDING_SORTS.find((entry) => entry.value === url.searchParams.get("sort")) ?? HOLDING_SORTS[0];
  const keyword = keywordOf(url);
  const after = cursorOf(url);
  const { pie } = await loadOrThrow(
    context,
    () => getApi(context).query(HoldingPiesDocument, { keyword: keyword || null, sort: sort.type, first: HOLDINGS_PAGE_SIZE, after }),
    url,
  );
  return { sort: sort.value as HoldingSort, keyword, after, holdings: pie.holdingPies };
}

/** The pie page's fan side, for a member: their wish and slices, and the pie's trades (?trades=mine: theirs). */
export async function loadPieFanSide(context: Ctx, url: URL, idOrSlug: string) {
  const viewer = getSession(context).user;
  if (!viewer) return null;
  const onlyMine = url.searchParams.get("trades") === "mine";
  // The pie's id or address: asked beside the pie page's own query, not after it (ADR 0081).
  const { pie } = await loadOrThrow(context, () => getApi(context).query(PieFanSideDocument, { pieId: idOrSlug, onlyMyTransaction: onlyMine, after: cursorOf(url) }), url);
  return { viewerId: viewer.userId, onlyMine, transactions: pie.tradingTransactions };
}

/**
 * Wish or unwish (a form on the cards and the pie page): back to the page it was sent from.
 * Signed out, the guard sends the visitor to sign in and back to that page.
 */
export async function wishAction(context: Ctx, request: Request, url: URL, idOrSlug: string) {
  const form = await request.formData();
  const back = safeRedirect(String(form.get("redirectTo") ?? ""), `/legacy/pies/${encodeURIComponent(idOrSlug)}`);
  requireUser(context, new URL(back, url));
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "unwish") {
      await getApi(context).query(UnwishPieDocument, { pieId: idOrSlug });
      getSession(context).flash({ kind: "success", message: m.wishRemoved });
    } else {
      await getApi(context).query(WishPieDocument, { pieId: idOrSlug });
      getSession(context).flash({ kind: "success", message: m.wishAdded });
    }
    return redirect(back);
  } catch (error) {
    // A refusal (one's own pie) is said on the page the form was on.
    const refusal = refusalOrThrow(context, error, url, refusalExcept("AUTH_NOT_AUTHENTICATED", "NOT_FOUND"));
    getSession(context).flash({ kind: "danger", message: refusal.message });
    return redirect(back);
  }
}
