import { DateScalar, DateTimeScalar } from "../scalars.js";
import type { Resolvers } from "../generated.js";
import { eventResolvers } from "./event.js";
import { userResolvers } from "./user.js";
import { inviteResolvers } from "./invite.js";
import { legalResolvers } from "./legal.js";

export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  Date: DateScalar,
  // Root fields are namespaces (DESIGN.md §3); their fields do the work.
  Query: { user: () => ({}), event: () => ({}) },
  Mutation: { user: () => ({}), event: () => ({}) },
  ...userResolvers,
  ...eventResolvers,
  // Issue 3: terms, invites, e-mail subscriptions.
  ...legalResolvers,
  ...inviteResolvers,
};
Object.assign(resolvers.Query as object, { terms: () => ({}), invite: () => ({}), emailSubscription: () => ({}) });
Object.assign(resolvers.Mutation as object, { terms: () => ({}), invite: () => ({}), emailSubscription: () => ({}) });
