// The Manage tab's forms (spec 3 §2 pie edit tabs; §7 grant moderator, transfer pie; ADR 0073),
// checked in the browser and by the action; the API checks again.
import { z } from "zod";
import { PIE_ROLES } from "../../../contract/pies/permissions";
import { pieTeamMessages as m } from "../../../contract/pies/team-messages";

const userName = z.string({ error: m.userNameRequired }).trim().min(1, m.userNameRequired).max(100, m.userNotFound);

export const grantModeratorSchema = z.object({
  userName,
  pieRole: z.enum(PIE_ROLES, { error: m.roleRequired }),
});

export const transferPieSchema = z.object({ userName });
