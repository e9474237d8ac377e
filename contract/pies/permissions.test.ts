import { describe, expect, test } from "vitest";
import { PIE_PERMISSIONS, PIE_ROLE_PERMISSIONS, piePermissions, type PiePermission, type PieRole } from "./permissions";

const pie = (moderators: { userId: string; role: PieRole }[] = []) => ({
  ownerUserId: "owner",
  moderators,
});

describe("pie permissions (ADR 0063)", () => {
  test("the spec's 22 flags, the owner holding every one", () => {
    expect(PIE_PERMISSIONS).toHaveLength(22);
    expect(new Set(PIE_PERMISSIONS).size).toBe(22);
    expect(piePermissions(pie(), "owner")).toEqual([...PIE_PERMISSIONS]);
  });

  test("signed out or unrelated: nothing", () => {
    expect(piePermissions(pie(), null)).toEqual([]);
    expect(piePermissions(pie([{ userId: "mod", role: "ADMIN" }]), "stranger")).toEqual([]);
  });

  const table: [PieRole, PiePermission, boolean][] = [
    ["ADMIN", "CAN_TRANSFER_OWNERSHIP", false],
    ["ADMIN", "CAN_ASSIGN_ADMINISTRATORS", false],
    ["ADMIN", "CAN_CONNECT_PAYPAL_ACCOUNT", false],
    ["ADMIN", "CAN_ASSIGN_ACCOUNT_MANAGERS", true],
    ["ADMIN", "CAN_ASSIGN_REWARD_MANAGERS", true],
    ["ADMIN", "CAN_CHANGE_PIE_NAME", true],
    ["ADMIN", "CAN_CHANGE_PIE_APPEARANCE", true],
    ["ADMIN", "CAN_SET_PRICE_PER_SLICE", true],
    ["ADMIN", "CAN_CREATE_REWARDS", true],
    ["ACCOUNT_MANAGER", "CAN_CONNECT_PAYPAL_ACCOUNT", true],
    ["ACCOUNT_MANAGER", "CAN_SET_PRICE_PER_SLICE", true],
    ["ACCOUNT_MANAGER", "CAN_RELEASE_MORE_SLICES_FOR_SALE", true],
    ["ACCOUNT_MANAGER", "CAN_SEND_SLICES", true],
    ["ACCOUNT_MANAGER", "CAN_UPGRADE_PIE", true],
    ["ACCOUNT_MANAGER", "CAN_CREATE_REWARDS", false],
    ["ACCOUNT_MANAGER", "CAN_CHANGE_PIE_NAME", false],
    ["ACCOUNT_MANAGER", "CAN_TRANSFER_OWNERSHIP", false],
    ["ACCOUNT_MANAGER", "CAN_VIEW_REWARDS", true],
    ["REWARD_MANAGER", "CAN_CREATE_REWARDS", true],
    ["REWARD_MANAGER", "CAN_MODIFY_EXISTING_REWARDS", true],
    ["REWARD_MANAGER", "CAN_SEND_REWARDS", true],
    ["REWARD_MANAGER", "CAN_SEND_ACHIEVEMENTS", true],
    ["REWARD_MANAGER", "CAN_SHARE_REWARDS", true],
    ["REWARD_MANAGER", "CAN_SEND_SLICES", false],
    ["REWARD_MANAGER", "CAN_SET_PRICE_PER_SLICE", false],
    ["REWARD_MANAGER", "CAN_CHANGE_PIE_BIO", false],
    ["REWARD_MANAGER", "CAN_VIEW_ACHIEVEMENTS", true],
  ];
  test.each(table)("%s holds %s: %s", (role, permission, held) => {
    expect(piePermissions(pie([{ userId: "mod", role }]), "mod").includes(permission)).toBe(held);
  });

  test("a member holding two roles holds the union, in the flags' order", () => {
    const both = piePermissions(
      pie([
        { userId: "mod", role: "ACCOUNT_MANAGER" },
        { userId: "mod", role: "REWARD_MANAGER" },
      ]),
      "mod",
    );
    const union = new Set([...PIE_ROLE_PERMISSIONS.ACCOUNT_MANAGER, ...PIE_ROLE_PERMISSIONS.REWARD_MANAGER]);
    expect(both).toEqual(PIE_PERMISSIONS.filter((permission) => union.has(permission)));
  });
});
