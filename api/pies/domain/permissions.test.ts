// The pie role → flag table (spec 3 §6; ADR 0063, kept by ADR 0073), cell by cell: every one of
// the 22 flags against the owner and the three roles, and the roles each may assign.
import { describe, expect, test } from "vitest";
import { PIE_PERMISSIONS, PIE_ROLES, piePermissions, type PiePermission, type PieRole } from "../../../contract/pies/permissions.js";
import { assignableRoles } from "../../../contract/pies/team-messages.js";

// flag: [owner, Admin, Account Manager, Reward Manager]
const TABLE: Record<PiePermission, [boolean, boolean, boolean, boolean]> = {
  CAN_ASSIGN_ADMINISTRATORS: [true, false, false, false],
  CAN_ASSIGN_ACCOUNT_MANAGERS: [true, true, false, false],
  CAN_ASSIGN_REWARD_MANAGERS: [true, true, false, false],
  CAN_TRANSFER_OWNERSHIP: [true, false, false, false],
  CAN_CREATE_REWARDS: [true, true, false, true],
  CAN_MODIFY_EXISTING_REWARDS: [true, true, false, true],
  CAN_SET_PRICE_PER_SLICE: [true, true, true, false],
  CAN_UPGRADE_PIE: [true, true, true, false],
  CAN_SEND_SLICES: [true, true, true, false],
  CAN_SEND_REWARDS: [true, true, false, true],
  CAN_SEND_ACHIEVEMENTS: [true, true, false, true],
  CAN_REMOVE_SOCIAL_ACCOUNTS: [true, true, false, false],
  CAN_CHANGE_PIE_NAME: [true, true, false, false],
  CAN_CHANGE_PIE_APPEARANCE: [true, true, false, false],
  CAN_RELEASE_MORE_SLICES_FOR_SALE: [true, true, true, false],
  CAN_CONNECT_PAYPAL_ACCOUNT: [true, false, true, false],
  CAN_CHANGE_PIE_URL: [true, true, false, false],
  CAN_CHANGE_PIE_BIO: [true, true, false, false],
  CAN_SHARE_REWARDS: [true, true, false, true],
  CAN_SHARE_PIE: [true, true, true, true],
  CAN_VIEW_REWARDS: [true, true, true, true],
  CAN_VIEW_ACHIEVEMENTS: [true, true, true, true],
};

const holderOf = (role: PieRole | "OWNER") => ({
  ownerUserId: "owner",
  moderators: role === "OWNER" ? [] : [{ userId: "mod", role }],
});
const cells = PIE_PERMISSIONS.flatMap((flag) =>
  (["OWNER", ...PIE_ROLES] as const).map((who, column) => [flag, who, TABLE[flag][column]] as const),
);

describe("the pie role → flag table", () => {
  test("names the spec's 22 flags", () => {
    expect(Object.keys(TABLE).sort()).toEqual([...PIE_PERMISSIONS].sort());
  });

  test.each(cells)("%s held by %s: %s", (flag, who, held) => {
    const viewer = who === "OWNER" ? "owner" : "mod";
    expect(piePermissions(holderOf(who), viewer).includes(flag)).toBe(held);
  });

  test("the roles each may assign and remove", () => {
    expect(assignableRoles(piePermissions(holderOf("OWNER"), "owner"))).toEqual(["ADMIN", "ACCOUNT_MANAGER", "REWARD_MANAGER"]);
    expect(assignableRoles(piePermissions(holderOf("ADMIN"), "mod"))).toEqual(["ACCOUNT_MANAGER", "REWARD_MANAGER"]);
    expect(assignableRoles(piePermissions(holderOf("ACCOUNT_MANAGER"), "mod"))).toEqual([]);
    expect(assignableRoles(piePermissions(holderOf("REWARD_MANAGER"), "mod"))).toEqual([]);
    expect(assignableRoles([])).toEqual([]);
  });
});
