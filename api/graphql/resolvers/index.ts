import { DateScalar, DateTimeScalar } from "../scalars.js";
import type { Resolvers } from "../generated.js";
import { eventResolvers } from "../../events/resolvers.js";
import { userResolvers } from "../../account/resolvers/user.js";
import { accountResolvers } from "../../account/resolvers/account.js";
import { inviteResolvers } from "../../access/resolvers/invite.js";
import { legalResolvers } from "../../access/resolvers/legal.js";
import { passkeyResolvers } from "../../access/resolvers/passkey.js";

/**
 * Each area's resolver map, merged type by type: several areas add fields to the
 * same namespace types (UserQuery, UserMutation, User…), so a plain spread would
 * let the last one replace the others.
 */
function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Record<string, unknown> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      // Scalars are class instances (GraphQLScalarType): taken as they are, never spread.
      const isFieldMap = Object.getPrototypeOf(fields) === Object.prototype;
      merged[type] = isFieldMap ? { ...(merged[type] as object), ...(fields as object) } : fields;
    }
  }
  return merged as Resolvers;
}

// Root fields are namespaces (DESIGN.md §3); their fields do the work.
const namespaces = () => ({});

export const resolvers: Resolvers = mergeResolvers(
  {
    DateTime: DateTimeScalar,
    Date: DateScalar,
    Query: { user: namespaces, event: namespaces, terms: namespaces, invite: namespaces, emailSubscription: namespaces },
    Mutation: { user: namespaces, event: namespaces, terms: namespaces, invite: namespaces, emailSubscription: namespaces },
  },
  userResolvers,
  eventResolvers,
  accountResolvers,
  legalResolvers,
  inviteResolvers,
  passkeyResolvers,
);
