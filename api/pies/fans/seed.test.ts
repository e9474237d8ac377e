// The demo data's pies for the trade hub (ADR 0069): Featured and Newcomers have pies on a fresh
// start, Sam watches two pies (one not live yet) and holds slices of three.
import { expect, test } from "vitest";
import { BOOTS_AN_API, startTestApi } from "../../test/support.js";
import { DEMO_ACCOUNTS } from "../../db/seed.js";

test(
  "the trade hub's tabs and Sam's slices have demo data",
  async () => {
    const demo = await startTestApi({ seed: true });
    try {
      const sam = DEMO_ACCOUNTS[1]!;
      const signedIn = await demo.post("/auth/password/sign-in", { userName: sam.email, password: sam.password });
      expect(signedIn.status).toBe(200);
      const token = signedIn.body.token as string;
      const list = async (type: string) =>
        (await demo.graphql(`query ($type: PieListType!) { pie { search(type: $type) { nodes { slug } } } }`, { type }, { token })).body.data.pie.search.nodes.map(
          (node: { slug: string }) => node.slug,
        );
      expect(await list("FEATURED")).toEqual(["lenas-sourdough-pie", "mayas-night-pie", "kofis-groove-pie"]);
      expect(await list("NEWCOMERS")).toEqual(["mayas-night-pie", "kofis-groove-pie", "ines-gallery-pie"]);
      expect(await list("WATCHLIST")).toEqual(expect.arrayContaining(["theos-film-pie", "lenas-sourdough-pie"]));
      const held = await demo.graphql(`query { pie { holdingPies { nodes { slices pie { slug } } } } }`, {}, { token });
      expect(held.body.data.pie.holdingPies.nodes).toEqual([
        { slices: 40, pie: { slug: "kofis-groove-pie" } },
        { slices: 37, pie: { slug: "mayas-night-pie" } },
        { slices: 12, pie: { slug: "lenas-sourdough-pie" } },
      ]);
    } finally {
      await demo.close();
    }
  },
  BOOTS_AN_API,
);
