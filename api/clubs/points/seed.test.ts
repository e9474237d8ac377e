// The demo data's rep points (ADR 0058): the demo attendee and the support demo account belong
// to Maya's club with points earned and granted through the ledger, shown with a tier.
import { expect, test } from "vitest";
import { startTestApi } from "../../test/support.js";
import { BOOTS_AN_API } from "../../test/support.js";
import { DEMO_ACCOUNTS } from "../../db/seed.js";

const SIGN_IN = (email: string, password: string) => ({ userName: email, password });

test(
  "Sam holds points in Maya's club with a tier and a history; Maya sees both members' balances",
  async () => {
    const demo = await startTestApi({ seed: true });
    try {
      const tokenOf = async (index: number) => {
        const account = DEMO_ACCOUNTS[index]!;
        const answer = await demo.post("/auth/password/sign-in", SIGN_IN(account.email, account.password));
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return answer.body.token as string;
      };
      const sam = await tokenOf(1);
      const points = await demo.graphql(`query { club { myPoints { club { slug } balance pointsEarned tier { name } nextTier { name } pointsToNextTier } myPointsHistory { nodes { amount reason } } } }`, {}, { token: sam });
      expect(points.body.data.club.myPoints).toEqual([{ club: { slug: "mayas-night-owls" }, balance: 210, pointsEarned: 210, tier: { name: "Night Owl" }, nextTier: { name: "Midnight Regular" }, pointsToNextTier: 290 }]);
      expect(points.body.data.club.myPointsHistory.nodes.map((node: { reason: string }) => node.reason)).toEqual([
        "Thanks for helping set up the rooftop",
        "Going to Rooftop Jazz Night",
        "Welcome to Maya's Night Owls",
      ]);
      const maya = await tokenOf(0);
      const club = await demo.graphql(`query { club { bySlug(slug: "mayas-night-owls") { clubId } } }`);
      const overview = await demo.graphql(`query ($clubId: ID!) { club { pointsOverview(clubId: $clubId) { issued members { user { name } balance } } } }`, { clubId: club.body.data.club.bySlug.clubId }, { token: maya });
      expect(overview.body.data.club.pointsOverview).toEqual({
        issued: 310,
        members: [
          { user: { name: "Sam Rivera" }, balance: 210 },
          { user: { name: "Jordan Park" }, balance: 100 },
        ],
      });
    } finally {
      await demo.close();
    }
  },
  BOOTS_AN_API,
);
