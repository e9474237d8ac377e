// The buy-points pages on the web server (ADR 0065): the club's packages with a fresh
// idempotency key, Buy (an order, then the payment provider's page), and the order's status page
// where the provider sends the buyer back (it confirms the order, or cancels it on ?cancelled=1).
import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { webEnv } from "~/.server/platform/env.server";
import { loadOrThrow, refusalExcept, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { BuyPointsDocument, CancelPointsOrderDocument, ConfirmPointsOrderDocument, PointsShopDocument } from "~/graphql/generated";
import { isSafeCheckoutUrl } from "~/lib/events/order";
import { buyPointsSchema, pointsOrderPath } from "~/lib/clubs/purchase-forms";
import { purchaseMessages as m } from "../../../../contract/clubs/purchases-messages";

type Ctx = Readonly<RouterContextProvider>;

export async function loadPointsShop(context: Ctx, url: URL, idOrSlug: string) {
  requireUser(context, url);
  const { club } = await loadOrThrow(context, () => getApi(context).query(PointsShopDocument, { clubId: idOrSlug }), url);
  return { shop: club.pointsShop, idempotencyKey: randomUUID() };
}

/** Buy: the order and its checkout, then off to the provider's page. */
export async function buyPointsAction(context: Ctx, request: Request, url: URL, idOrSlug: string) {
  requireUser(context, url);
  const submission = parseWithZod(await request.formData(), { schema: buyPointsSchema });
  if (submission.status !== "success") return data({ error: m.offerUnavailable, offerId: null }, { status: 400 });
  const { offerId, idempotencyKey } = submission.value;
  try {
    const { club } = await getApi(context).query(BuyPointsDocument, { clubId: idOrSlug, offerId, idempotencyKey });
    const { checkoutUrl, order } = club.buyPoints;
    // A repeated click of a settled order: its status page.
    if (!checkoutUrl) return redirect(pointsOrderPath(idOrSlug, order.orderId));
    if (!isSafeCheckoutUrl(checkoutUrl, webEnv().publicUrl)) throw new Error(`The API answered an unexpected checkout address: ${checkoutUrl}`);
    return redirect(checkoutUrl);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalExcept("AUTH_NOT_AUTHENTICATED", "NOT_FOUND"));
    return data({ error: refusal.message, offerId }, { status: refusalStatus(refusal) });
  }
}

/** The order's status: confirmed on every look (its points credited once), or cancelled when the buyer left the payment page. */
export async function loadPointsOrder(context: Ctx, url: URL, idOrSlug: string, orderId: string) {
  requireUser(context, url);
  const api = getApi(context);
  if (url.searchParams.get("cancelled") === "1") {
    const { club } = await loadOrThrow(context, () => api.query(CancelPointsOrderDocument, { orderId }), url);
    return { order: club.cancelPointsOrder, cancelledNow: true };
  }
  const { club } = await loadOrThrow(context, () => api.query(ConfirmPointsOrderDocument, { orderId }), url);
  const order = club.confirmPointsOrder;
  if (order.club.slug !== idOrSlug && order.club.clubId !== idOrSlug) throw redirect(pointsOrderPath(order.club.slug, orderId));
  return { order, cancelledNow: false };
}
