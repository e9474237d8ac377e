import { DateScalar, DateTimeScalar } from "../scalars.js";
import type { Resolvers } from "../generated.js";
import { eventResolvers } from "./event.js";
import { userResolvers } from "./user.js";
import { accountResolvers } from "./account.js";

export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  Date: DateScalar,
  // Root fields are namespaces (DESIGN.md §3); their fields do the work.
  Query: { user: () => ({}), event: () => ({}) },
  Mutation: { user: () => ({}), event: () => ({}) },
  ...userResolvers,
  ...eventResolvers,
  // Namespaces several modules add fields to are merged, not replaced.
  UserQuery: { ...userResolvers.UserQuery, ...accountResolvers.UserQuery },
  UserMutation: { ...userResolvers.UserMutation, ...accountResolvers.UserMutation },
};
