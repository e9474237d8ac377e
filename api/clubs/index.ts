// The clubs area (docs/decisions/0016, ADR 0028): rep clubs, their owners and teams, and the
// permission a club manager holds on the club's events, in its core (this folder), and parts
// kept in folders of their own, each with its schema.graphql, resolvers and domain/. This
// file puts the core and the parts together as one area, like api/events/index.ts.
import { Router } from "express";
import { defineArea, type ApiArea, type HttpRouteDeps } from "../kernel/area.js";
import { mergeResolvers } from "../graphql/resolvers.js";
import type { Resolvers } from "../graphql/generated.js";
import { clubResolvers } from "./resolvers.js";
import { createClubLoaders } from "./loaders.js";
import { teamInvitationsPart } from "./team-invitations/index.js";
import { clubAccountsPart } from "./accounts/index.js";
import { offersPart } from "./offers/index.js";
import { clubMembersPart } from "./members/index.js";
import { clubTiersPart } from "./tiers/index.js";
import { pointsPart } from "./points/index.js";
import { purchasesPart } from "./purchases/index.js";
import { redemptionsPart } from "./redemptions/index.js";
import { earningPart } from "./earning/index.js";
import { offerOrdersPart } from "./offer-orders/index.js";

/** One part of the area: its schema files (relative to api/), resolvers and, if any, HTTP routes. */
export interface ClubsPart {
  schemaFiles: string[];
  resolvers: Resolvers;
  httpRoutes?: ApiArea["httpRoutes"];
}

const parts: ClubsPart[] = [teamInvitationsPart, clubAccountsPart, offersPart, clubMembersPart, clubTiersPart, pointsPart, purchasesPart, redemptionsPart, earningPart, offerOrdersPart];

export const clubsArea = defineArea({
  name: "clubs",
  schemaFiles: ["clubs/schema.graphql", ...parts.flatMap((part) => part.schemaFiles)],
  resolvers: mergeResolvers(clubResolvers, ...parts.map((part) => part.resolvers)),
  namespaces: ["club"],
  createLoaders: createClubLoaders,
  httpRoutes(deps: HttpRouteDeps) {
    const router = Router();
    for (const part of parts) if (part.httpRoutes) router.use(part.httpRoutes(deps));
    return router;
  },
});
