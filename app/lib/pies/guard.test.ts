import { describe, expect, test } from "vitest";
import { decidePieHubAccess, type PieHubState } from "./guard";

const none: PieHubState = { pie: null };
const draft = (onBoardingProcess: "DETAILS" | "APPEARANCE" | "SLICES" | "SUMMARY"): PieHubState => ({ pie: { operationalState: "DRAFT", onBoardingProcess } });
const pending: PieHubState = {
  pie: { operationalState: "PENDING", onBoardingProcess: "SUMMARY" },
};
const complete: PieHubState = {
  pie: { operationalState: "ACTIVE", onBoardingProcess: "COMPLETE" },
};
const HUB = "/legacy/pie-hub";
const MODERATED = [{ pieId: "0b1c2d3e-aaaa-4bbb-8ccc-123456789abc", slug: "kofis-groove-pie" }];
const moderatorOnly: PieHubState = { pie: null, moderated: MODERATED };
const moderatorWithDraft: PieHubState = { ...draft("DETAILS"), moderated: MODERATED };
const moderatorWithPending: PieHubState = { ...pending, moderated: MODERATED };
const moderatorWithPie: PieHubState = { ...complete, moderated: MODERATED };

describe("decidePieHubAccess (spec 1 §2.3)", () => {
  const table: [string, PieHubState, string, string | null][] = [
    // outside the hub: not this guard's business
    ["outside", none, "/legacy/pies/abc", null],
    ["outside", complete, "/legacy/payment/checkout", null],
    ["outside", none, "/legacy/pie-hubs", null],
    // a user without pies reaches only /legacy/pie-hub
    ["no pie", none, HUB, null],
    ["no pie", none, `${HUB}/`, null],
    ["no pie", none, `${HUB}/details`, HUB],
    ["no pie", none, `${HUB}/overview`, HUB],
    ["no pie", none, `${HUB}/rewards/create`, HUB],
    // pending operational state: checkout, from every hub page
    ["pending", pending, HUB, "/legacy/payment/checkout"],
    ["pending", pending, `${HUB}/summary`, "/legacy/payment/checkout"],
    ["pending", pending, `${HUB}/overview`, "/legacy/payment/checkout"],
    // complete: only the dashboard's pages
    ...(
      [
        "overview",
        "overview/edit/p1",
        "sales",
        "send/p1",
        "rewards",
        "rewards/r1",
        "rewards/edit/r1",
        "rewards/create",
        "achievements",
        "achievements/a1",
        "achievements/edit/a1",
        "achievements/create",
      ] as const
    ).map((page): [string, PieHubState, string, string | null] => ["complete", complete, `${HUB}/${page}`, null]),
    ["complete", complete, HUB, `${HUB}/overview`],
    ["complete", complete, `${HUB}/details`, `${HUB}/overview`],
    ["complete", complete, `${HUB}/appearance`, `${HUB}/overview`],
    ["complete", complete, `${HUB}/slices`, `${HUB}/overview`],
    ["complete", complete, `${HUB}/summary`, `${HUB}/overview`],
    ["complete", complete, `${HUB}/send`, `${HUB}/overview`],
    ["complete", complete, `${HUB}/rewards/edit/r1/more`, `${HUB}/overview`],
    ["complete", complete, `${HUB}/overview/edit/p1/more`, `${HUB}/overview`],
    ["complete", complete, `${HUB}/anything`, `${HUB}/overview`],
    // before onboarding completes: the wizard's steps, details when earlier data is missing
    ["draft", draft("DETAILS"), HUB, null],
    ["draft", draft("DETAILS"), `${HUB}/details`, null],
    ["draft", draft("DETAILS"), `${HUB}/appearance`, `${HUB}/details`],
    ["draft", draft("DETAILS"), `${HUB}/slices`, `${HUB}/details`],
    ["draft", draft("DETAILS"), `${HUB}/summary`, `${HUB}/details`],
    ["draft", draft("APPEARANCE"), `${HUB}/appearance`, null],
    ["draft", draft("APPEARANCE"), `${HUB}/slices`, `${HUB}/details`],
    ["draft", draft("SLICES"), `${HUB}/details`, null],
    ["draft", draft("SLICES"), `${HUB}/slices`, null],
    ["draft", draft("SLICES"), `${HUB}/summary`, `${HUB}/details`],
    ["draft", draft("SUMMARY"), `${HUB}/summary`, null],
    ["draft", draft("SUMMARY"), `${HUB}/appearance`, null],
    // the dashboard before completion: back to the step the draft reached
    ["draft", draft("SLICES"), `${HUB}/overview`, `${HUB}/slices`],
    ["draft", draft("DETAILS"), `${HUB}/rewards`, `${HUB}/details`],
    // a moderator (ADR 0081): the edit and send pages of the pies they moderate, by id or address, whatever their own pie
    ["moderator", moderatorOnly, HUB, null],
    ["moderator", moderatorOnly, `${HUB}/overview/edit/kofis-groove-pie`, null],
    ["moderator", moderatorOnly, `${HUB}/overview/edit/KOFIS-GROOVE-PIE`, null],
    ["moderator", moderatorOnly, `${HUB}/overview/edit/0b1c2d3e-aaaa-4bbb-8ccc-123456789abc`, null],
    ["moderator", moderatorOnly, `${HUB}/send/kofis-groove-pie`, null],
    ["moderator", moderatorOnly, `${HUB}/overview/edit/another-pie`, HUB],
    ["moderator", moderatorOnly, `${HUB}/overview/edit/kofis-groove-pie/more`, HUB],
    ["moderator", moderatorOnly, `${HUB}/overview`, HUB],
    ["moderator", moderatorOnly, `${HUB}/sales`, HUB],
    ["moderator", moderatorOnly, `${HUB}/details`, HUB],
    ["moderator", moderatorWithDraft, `${HUB}/overview/edit/kofis-groove-pie`, null],
    ["moderator", moderatorWithDraft, `${HUB}/overview/edit/another-pie`, `${HUB}/details`],
    ["moderator", moderatorWithPending, `${HUB}/overview/edit/kofis-groove-pie`, null],
    ["moderator", moderatorWithPending, `${HUB}/send/kofis-groove-pie`, null],
    ["moderator", moderatorWithPending, `${HUB}/overview`, "/legacy/payment/checkout"],
    ["moderator", moderatorWithPie, `${HUB}/overview/edit/kofis-groove-pie`, null],
    ["moderator", moderatorWithPie, HUB, `${HUB}/overview`],
    // the rewards and achievements pages of a moderated pie, named by ?pie= (ADR 0081)
    ["moderator", moderatorOnly, `${HUB}/rewards?pie=kofis-groove-pie`, null],
    ["moderator", moderatorOnly, `${HUB}/rewards/create?pie=0b1c2d3e-aaaa-4bbb-8ccc-123456789abc`, null],
    ["moderator", moderatorOnly, `${HUB}/rewards/r1?pie=kofis-groove-pie`, null],
    ["moderator", moderatorOnly, `${HUB}/rewards/edit/r1?pie=kofis-groove-pie`, null],
    ["moderator", moderatorWithDraft, `${HUB}/achievements?pie=kofis-groove-pie`, null],
    ["moderator", moderatorWithPending, `${HUB}/achievements/create?pie=kofis-groove-pie`, null],
    ["moderator", moderatorOnly, `${HUB}/achievements/a1?pie=kofis-groove-pie`, null],
    ["moderator", moderatorOnly, `${HUB}/achievements/edit/a1?pie=kofis-groove-pie`, null],
    ["moderator", moderatorOnly, `${HUB}/rewards?pie=another-pie`, HUB],
    ["moderator", moderatorOnly, `${HUB}/rewards`, HUB],
    ["moderator", moderatorWithPending, `${HUB}/sales?pie=kofis-groove-pie`, "/legacy/payment/checkout"],
    ["moderator", moderatorOnly, `${HUB}/overview?pie=kofis-groove-pie`, HUB],
    ["owner", complete, `${HUB}/rewards?pie=kofis-groove-pie`, null],
  ];
  test.each(table.map(([label, state, path, expected]) => [label, path, expected, state] as const))("%s: %s → %s", (_label, path, expected, state) => {
    expect(decidePieHubAccess(state, path)).toBe(expected);
  });
});
