// The club manager area's team page (spec 3 §2 team, §7 team calls) on the web server: the team
// for those who may manage it (404 for anyone else), and its changes through the platform API,
// which decides every one of them again; a refusal is shown with the API's message.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow, notFoundResponse, refusalExcept, refusalOrThrow, refusalReply, refusalStatus } from "~/.server/platform/responses.server";
import { ClubTeamDocument, InviteClubTeamMemberDocument, RemoveClubTeamMemberDocument, RevokeClubTeamInvitationDocument, TransferClubOwnershipDocument, UpdateClubTeamMemberDocument } from "~/graphql/generated";
import { inviteTeamMemberSchema, teamChangeSchema } from "~/lib/clubs/team-forms";
import { clubTeamMessages as m } from "../../../contract/clubs/messages";
import { clubTeamInvitationMessages as im } from "../../../contract/clubs/team-invitation-messages";

type Ctx = Readonly<RouterContextProvider>;
/** Refusals the page shows; a club the viewer no longer manages and a lost session become the page's answer. */
const shownRefusal = refusalExcept("AUTH_NOT_AUTHENTICATED", "NOT_FOUND");

export const teamPath = (clubId: string) => href("/my/rep-clubs/:club_id/team", { club_id: clubId });

/** The club with its owner and team, for a viewer who may manage the team; 404 for anyone else. */
export async function loadClubTeam(context: Ctx, url: URL, clubId: string) {
  requireUser(context, url);
  const { club } = await loadOrThrow(context, () => getApi(context).query(ClubTeamDocument, { clubId }), url);
  if (!club.byId.myPermissions.includes("MANAGE_TEAM")) throw notFoundResponse();
  return club.byId;
}

function succeeded(context: Ctx, clubId: string, message: string) {
  getSession(context).flash({ kind: "success", message });
  return redirect(teamPath(clubId));
}

function failed(context: Ctx, clubId: string, message: string) {
  getSession(context).flash({ kind: "danger", message });
  return redirect(teamPath(clubId));
}

/** The invite form: by user name, with a kind and a role; a refusal is shown beside its field. */
async function inviteMember(context: Ctx, url: URL, clubId: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: inviteTeamMemberSchema });
  if (submission.status !== "success") return data({ intent: "invite" as const, result: submission.reply() }, { status: 400 });
  const { userName, role, kind } = submission.value;
  const handle = userName.replace(/^@/, "");
  try {
    await getApi(context).query(InviteClubTeamMemberDocument, { clubId, userName: handle, role, kind });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    return data({ intent: "invite" as const, result: refusalReply(submission, refusal) }, { status: refusalStatus(refusal) });
  }
  return succeeded(context, clubId, im.invited(handle));
}

/** A row's role change, a confirmed removal, the confirmed transfer of ownership, or revoking an invitation. */
async function changeTeam(context: Ctx, url: URL, clubId: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: teamChangeSchema });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? m.notOnTeam;
    return data({ intent: "change" as const, userId: String(formData.get("userId") ?? ""), error: message }, { status: 400 });
  }
  const change = submission.value;
  const api = getApi(context);
  if (change.intent === "revoke") {
    try {
      await api.query(RevokeClubTeamInvitationDocument, { clubId, invitationId: change.invitationId });
    } catch (error) {
      const refusal = refusalOrThrow(context, error, url, refusalExcept("AUTH_NOT_AUTHENTICATED"));
      if (refusal.code !== "NOT_FOUND") return data({ intent: "change" as const, userId: "", error: refusal.message }, { status: refusalStatus(refusal) });
      // Answered or revoked meanwhile: the page shows what is left.
      return failed(context, clubId, refusal.message);
    }
    return succeeded(context, clubId, im.revoked);
  }
  try {
    switch (change.intent) {
      case "update":
        await api.query(UpdateClubTeamMemberDocument, { clubId, userId: change.userId, role: change.role });
        return succeeded(context, clubId, m.updated);
      case "remove":
        await api.query(RemoveClubTeamMemberDocument, { clubId, userId: change.userId });
        return succeeded(context, clubId, m.removed);
      case "transfer": {
        const { club } = await api.query(TransferClubOwnershipDocument, { clubId, userId: change.userId });
        return succeeded(context, clubId, m.transferred(club.transferOwnership.owner.name));
      }
    }
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    return data({ intent: "change" as const, userId: change.userId, error: refusal.message }, { status: refusalStatus(refusal) });
  }
}

export async function teamAction(context: Ctx, request: Request, url: URL, clubId: string) {
  requireUser(context, url);
  const formData = await request.formData();
  return formData.get("intent") === "invite" ? inviteMember(context, url, clubId, formData) : changeTeam(context, url, clubId, formData);
}
