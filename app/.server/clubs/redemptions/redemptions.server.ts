// Redeeming a club's rewards on the web server (ADR 0066): the member's standing on each offer,
// the redeem action and the member's redemptions, all behind the redeemOffers flag. The platform
// API decides every redemption again.
import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow, notFoundResponse, refusalExcept, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { redeemOffersOn } from "~/.server/clubs/offers/offers.server";
import { ClubOfferStandingsDocument, MyRedemptionsDocument, RedeemOfferDocument } from "~/graphql/generated";
import { labelledQrSvg } from "~/.server/events/ticket.server";

type Ctx = Readonly<RouterContextProvider>;
const shownRefusal = refusalExcept("AUTH_NOT_AUTHENTICATED");

export type OfferStanding = { canRedeem: boolean; reasons: string[]; pointsCost: number; balance: number | null; tierName: string | null; redeemedCount: number };

/** The signed-in member's standing on each of the club's offers, by offer id; empty while the flag is off or signed out. */
export async function loadOfferStandings(context: Ctx, request: Request, url: URL, clubId: string): Promise<Record<string, OfferStanding>> {
  if (!redeemOffersOn(request) || !getSession(context).user) return {};
  const { club } = await loadOrThrow(context, () => getApi(context).query(ClubOfferStandingsDocument, { clubId }), url);
  return Object.fromEntries(club.offers.flatMap((offer) => (offer.myRedemption ? [[offer.offerId, offer.myRedemption]] : [])));
}

/** Redeems the posted offer: to the member's redemptions with a toast, or the API's reason (400). */
export async function redeemAction(context: Ctx, request: Request, url: URL) {
  if (!redeemOffersOn(request)) throw notFoundResponse();
  requireUser(context, url);
  const form = await request.formData();
  const offerId = String(form.get("offerId") ?? "");
  try {
    await getApi(context).query(RedeemOfferDocument, { offerId, shareContact: form.get("shareContact") === "on" });
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
