// The executable schema's resolvers: the scalars and the namespace roots, then every
// area's resolver map (api/areas.ts).
import type { ApiArea } from "../kernel/area.js";
import type { Resolvers } from "./generated.js";
import { DateScalar, DateTimeScalar } from "./scalars.js";

/**
 * Resolver maps merged type by type: several areas add fields to the same namespace
 * types (UserQuery, UserMutation, User…), so a plain spread would let the last one
 * replace the others.
 */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
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
const namespace = () => ({});

export function resolversOf(areas: readonly ApiArea[]): Resolvers {
  const roots = Object.fromEntries(areas.flatMap((area) => area.namespaces).map((name) => [name, namespace]));
  return mergeResolvers({ DateTime: DateTimeScalar, Date: DateScalar, Query: roots, Mutation: roots }, ...areas.map((area) => area.resolvers));
}
