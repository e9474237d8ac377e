// Sharing places of a ticket: the holder's share page (/events/{slug}/ticket/share) and the
// page a share link opens (/tickets/claim/{token}). Rules and checks are the API's.
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { webEnv } from "~/.server/platform/env.server";
import { loadOrThrow, refusalOrThrow } from "~/.server/platform/responses.server";
import { ClaimTicketShareDocument, RevokeTicketShareDocument, ShareTicketDocument, TicketShareOfferDocument, TicketSharesDocument } from "~/graphql/generated";
import { ticketShareMessages as m } from "../../../contract/events/messages";

type Ctx = Readonly<RouterContextProvider>;

const NOT_FOUND = "The link may be broken, or the page may have been removed or made private.";

/** The viewer's tickets that hold several places, with their share links as full URLs. 404 when there is none. */
export async function loadSharePage(context: Ctx, slug: string, url: URL) {
  requireUser(context, url);
  const { event } = await loadOrThrow(context, () => getApi(context).query(TicketSharesDocument, { slugOrId: slug }), url);
  const found = event.bySlugOrId;
  const tickets = (found.my?.tickets ?? []).filter((ticket) => ticket.status === "ACTIVE" && (ticket.count > 1 || ticket.shares.length > 0));
  if (!tickets.length || found.status === "CANCELLED") throw data(NOT_FOUND, { status: 404 });
  const base = webEnv().publicUrl;
  return {
    event: { slug: found.slug, displayName: found.displayName },
    tickets: tickets.map((ticket) => ({
      ticketId: ticket.ticketId,
      ticketType: ticket.ticketType,
      count: ticket.count,
      // The holder keeps one place; open links hold the others until claimed or taken back.
      offerable: ticket.count - 1 - ticket.shares.filter((share) => share.status === "SHARING").length,
      shares: ticket.shares.map((share) => ({
        shareId: share.shareId,
        status: share.status,
        link: share.token ? new URL(href("/tickets/claim/:token", { token: share.token }), base).href : null,
        claimedBy: share.claimedBy?.name ?? null,
      })),
    })),
  };
}

/** Offer a place (intent "share") or take a link back (intent "revoke"), then back to the page. */
export async function shareAction(context: Ctx, request: Request, slug: string, url: URL) {
  requireUser(context, url);
  const form = await request.formData();
  const api = getApi(context);
  const session = getSession(context);
  try {
    if (form.get("intent") === "revoke") {
      await api.query(RevokeTicketShareDocument, { shareId: String(form.get("shareId") ?? "") });
      session.flash({ kind: "success", message: m.revoked });
    } else {
      await api.query(ShareTicketDocument, { ticketId: String(form.get("ticketId") ?? "") });
      session.flash({ kind: "success", message: m.offered });
    }
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data({ error: refusal.message }, { status: 400 });
  }
  return redirect(href("/events/:slug/ticket/share", { slug }));
}

/** What a share link offers; a link that is not ours is a 404 like any unknown page. */
export async function loadClaimPage(context: Ctx, token: string, url: URL) {
  requireUser(context, url);
  const { event } = await loadOrThrow(context, () => getApi(context).query(TicketShareOfferDocument, { token }), url);
  if (!event.ticketShare) throw data(NOT_FOUND, { status: 404 });
  return { offer: event.ticketShare };
}

/** Take the place: a ticket of one's own, then the event page. A spent or taken-back link says why. */
export async function claimAction(context: Ctx, token: string, url: URL) {
  requireUser(context, url);
  try {
    const { event } = await getApi(context).query(ClaimTicketShareDocument, { token });
    getSession(context).flash({ kind: "success", message: m.claimed });
    return redirect(href("/events/:slug", { slug: event.claimTicketShare.slug }));
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data({ error: refusal.message }, { status: 400 });
  }
}
