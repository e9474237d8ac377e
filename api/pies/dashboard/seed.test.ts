// The demo pie award (ADR 0081): a local trial's newcomer has a pie award waiting, so the pie
// award modal shows; a deployment seeds no such account.
import { expect, test } from "vitest";
import { BOOTS_AN_API, startTestApi } from "../../test/support.js";
import { DEMO_ACCOUNTS } from "../../db/seed.js";

const AWARD = `query { pie { myPendingAward { awardedAt } } user { me { canCreatePies payoutAccounts { __typename } } } }`;

test(
  "a trial's newcomer has a pie award waiting, with no payment account yet",
  async () => {
    const demo = await startTestApi({ seed: true, trial: true });
    try {
      const riley = DEMO_ACCOUNTS.find((account) => account.email.startsWith("riley@"))!;
      expect(demo.platform.demoAccounts.map((account) => account.email)).toContain(riley.email);
      const signedIn = await demo.post("/auth/password/sign-in", { userName: riley.email, password: riley.password });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.isComplete).toBe(true);
      const answer = await demo.graphql(AWARD, {}, { token: signedIn.body.token as string });
      expect(answer.body.data.pie.myPendingAward).toEqual({ awardedAt: expect.any(String) });
      expect(answer.body.data.user.me).toEqual({ canCreatePies: false, payoutAccounts: [] });
    } finally {
      await demo.close();
    }
  },
  BOOTS_AN_API,
);
