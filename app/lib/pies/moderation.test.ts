import { describe, expect, test } from "vitest";
import { PIE_PERMISSIONS, PIE_ROLE_PERMISSIONS } from "../../../contract/pies/permissions";
import { moderatedPiePath, pieEditTabsFor } from "./moderation";

describe("pieEditTabsFor (ADR 0081)", () => {
  test.each([
    ["owner", [...PIE_PERMISSIONS], ["details", "appearance", "slices", "upgrade", "manage"]],
    ["Admin", [...PIE_ROLE_PERMISSIONS.ADMIN], ["details", "appearance", "slices", "upgrade", "manage"]],
    ["Account Manager", [...PIE_ROLE_PERMISSIONS.ACCOUNT_MANAGER], ["slices", "upgrade"]],
    ["Reward Manager", [...PIE_ROLE_PERMISSIONS.REWARD_MANAGER], []],
    ["Account and Reward Manager", [...PIE_ROLE_PERMISSIONS.ACCOUNT_MANAGER, ...PIE_ROLE_PERMISSIONS.REWARD_MANAGER], ["slices", "upgrade"]],
    ["nobody", [], []],
  ])("%s", (_who, permissions, tabs) => {
    expect(pieEditTabsFor(permissions)).toEqual(tabs);
  });
});

describe("moderatedPiePath (ADR 0081)", () => {
  const pie = { pieId: "p1", slug: "kofis-groove-pie" };
  test("the first tab the moderator may use", () => {
    expect(moderatedPiePath({ ...pie, userPermissions: PIE_ROLE_PERMISSIONS.ADMIN })).toBe("/legacy/pie-hub/overview/edit/p1?tab=details");
    expect(moderatedPiePath({ ...pie, userPermissions: PIE_ROLE_PERMISSIONS.ACCOUNT_MANAGER })).toBe("/legacy/pie-hub/overview/edit/p1?tab=slices");
  });
  test("no tab: sending slices, else the rewards, else the badges, else the public page", () => {
    expect(moderatedPiePath({ ...pie, userPermissions: ["CAN_SEND_SLICES"] })).toBe("/legacy/pie-hub/send/p1");
    expect(moderatedPiePath({ ...pie, userPermissions: PIE_ROLE_PERMISSIONS.REWARD_MANAGER })).toBe("/legacy/pie-hub/rewards?pie=p1");
    expect(moderatedPiePath({ ...pie, userPermissions: ["CAN_VIEW_REWARDS", "CAN_SEND_ACHIEVEMENTS"] })).toBe("/legacy/pie-hub/achievements?pie=p1");
    expect(moderatedPiePath({ ...pie, userPermissions: ["CAN_SHARE_PIE", "CAN_VIEW_REWARDS", "CAN_VIEW_ACHIEVEMENTS"] })).toBe("/legacy/pies/kofis-groove-pie");
  });
});
