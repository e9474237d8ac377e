// Attaches resolvers to the SDL contract. A resolver for a type or field the contract
// does not have is a programming error and fails at start.
import { buildSchema, GraphQLScalarType, isObjectType, isScalarType, type GraphQLFieldResolver, type GraphQLSchema } from "./graphql-js.js";
import type { Resolvers } from "./generated.js";

export function buildExecutableSchema(typeDefs: string, resolvers: Resolvers): GraphQLSchema {
  const schema = buildSchema(typeDefs);
  for (const [typeName, implementation] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (isScalarType(type) && implementation instanceof GraphQLScalarType) {
      type.serialize = implementation.serialize;
      type.parseValue = implementation.parseValue;
      type.parseLiteral = implementation.parseLiteral;
      continue;
    }
    if (!isObjectType(type)) throw new Error(`Resolvers given for ${typeName}, which is not an object type of the schema.`);
    const fields = type.getFields();
    for (const [fieldName, resolver] of Object.entries(implementation as Record<string, unknown>)) {
      const field = fields[fieldName];
      if (!field) throw new Error(`Resolver given for ${typeName}.${fieldName}, which the schema does not have.`);
      field.resolve = resolverFunction(resolver, `${typeName}.${fieldName}`);
    }
  }
  return schema;
}

function resolverFunction(resolver: unknown, coordinate: string): GraphQLFieldResolver<unknown, unknown> {
  if (typeof resolver === "function") return resolver as GraphQLFieldResolver<unknown, unknown>;
  const resolve = (resolver as { resolve?: unknown } | null)?.resolve;
  if (typeof resolve === "function") return resolve as GraphQLFieldResolver<unknown, unknown>;
  throw new Error(`Resolver for ${coordinate} is neither a function nor { resolve }.`);
}
