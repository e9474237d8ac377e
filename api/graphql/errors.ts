// How errors leave the GraphQL endpoint: domain failures with their code (and field
// messages); GraphQL's own request errors as they are; anything else masked and logged.
import { GraphQLError } from "./graphql-js.js";
import type { Logger } from "pino";
import { DomainError } from "../domain/errors.js";
import { commonMessages } from "../domain/messages.js";

export function createErrorFormatter(logger: Logger) {
  return (error: Readonly<GraphQLError | Error>): GraphQLError | Error => {
    if (!(error instanceof GraphQLError)) return error;
    const original = error.originalError;
    if (original instanceof DomainError) {
      return new GraphQLError(original.message, {
        nodes: error.nodes,
        positions: error.positions,
        path: error.path,
        source: error.source,
        extensions: { code: original.code, ...(original.fields ? { fields: original.fields } : {}) },
      });
    }
    if (!original || original instanceof GraphQLError) return error;
    logger.error({ err: original, path: error.path }, "unexpected error in GraphQL resolver");
    return new GraphQLError(commonMessages.unexpected, {
      nodes: error.nodes,
      positions: error.positions,
      path: error.path,
      source: error.source,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
  };
}
