// Tests that need someone on a club's team put them there the one way there is (ADR 0061): the
// inviter invites by user name and the invitee accepts with their own token.
import type { TestApi } from "../../test/support.js";
const INVITE = `mutation ($clubId: ID!, $userName: String!, $role: ClubRole!, $kind: ClubMemberKind!) { club { inviteTeamMember(clubId: $clubId, userName: $userName, role: $role, kind: $kind) { invitationId } } }`;
const ACCEPT = `mutation ($invitationId: ID!) { club { respondToTeamInvitation(invitationId: $invitationId, accept: true) { invitationId } } }`;


/** Invites the member and accepts for them; answers the first response with errors, else the acceptance. */
export async function addToTeam(
  api: Pick<TestApi, "graphql">,
  inviterToken: string,
  clubId: string,
  invitee: { handle: string; token: string },
  role: string,
  kind: "TEAM" | "COLLABORATOR" = "TEAM",
) {
  const invited = await api.graphql(INVITE, { clubId, userName: invitee.handle, role, kind }, { token: inviterToken });
  if (invited.body.errors) return invited;
  return api.graphql(ACCEPT, { invitationId: invited.body.data.club.inviteTeamMember.invitationId }, { token: invitee.token });
}
