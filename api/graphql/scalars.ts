import { GraphQLError, GraphQLScalarType, Kind } from "./graphql-js.js";

const invalid = (message: string) => new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } });

/** An instant, ISO 8601 in UTC, e.g. 2026-05-01T17:00:00.000Z. */
export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: "DateTime",
  serialize(value) {
    const date = value instanceof Date ? value : typeof value === "string" ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError("DateTime cannot represent this value.");
    return date.toISOString();
  },
  parseValue(value) {
    if (typeof value !== "string" || Number.isNaN(Date.parse(value))) throw invalid("DateTime must be an ISO 8601 instant.");
    return new Date(value).toISOString();
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || Number.isNaN(Date.parse(ast.value))) throw invalid("DateTime must be an ISO 8601 instant.");
    return new Date(ast.value).toISOString();
  },
});

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date, yyyy-MM-dd. Whether it is a real date is the domain's call (with its messages). */
export const DateScalar = new GraphQLScalarType<string, string>({
  name: "Date",
  serialize(value) {
    if (typeof value !== "string" || !calendarDate.test(value)) throw new GraphQLError("Date cannot represent this value.");
    return value;
  },
  parseValue(value) {
    if (typeof value !== "string" || !calendarDate.test(value)) throw invalid("Date must be written yyyy-MM-dd.");
    return value;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || !calendarDate.test(ast.value)) throw invalid("Date must be written yyyy-MM-dd.");
    return ast.value;
  },
});
