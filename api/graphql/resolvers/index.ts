import { DateScalar, DateTimeScalar } from "../scalars.js";
import type { Resolvers } from "../generated.js";
import { eventResolvers } from "./event.js";
import { userResolvers } from "./user.js";
import { passkeyResolvers } from "./passkey.js";

export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  Date: DateScalar,
  // Root fields are namespaces (DESIGN.md §3); their fields do the work.
  Query: { user: () => ({}), event: () => ({}) },
  Mutation: { user: () => ({}), event: () => ({}) },
  ...userResolvers,
  ...eventResolvers,
  // Passkeys add fields to the user namespaces (spec 1 §7).
  UserQuery: { ...userResolvers.UserQuery, ...passkeyResolvers.UserQuery },
  UserMutation: { ...userResolvers.UserMutation, ...passkeyResolvers.UserMutation },
};
