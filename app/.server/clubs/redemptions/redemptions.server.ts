// Redeeming a club's rewards on the web server (ADR 0066): the member's standing on each offer,
// the redeem action and the member's redemptions, all behind the redeemOffers flag. The platform
// API decides every redemption again.
import { randomUUID } from "node:crypto";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow, notFoundResponse, refusalExcept, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { redeemOffersOn } from "~/.server/clubs/offers/offers.server";
import {
  BuyOfferDocument,
  CancelOfferOrderDocument,
  ClubOfferStandingsDocument,
  MyRedemptionsDocument,
  OfferOrderDocument,
  RedeemOfferDocument,
  type OfferStandingFragment,
} from "~/graphql/generated";
import { webEnv } from "~/.server/platform/env.server";
import { isSafeCheckoutUrl } from "~/lib/events/order";
import { labelledQrSvg } from "~/.server/events/ticket.server";

type Ctx = Readonly<RouterContextProvider>;
const shownRefusal = refusalExcept("AUTH_NOT_AUTHENTICATED");

export type OfferStanding = OfferStandingFragment;

/** A page's idempotency key for Buy: the form adds the offer's id, so one order per offer and page (ADR 0080). */
export const newBuyKey = () => randomUUID();

/** The signed-in member's standing on each of the club's offers, by offer id; empty while the flag is off or signed out. */
export async function loadOfferStandings(context: Ctx, request: Request, url: URL, clubId: string): Promise<Record<string, OfferStanding>> {
  if (!redeemOffersOn(request) || !getSession(context).user) return {};
  const { club } = await loadOrThrow(context, () => getApi(context).query(ClubOfferStandingsDocument, { clubId }), url);
  return Object.fromEntries(club.offers.flatMap((offer) => (offer.myRedemption ? [[offer.offerId, offer.myRedemption]] : [])));
}

/**
 * Redeems the posted offer: to the member's redemptions with a toast, or the API's reason (400).
 * A paid offer (intent "buy", ADR 0080) starts its order and goes to the payment provider's page.
 */
export async function redeemAction(context: Ctx, request: Request, url: URL) {
  if (!redeemOffersOn(request)) throw notFoundResponse();
  requireUser(context, url);
  const form = await request.formData();
  const offerId = String(form.get("offerId") ?? "");
  const shareContact = form.get("shareContact") === "on";
  try {
    if (form.get("intent") === "buy") {
      const idempotencyKey = String(form.get("idempotencyKey") ?? "");
      const { club } = await getApi(context).query(BuyOfferDocument, { offerId, idempotencyKey, shareContact });
      const { checkoutUrl, order } = club.buyOffer;
      // A repeated click of a settled order: its status page.
      if (!checkoutUrl) return redirect(offerOrderPath(order.orderId));
      if (!isSafeCheckoutUrl(checkoutUrl, webEnv().publicUrl)) throw new Error(`The API answered an unexpected checkout address: ${checkoutUrl}`);
      return redirect(checkoutUrl);
    }
    await getApi(context).query(RedeemOfferDocument, { offerId, shareContact });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    return data({ offerId, error: refusal.message }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: "Redeemed. Here is what you get." });
  return redirect("/offers/redeemed");
}

/** The member's redemptions, newest first, an access pass with its QR code (SVG). 404 while the flag is off. */
export async function loadMyRedemptions(context: Ctx, request: Request, url: URL) {
  if (!redeemOffersOn(request)) throw notFoundResponse();
  requireUser(context, url);
  const { club } = await loadOrThrow(context, () => getApi(context).query(MyRedemptionsDocument, {}), url);
  return Promise.all(
    club.myRedemptions.map(async (r) => ({ ...r, qrSvg: r.passCode ? await labelledQrSvg(r.passCode, `Pass ${r.passCode}`) : null })),
  );
}

export const offerOrderPath = (orderId: string) => `/offers/orders/${encodeURIComponent(orderId)}`;

/** A paid offer's order, where the payment provider sends the buyer back; cancelled when they left the payment page. */
export async function loadOfferOrder(context: Ctx, request: Request, url: URL, orderId: string) {
  if (!redeemOffersOn(request)) throw notFoundResponse();
  requireUser(context, url);
  const api = getApi(context);
  if (url.searchParams.get("cancelled") === "1") {
    const { club } = await loadOrThrow(context, () => api.query(CancelOfferOrderDocument, { orderId }), url);
    return { order: club.cancelOfferOrder, cancelledNow: true };
  }
  const { club } = await loadOrThrow(context, () => api.query(OfferOrderDocument, { orderId }), url);
  return { order: club.offerOrder, cancelledNow: false };
}
