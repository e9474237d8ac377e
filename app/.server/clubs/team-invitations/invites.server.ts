// The member's club team invitations (ADR 0061) on the web server: the open ones, and the
// answer to one through the platform API, which checks again that it is theirs, pending and
// unexpired. Accepting leads to the club's manager page; a refusal comes back as a toast.
import { href, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow, refusalKeepingSession, refusalOrThrow } from "~/.server/platform/responses.server";
import { MyClubTeamInvitationsDocument, RespondToClubTeamInvitationDocument } from "~/graphql/generated";
import { CLUB_INVITES_PATH, clubTeamInvitationMessages as m } from "../../../../contract/clubs/team-invitation-messages";

type Ctx = Readonly<RouterContextProvider>;

export async function loadMyClubInvites(context: Ctx, url: URL) {
  requireUser(context, url);
  const { club } = await loadOrThrow(context, () => getApi(context).query(MyClubTeamInvitationsDocument), url);
  return club.myTeamInvitations;
}

/** Accept or Decline one invitation (intent accept or decline, its invitationId). */
export async function answerClubInviteAction(context: Ctx, request: Request, url: URL) {
  requireUser(context, url);
  const form = await request.formData();
  const intent = form.get("intent");
  const invitationId = String(form.get("invitationId") ?? "");
  const session = getSession(context);
  if (intent !== "accept" && intent !== "decline") return redirect(CLUB_INVITES_PATH);
  try {
    const { club } = await getApi(context).query(RespondToClubTeamInvitationDocument, { invitationId, accept: intent === "accept" });
    const answered = club.respondToTeamInvitation;
    if (intent === "accept") {
      session.flash({ kind: "success", message: m.accepted(answered.clubName) });
      return redirect(href("/my/rep-clubs/:id", { id: answered.clubId }));
    }
    session.flash({ kind: "success", message: m.declined });
  } catch (error) {
    session.flash({ kind: "danger", message: refusalOrThrow(context, error, url, refusalKeepingSession).message });
  }
  return redirect(CLUB_INVITES_PATH);
}
