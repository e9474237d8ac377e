// The team page's form rules, checked in the browser before the API decides again.
import { describe, expect, test } from "vitest";
import { inviteTeamMemberSchema, roleOptions, teamChangeSchema } from "./team-forms";
import { clubTeamMessages as m } from "../../../contract/clubs/messages";

describe("the team page's forms", () => {
  test("inviting: a user name, and a role that fits the kind", () => {
    expect(inviteTeamMemberSchema.safeParse({ intent: "invite", userName: " @sam ", kind: "COLLABORATOR", role: "EVENT_MANAGER" }).data).toEqual({
      intent: "invite",
      userName: "@sam",
      kind: "COLLABORATOR",
      role: "EVENT_MANAGER",
    });
    const misfit = inviteTeamMemberSchema.safeParse({ intent: "invite", userName: "sam", kind: "TEAM", role: "OFFER_MANAGER" });
    expect(misfit.error?.issues).toMatchObject([{ path: ["role"], message: m.roleNotForKind }]);
    expect(inviteTeamMemberSchema.safeParse({ intent: "invite", userName: " ", kind: "TEAM", role: "ADMIN" }).error?.issues[0]?.message).toBe(m.userNameRequired);
  });

  test("a row's change names its member; a team member is offered team roles only", () => {
    expect(teamChangeSchema.safeParse({ intent: "update", userId: "u1", role: "ADMIN" }).success).toBe(true);
    expect(teamChangeSchema.safeParse({ intent: "remove" }).success).toBe(false);
    expect(teamChangeSchema.safeParse({ intent: "promote", userId: "u1" }).success).toBe(false);
    expect(roleOptions("TEAM").map((option) => option.label)).toEqual(["Account Manager", "Admin", "Reward Manager"]);
    expect(roleOptions("COLLABORATOR")).toHaveLength(5);
    // Revoking names the invitation.
    expect(teamChangeSchema.safeParse({ intent: "revoke", invitationId: "i1" }).success).toBe(true);
    expect(teamChangeSchema.safeParse({ intent: "revoke", userId: "u1" }).success).toBe(false);
  });
});
