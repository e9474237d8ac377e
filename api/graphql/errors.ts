// How errors leave the GraphQL endpoint: domain failures with their code (and field
// messages); GraphQL's own request errors as they are; anything else masked and logged.
import { GraphQLError } from "./graphql-js.js";
import type { Logger } from "pino";
import { DomainError } from "../kernel/errors.js";
import { commonMessages } from "../../contract/common/messages.js";

/** graphql-js's "Did you mean …?" hints name fields, types and values of the schema. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** `hideSuggestions` (production): the schema is not described, so errors do not hint at it either. */
export function createErrorFormatter(logger: Logger, { hideSuggestions = false } = {}) {
  const format = formatter(logger);
  if (!hideSuggestions) return format;
  return (error: Readonly<GraphQLError | Error>): GraphQLError | Error => {
    const formatted = format(error);
    if (!(formatted instanceof GraphQLError)) return formatted;
    const message = formatted.message.replace(SUGGESTION, "");
    if (message === formatted.message) return formatted;
    return new GraphQLError(message, {
      nodes: formatted.nodes,
      positions: formatted.positions,
      path: formatted.path,
      source: formatted.source,
      extensions: formatted.extensions,
    });
  };
}

function formatter(logger: Logger) {
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

/** The code an error leaves with (as the formatter gives it), for the impersonation audit. */
export function errorCodeOf(error: Readonly<GraphQLError>): string {
  const original = error.originalError;
  if (original instanceof DomainError) return original.code;
  const code = error.extensions?.code;
  return typeof code === "string" ? code : "INTERNAL_SERVER_ERROR";
}
