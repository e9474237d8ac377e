// The /rep-club/ alternates' rule (ADR 0061): one fitting club redirects, several pick, none explains.
import { describe, expect, test } from "vitest";
import { decideRepClubAlternate, repClubAlternateOf, repClubTargetPath } from "./rep-club-alternates";

const club = (clubId: string, ...myPermissions: string[]) => ({ clubId, name: `Club ${clubId}`, myPermissions: ["VIEW_MANAGER_AREA", ...myPermissions] });

describe("the /rep-club/ alternates", () => {
  test.each([
    ["/rep-club/team", "team"],
    ["/rep-club/rep-points", "rep-points"],
    ["/rep-club/loyalty-tiers", "loyalty-tiers"],
    ["/rep-club/offers", "offers"],
    ["/rep-club/offers/create", "offers/create"],
    ["/rep-club/achievements/", "achievements"],
    ["/rep-club/achievements/create", "achievements/create"],
    ["/rep-club/events", null],
    ["/rep-club/toString", null],
  ])("%s stands for %s", (path, alternate) => {
    expect(repClubAlternateOf(path)).toBe(alternate);
  });

  test("exactly one club whose page the viewer may open: straight there", () => {
    expect(decideRepClubAlternate("team", [club("a", "MANAGE_TEAM"), club("b", "MANAGE_REWARDS")])).toEqual({ kind: "redirect", to: "/my/rep-clubs/a/team" });
    expect(decideRepClubAlternate("offers/create", [club("b", "MANAGE_OFFERS")])).toEqual({ kind: "redirect", to: "/my/rep-clubs/b/offers/create" });
  });

  test("several: a picker of those clubs, each linking to its page", () => {
    const decision = decideRepClubAlternate("loyalty-tiers", [club("a", "MANAGE_REWARDS"), club("b"), club("c", "MANAGE_REWARDS")]);
    expect(decision).toMatchObject({ kind: "pick", clubs: [{ to: "/my/rep-clubs/a/loyalty-tiers" }, { to: "/my/rep-clubs/c/loyalty-tiers" }] });
  });

  test("none: no club, or none whose role opens the page", () => {
    expect(decideRepClubAlternate("rep-points", [])).toEqual({ kind: "none" });
    expect(decideRepClubAlternate("team", [club("a", "MANAGE_EVENTS")])).toEqual({ kind: "none" });
  });

  test("the target path encodes the club id", () => {
    expect(repClubTargetPath("achievements", "x/y")).toBe("/my/rep-clubs/x%2Fy/achievements");
  });
});
