// The import boundaries of ADR 0016 (docs/decisions/0016-one-folder-per-area.md), as
// eslint.config.js enforces them: each rule reports a forbidden import, and the
// allowed imports of the same files pass. Snippets are linted as if they lived at
// the given path of the target structure; the files need not exist.
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: fileURLToPath(new URL("..", import.meta.url)) });

// The first lint loads the config and its plugins (seconds on a busy machine): not any one test's time.
beforeAll(async () => {
  await eslint.lintText("", { filePath: "app/root.tsx" });
}, 60_000);

/** The boundary errors for `import { thing } from "<specifier>"` in a file at `filePath`. */
async function boundaryErrors(filePath: string, specifier: string, kind: "value" | "type" = "value"): Promise<string[]> {
  const code = `import ${kind === "type" ? "type " : ""}{ thing } from "${specifier}";\nexport type { thing };\n`;
  const [result] = await eslint.lintText(code, { filePath });
  // An ignored path or a parse error would make every "allowed" case pass for nothing.
  const broken = result!.messages.filter((m) => m.fatal || m.ruleId === null);
  if (broken.length) throw new Error(`${filePath}: ${broken.map((m) => m.message).join("; ")}`);
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports" && m.severity === 2).map((m) => m.message);
}

type Case = [filePath: string, specifier: string];

function forbidden(rule: string, cases: Case[], reason: RegExp): void {
  it.each(cases)(`${rule}: %s may not import %s`, async (filePath, specifier) => {
    const errors = await boundaryErrors(filePath, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(reason);
  });
}

function allowed(rule: string, cases: Case[]): void {
  it.each(cases)(`${rule}: %s may import %s`, async (filePath, specifier) => {
    expect(await boundaryErrors(filePath, specifier)).toEqual([]);
  });
}

describe("app/, api/ and contract/ stay apart", () => {
  forbidden(
    "app never imports api",
    [
      ["app/lib/events/texts.ts", "../../../api/events/messages"],
      ["app/.server/events/rsvp.ts", "../../../api/kernel/ids"],
      ["app/routes/events/event.tsx", "../../../api/events/domain/rsvp"],
      ["app/.server/platform/transport.test.ts", "../../../api/server"],
      ["app/.server/platform/transport.test.ts", "~/../api/server"],
    ],
    /web app never imports the API/,
  );
  allowed("app never imports api", [
    ["app/lib/events/texts.ts", "../../../contract/events/texts"],
    ["app/lib/events/texts.ts", "~/lib/format"],
    ["app/.server/events/rsvp.ts", "../platform/api"],
  ]);

  forbidden(
    "api never imports app",
    [
      ["api/events/resolvers.ts", "~/lib/events/texts"],
      ["api/events/resolvers.ts", "../../app/lib/events/texts"],
      ["api/events/domain/rsvp.test.ts", "../../../app/.server/platform/api"],
    ],
    /Only the web app imports the web app/,
  );
  allowed("api never imports app", [
    ["api/events/resolvers.ts", "../../contract/events/shapes"],
    ["api/events/resolvers.ts", "./domain/rsvp"],
  ]);

  forbidden(
    "contract imports neither app nor api",
    [
      ["contract/events/texts.ts", "../../api/events/messages"],
      ["contract/events/texts.ts", "../../app/lib/events/texts"],
      ["contract/events/texts.ts", "~/lib/events/texts"],
    ],
    /contract\/ imports neither app\/ nor api\//,
  );
  allowed("contract imports neither app nor api", [["contract/events/shapes.ts", "../access/devices"]]);
});

describe("a route module never imports another route module", () => {
  forbidden(
    "route to route",
    [
      ["app/routes/events/event.tsx", "./list"],
      ["app/routes/events/event.tsx", "../access/sign-in"],
      ["app/routes/events/event.tsx", "~/routes/access/sign-in"],
      ["app/routes/events/manage/edit.tsx", "../../access/sign-in"],
      ["app/routes/not-found.tsx", "./search"],
    ],
    /route module never imports another route module/,
  );
  allowed("route to route", [
    ["app/routes/events/event.tsx", "./+types/event"],
    ["app/routes/events/event.tsx", "../../components/events/card"],
    ["app/routes/events/event.tsx", "~/components/ui/button"],
    ["app/routes/events/event.tsx", "~/.server/events/rsvp"],
    ["app/routes/events/manage/edit.tsx", "../../../lib/events/forms"],
    ["app/routes/events/routes.ts", "./event"],
    ["app/routes.ts", "./routes/events/routes"],
    ["app/routes/events/event.test.ts", "./event"],
  ]);
});

describe("an area's domain imports no GraphQL and no HTTP code", () => {
  forbidden(
    "domain without transport",
    [
      ["api/events/domain/rsvp.ts", "graphql"],
      ["api/events/domain/rsvp.ts", "graphql-http"],
      ["api/events/domain/rsvp.ts", "express"],
      ["api/events/domain/rsvp.ts", "../../graphql/context"],
      ["api/events/domain/rsvp.ts", "../../http/responses"],
      ["api/events/domain/rsvp.ts", "../http/routes"],
      ["api/events/domain/rsvp.ts", "../resolvers"],
      ["api/events/domain/rsvp.ts", "../../access/resolvers"],
      ["api/events/domain/rsvp.ts", "../../access/http/sign-in"],
      ["api/events/domain/tickets/limits.ts", "../../../graphql/errors"],
      ["api/hosting/money/domain/payouts.ts", "graphql"],
      ["api/hosting/money/domain/payouts.ts", "../resolvers"],
      // An area kept in parts: its part's domain is a domain too.
      ["api/account/notifications/domain/inbox.ts", "../../../graphql/context"],
      ["api/account/notifications/domain/inbox.ts", "../resolvers"],
      ["api/events/comments/domain/reading.ts", "../../../graphql/context"],
      ["api/events/checkout/domain/checkout.ts", "../resolvers"],
    ],
    /domain\/ (imports no GraphQL and no HTTP code|never imports resolvers)/,
  );
  allowed("domain without transport", [
    ["api/events/domain/rsvp.ts", "../db"],
    ["api/events/domain/rsvp.ts", "../../kernel/errors"],
    ["api/events/domain/rsvp.ts", "../../access/domain/users"],
    ["api/events/domain/rsvp.ts", "./tickets"],
    // Other areas produce notifications from their own domain code, in their own transaction.
    ["api/events/domain/rsvp.ts", "../../account/notifications/domain/producers"],
    ["api/hosting/approvals/domain/decide.ts", "../../../account/notifications/domain/producers"],
  ]);
});

describe("only the API's domain and data code imports the database layer", () => {
  forbidden(
    "database layer",
    [
      ["api/events/resolvers.ts", "drizzle-orm"],
      ["api/events/resolvers.ts", "../db/client"],
      ["api/events/http/routes.ts", "drizzle-orm"],
      ["api/graphql/context.ts", "../db/client.js"],
      ["app/.server/events/rsvp.ts", "drizzle-orm"],
      ["contract/events/shapes.ts", "drizzle-orm/pg-core"],
      ["server/app.ts", "drizzle-orm"],
      ["api/hosting/money/resolvers.ts", "drizzle-orm"],
      ["api/account/notifications/resolvers.ts", "drizzle-orm"],
      ["api/events/checkout/resolvers.ts", "drizzle-orm"],
    ],
    /Only the API's domain and data code imports the database layer/,
  );
  allowed("database layer", [
    ["api/events/domain/rsvp.ts", "drizzle-orm"],
    ["api/events/domain/rsvp.ts", "../../db/client"],
    ["api/events/db.ts", "drizzle-orm/pg-core"],
    ["api/account/notifications/db.ts", "drizzle-orm/pg-core"],
    ["api/account/notifications/domain/inbox.ts", "drizzle-orm"],
    ["api/access/tables/users.ts", "drizzle-orm/pg-core"],
    ["api/events/loaders.ts", "drizzle-orm"],
    ["api/db/schema.ts", "drizzle-orm"],
    ["api/db/seed.ts", "./client"],
    ["api/cache/purge.ts", "drizzle-orm"],
    ["api/messaging/outbox.ts", "../db/client"],
    ["api/payments/sandbox-provider.ts", "drizzle-orm"],
    ["api/test/database.ts", "../db/client"],
    ["api/events/resolvers.test.ts", "../db/client"],
    ["api/platform.ts", "./db/client.js"],
    // An area kept in parts (api/hosting/<part>/) has the same layout one level down.
    ["api/hosting/money/domain/payouts.ts", "drizzle-orm"],
    ["api/hosting/money/db.ts", "drizzle-orm/pg-core"],
    ["api/events/tables/events.ts", "drizzle-orm/pg-core"],
    ["api/events/checkout/db.ts", "drizzle-orm/pg-core"],
    ["api/events/checkout/domain/settlement.ts", "drizzle-orm"],
  ]);
  it("a type from the database layer (a handle passed along) may be imported anywhere in the API", async () => {
    expect(await boundaryErrors("api/kernel/deps.ts", "../db/client.js", "type")).toEqual([]);
    expect(await boundaryErrors("api/events/resolvers.ts", "drizzle-orm", "type")).toEqual([]);
    expect(await boundaryErrors("api/events/resolvers.ts", "drizzle-orm", "value")).toHaveLength(1);
  });
});
