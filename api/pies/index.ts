// The pie area (docs/decisions/0016, ADR 0063): the owner's pie through the creation wizard,
// its creation paid at checkout (domain/settlement.ts, called from the platform's payment
// outcome handler), and the public pie page's reads; its parts in folders of their own:
// fans/ (ADR 0069) the trade hub, wishes and holdings; trade/ (ADR 0070) buying and sending slices;
// team/ (ADR 0073) moderators and the ownership transfer.
// dashboard/ (ADR 0074) sales, the edit page's changes, releases, upgrades and pie awards;
// assets/ (ADR 0085) the appearance pictures: the individual asset catalogue and the pie's uploads.
import { defineArea } from "../kernel/area.js";
import { mergeResolvers } from "../graphql/resolvers.js";
import { pieResolvers } from "./resolvers.js";
import { pieFansPart } from "./fans/index.js";
import { createPieFanLoaders } from "./fans/loaders.js";
import { pieTradePart } from "./trade/index.js";
import { pieTeamPart } from "./team/index.js";
import { pieDashboardPart } from "./dashboard/index.js";
import { pieAssetsPart } from "./assets/index.js";

const parts = [pieFansPart, pieTradePart, pieTeamPart, pieDashboardPart, pieAssetsPart];

export const piesArea = defineArea({
  name: "pies",
  schemaFiles: ["pies/schema.graphql", ...parts.flatMap((part) => part.schemaFiles)],
  resolvers: mergeResolvers(pieResolvers, ...parts.map((part) => part.resolvers)),
  namespaces: ["pie"],
  createLoaders: (deps, viewerId) => ({ ...createPieFanLoaders(deps, viewerId) }),
});
