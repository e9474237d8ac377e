import pino from "pino";
import { expect, test } from "vitest";
import { badUserInput, DomainError } from "../kernel/errors.js";
import { createErrorFormatter } from "./errors.js";
import { GraphQLError } from "./graphql-js.js";

const logged: unknown[] = [];
const logger = pino({ level: "error" }, { write: (line: string) => logged.push(JSON.parse(line)) });
const format = createErrorFormatter(logger);

const fromResolver = (original: Error) => new GraphQLError(original.message, { originalError: original, path: ["event", "rsvp"] });

test("a domain failure keeps its message and carries its code and field messages", () => {
  const formatted = format(fromResolver(badUserInput("Choose a ticket.", { eventTicketId: "Choose a ticket." }))) as GraphQLError;
  expect(formatted.toJSON()).toEqual({
    message: "Choose a ticket.",
    path: ["event", "rsvp"],
    extensions: { code: "BAD_USER_INPUT", fields: { eventTicketId: "Choose a ticket." } },
  });
  expect((format(fromResolver(new DomainError("NOT_FOUND", "Gone."))) as GraphQLError).extensions).toEqual({ code: "NOT_FOUND" });
});

test("an unexpected error is masked for the client and logged in full", () => {
  logged.length = 0;
  const formatted = format(fromResolver(new TypeError("cannot read properties of undefined (reading 'secret')"))) as GraphQLError;
  expect(formatted.toJSON()).toEqual({
    message: "Unexpected error.",
    path: ["event", "rsvp"],
    extensions: { code: "INTERNAL_SERVER_ERROR" },
  });
  expect(JSON.stringify(logged)).toContain("reading 'secret'");
});

test("GraphQL's own request errors pass through", () => {
  const validation = new GraphQLError('Cannot query field "nope" on type "Query".');
  expect(format(validation)).toBe(validation);
});
