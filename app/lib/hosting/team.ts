// The team page's forms (conform + zod) and words (contract/hosting).
import { z } from "zod";
import { TEAM_ROLES } from "../../../contract/hosting/roles";
import { teamMessages } from "../../../contract/hosting/messages";

export { TEAM_ROLES, TEAM_ROLE_LABELS } from "../../../contract/hosting/roles";
export { roleInviteMessages, teamMessages } from "../../../contract/hosting/messages";

export const addRoleSchema = z.object({
  userId: z.string({ error: teamMessages.personRequired }).min(1, teamMessages.personRequired),
  role: z.enum(TEAM_ROLES),
});

export const removeRoleSchema = z.object({
  userId: z.string().min(1),
  role: z.enum(TEAM_ROLES),
});

export const revokeSchema = z.object({ inviteId: z.string().min(1) });
export const linkSchema = z.object({ role: z.enum(TEAM_ROLES) });
