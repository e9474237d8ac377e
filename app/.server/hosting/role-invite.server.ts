// The invitee's page (/events/{slug}/role-invite?invite= or ?token=): accept or decline an
// invitation to an event's team. Signed in only; the API shows it only to its invitee, and a link only by its token.
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow, refusalOrThrow } from "~/.server/platform/responses.server";
import { RespondToRoleInviteDocument, RoleInviteDocument } from "~/graphql/generated";
import { roleInviteMessages as r } from "~/lib/hosting/team";

type Ctx = Readonly<RouterContextProvider>;

/**
 * The invitation's key as the link gave it: ?invite= (a personal invitation, from the e-mail)
 * or ?token= (an invite link, which the API opens only by its token). The page's form posts
 * back to the same address, so accepting sends the token the link carried.
 */
function keyOf(url: URL, slug: string) {
  return { slug, inviteId: url.searchParams.get("invite") || null, token: url.searchParams.get("token") || null };
}

export async function loadRoleInvite(context: Ctx, url: URL, slug: string) {
  requireUser(context, url);
  const { event } = await loadOrThrow(context, () => getApi(context).query(RoleInviteDocument, keyOf(url, slug)), url);
  return event.roleInvite;
}

export async function respondAction(context: Ctx, request: Request, url: URL, slug: string) {
  requireUser(context, url);
  const accept = (await request.formData()).get("intent") === "accept";
  try {
    const { event } = await getApi(context).query(RespondToRoleInviteDocument, { ...keyOf(url, slug), accept });
    const invite = event.respondToRoleInvite;
    getSession(context).flash({ kind: "success", message: accept ? r.accepted(invite.label, invite.eventName) : r.declined });
    return redirect(accept ? href("/rep-club/events/:id", { id: invite.eventId }) : href("/events"));
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data({ error: refusal.message }, { status: 400 });
  }
}
