// The Manage tab's forms (spec 3 §2 pie edit tabs; §7 grant moderator, transfer pie; ADR 0073),
// checked in the browser and by the action; the API checks again.
import { z } from "zod";
import { PIE_ROLES } from "../../../contract/pies/permissions";
import { PIE_EDIT_TABS, pieTeamMessages as m, type PieEditTab } from "../../../contract/pies/team-messages";

const userName = z.string({ error: m.userNameRequired }).trim().min(1, m.userNameRequired).max(100, m.userNotFound);

export const grantModeratorSchema = z.object({
  userName,
  pieRole: z.enum(PIE_ROLES, { error: m.roleRequired }),
});

export const transferPieSchema = z.object({ userName });

export const pieEditPath = (pieId: string, tab: PieEditTab) => `/legacy/pie-hub/overview/edit/${encodeURIComponent(pieId)}?tab=${tab}`;

/** The tab the URL names; null for a name that is not one of the five. */
export function pieEditTabOf(url: URL): PieEditTab | null {
  const tab = url.searchParams.get("tab") ?? "details";
  return PIE_EDIT_TABS.find((candidate) => candidate.value === tab)?.value ?? null;
}
