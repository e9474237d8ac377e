// What a pie's moderator reaches in the pie hub (ADR 0081): the edit page's tabs their flags
// allow, and where the hub's picker takes them. Pure; the API enforces every flag anyway, the hub
// hides what the viewer cannot do.
import type { PieEditTab } from "../../../contract/pies/dashboard-messages";
import { PIE_EDIT_TABS } from "../../../contract/pies/dashboard-messages";
import type { PiePermission } from "../../../contract/pies/permissions";
import { pieEditPath } from "./dashboard-forms";
import { withHubPie } from "./hub-pie";

/** The flags that open each tab: any one of them is enough. */
const TAB_FLAGS: Readonly<Record<PieEditTab, readonly PiePermission[]>> = {
  details: ["CAN_CHANGE_PIE_NAME", "CAN_CHANGE_PIE_URL", "CAN_CHANGE_PIE_BIO"],
  appearance: ["CAN_CHANGE_PIE_APPEARANCE"],
  slices: ["CAN_SET_PRICE_PER_SLICE", "CAN_RELEASE_MORE_SLICES_FOR_SALE"],
  upgrade: ["CAN_UPGRADE_PIE"],
  manage: ["CAN_ASSIGN_ADMINISTRATORS", "CAN_ASSIGN_ACCOUNT_MANAGERS", "CAN_ASSIGN_REWARD_MANAGERS", "CAN_TRANSFER_OWNERSHIP"],
};

/** The edit page's tabs the viewer may use, in the page's order. */
export function pieEditTabsFor(permissions: readonly string[]): PieEditTab[] {
  return PIE_EDIT_TABS.filter((tab) => TAB_FLAGS[tab.value].some((flag) => permissions.includes(flag))).map((tab) => tab.value);
}

/**
 * Where the picker takes a moderator: the first tab they may use, else sending slices, else the
 * hub's rewards (`?pie=`) for one who creates, edits or sends them, else its badges for one who
 * sends them, else the pie's public page.
 */
export function moderatedPiePath(pie: { pieId: string; slug: string | null; userPermissions: readonly string[] }): string {
  const [first] = pieEditTabsFor(pie.userPermissions);
  if (first) return pieEditPath(pie.pieId, first);
  if (pie.userPermissions.includes("CAN_SEND_SLICES")) return `/legacy/pie-hub/send/${encodeURIComponent(pie.pieId)}`;
  const has = (flags: readonly string[]) => flags.some((flag) => pie.userPermissions.includes(flag));
  if (has(["CAN_CREATE_REWARDS", "CAN_MODIFY_EXISTING_REWARDS", "CAN_SEND_REWARDS"])) return withHubPie("/legacy/pie-hub/rewards", pie.pieId);
  if (has(["CAN_SEND_ACHIEVEMENTS"])) return withHubPie("/legacy/pie-hub/achievements", pie.pieId);
  return `/legacy/pies/${encodeURIComponent(pie.slug ?? pie.pieId)}`;
}
