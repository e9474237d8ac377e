import { describe, expect, test } from "vitest";
import { CLUB_PERMISSIONS, clubPermissions, roleFitsKind, type ClubRole } from "./permissions";

const club = (team: { userId: string; role: ClubRole }[] = []) => ({ ownerUserId: "owner", team });

describe("clubPermissions", () => {
  test("the owner holds everything; nobody signed out or unrelated holds anything", () => {
    expect(clubPermissions(club(), "owner")).toEqual([...CLUB_PERMISSIONS]);
    expect(clubPermissions(club(), null)).toEqual([]);
    expect(clubPermissions(club([{ userId: "other", role: "ADMIN" }]), "stranger")).toEqual([]);
  });

  test.each([
    ["ADMIN", true, false],
    ["ACCOUNT_MANAGER", true, false],
    ["EVENT_MANAGER", true, false],
    ["REWARD_MANAGER", false, false],
    ["OFFER_MANAGER", false, false],
  ] as const)("%s: manages events %s, transfers ownership %s", (role, events, transfer) => {
    const held = clubPermissions(club([{ userId: "me", role }]), "me");
    expect(held.includes("MANAGE_EVENTS")).toBe(events);
    expect(held.includes("TRANSFER_OWNERSHIP")).toBe(transfer);
    expect(held).toContain("VIEW_MANAGER_AREA");
  });

  test("an admin holds all but transferring ownership; several roles add up, in the table's order", () => {
    expect(clubPermissions(club([{ userId: "me", role: "ADMIN" }]), "me")).toEqual(CLUB_PERMISSIONS.filter((p) => p !== "TRANSFER_OWNERSHIP" && p !== "MANAGE_ACCOUNTS"));
    expect(
      clubPermissions(
        club([
          { userId: "me", role: "OFFER_MANAGER" },
          { userId: "me", role: "EVENT_MANAGER" },
        ]),
        "me",
      ),
    ).toEqual(["VIEW_MANAGER_AREA", "MANAGE_EVENTS", "MANAGE_OFFERS"]);
  });

  test("the club's payout account: the owner and account managers only, not an admin", () => {
    expect(clubPermissions(club(), "owner")).toContain("MANAGE_ACCOUNTS");
    expect(clubPermissions(club([{ userId: "me", role: "ACCOUNT_MANAGER" }]), "me")).toContain("MANAGE_ACCOUNTS");
    for (const role of ["ADMIN", "EVENT_MANAGER", "REWARD_MANAGER", "OFFER_MANAGER"] as const) {
      expect(clubPermissions(club([{ userId: "me", role }]), "me")).not.toContain("MANAGE_ACCOUNTS");
    }
  });

  test("team members take team roles only; collaborators any", () => {
    expect(roleFitsKind("ADMIN", "TEAM")).toBe(true);
    expect(roleFitsKind("EVENT_MANAGER", "TEAM")).toBe(false);
    expect(roleFitsKind("EVENT_MANAGER", "COLLABORATOR")).toBe(true);
  });
});
