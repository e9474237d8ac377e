// ESLint flat config: JS recommended + typescript-eslint recommended (syntax
// only, not type-checked: `npm run typecheck` does types, this stays fast) +
// the React Hooks rules for the web app, and the import boundaries of
// docs/decisions/0016-one-folder-per-area.md (tested in scripts/lint-boundaries.test.ts).
// `npm run lint` allows no warnings.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// ── Import boundaries (ADR 0016) ────────────────────────────────────────────
// With no-restricted-imports: the rule sees the specifier, not the file it resolves
// to, so a relative path is matched by the folder it climbs to ("../../api/…").
// A file's last matching block sets its whole list, so each block below names
// every boundary that applies to its files.
const ADR = "(docs/decisions/0016-one-folder-per-area.md)";
const CODE = "**/*.{js,mjs,cjs,ts,tsx}";
const TESTS = ["**/*.test.{ts,tsx}", "**/*.test.{js,mjs}"];
const SEEDS = ["**/seed.ts", "**/seed-*.ts", "**/seeds/**"];
/** Climbs one or more folders, then enters `folder`: `../api`, `../../api/x`. */
const climbsTo = (folder) => `^(\\./)?(\\.\\./)+(${folder})(/|$)`;

const boundaries = {
  notApi: [
    { regex: climbsTo("api"), message: `The web app never imports the API's code ${ADR}.` },
    // The `~` alias is app/: `~/../api/…` climbs out of it.
    { regex: "^~/(\\.\\./)+", message: `The web app never imports the API's code ${ADR}.` },
  ],
  notApp: [
    { regex: "^~/", message: `Only the web app imports the web app ${ADR}.` },
    { regex: climbsTo("app"), message: `Only the web app imports the web app ${ADR}.` },
  ],
  notAppOrApi: [
    { regex: "^~/", message: `contract/ imports neither app/ nor api/ ${ADR}.` },
    { regex: climbsTo("app|api"), message: `contract/ imports neither app/ nor api/ ${ADR}.` },
  ],
  noDatabase: [
    // A type (a `Database` handle passed along) gives no access: `import type` is allowed.
    { regex: "^drizzle-orm(/|$)", allowTypeImports: true, message: `Only the API's domain and data code imports the database layer ${ADR}.` },
    { regex: "(^|/)db/client(\\.[jt]s)?$", allowTypeImports: true, message: `Only the API's domain and data code imports the database layer ${ADR}.` },
  ],
  noTransport: [
    { regex: "^(graphql|graphql-http|express)(/|$)", message: `An area's domain/ imports no GraphQL and no HTTP code ${ADR}.` },
    { regex: "^@graphql-tools/", message: `An area's domain/ imports no GraphQL and no HTTP code ${ADR}.` },
    // The platform's api/graphql/ and api/http/, and any area's http/ (its own: ../http; another's: ../../events/http).
    { regex: "^(\\./)?(\\.\\./)+([\\w-]+/)?(graphql|http)(/|$)", message: `An area's domain/ imports no GraphQL and no HTTP code ${ADR}.` },
    { regex: "^(\\./)?(\\.\\./)+([\\w-]+/)?resolvers(\\.[jt]s|/.*)?$", message: `An area's domain/ never imports resolvers ${ADR}.` },
  ],
  /** From a route module `depth` folders below app/routes/: any path that stays inside app/routes/. */
  noOtherRoute: (depth) => [
    { regex: "^~/routes(/|\\.[jt]sx?$|$)", message: `A route module never imports another route module ${ADR}.` },
    // React Router's generated route types (./+types/<module>) are the module's own.
    { regex: "^\\./(?!\\+types/)", message: `A route module never imports another route module ${ADR}.` },
    ...(depth > 0 ? [{ regex: `^(\\.\\./){1,${depth}}(?!\\.\\./)`, message: `A route module never imports another route module ${ADR}.` }] : []),
  ],
};

/** One config block: these files may import nothing the given boundaries forbid. */
function restrict(files, restrictions, ignores = []) {
  const patterns = restrictions.flat();
  return { files, ignores, rules: { "no-restricted-imports": patterns.length ? ["error", { patterns }] : "off" } };
}

// api/platform.ts is the API's composition root: it opens the connection it hands to the areas.
// An area kept in parts (api/hosting/<part>/) has the same layout one level down.
const API_DATA = ["api/*/domain/**", "api/*/*/domain/**", "api/*/db.ts", "api/*/*/db.ts", "api/*/tables/**", "api/*/loaders.ts", "api/db/**", "api/cache/**", "api/messaging/**", "api/payments/**", "api/test/**", "api/platform.ts"];
const { notApi, notApp, notAppOrApi, noDatabase, noTransport, noOtherRoute } = boundaries;

const importBoundaries = [
  restrict([CODE], [noDatabase]),
  restrict([...TESTS, ...SEEDS], []),
  restrict(["contract/**"], [notAppOrApi, noDatabase]),
  restrict(TESTS.map((t) => `contract/${t}`), [notAppOrApi]),
  restrict(["app/**"], [notApi, noDatabase]),
  // Route modules at each depth below app/routes/ (not the areas' routes.ts tables).
  ...[0, 1, 2, 3].map((depth) =>
    restrict([`app/routes/${"*/".repeat(depth)}*.{ts,tsx}`], [notApi, noDatabase, noOtherRoute(depth)], ["app/routes/*/routes.ts"]),
  ),
  restrict(TESTS.map((t) => `app/${t}`), [notApi]),
  restrict(["api/**"], [notApp, noDatabase]),
  restrict([...API_DATA, ...TESTS.map((t) => `api/${t}`), ...SEEDS.map((s) => `api/${s}`)], [notApp]),
  restrict(["api/*/domain/**", "api/*/*/domain/**"], [notApp, noTransport]),
];

export default defineConfig([
  globalIgnores([
    "build/",
    "data/",
    ".react-router/",
    "test-results/",
    "playwright-report/",
    "coverage/",
    "bench-results/",
    "scripts/bench/stock-app/build/",
    "**/generated.ts",
    "api/db/migrations/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The web app runs in the browser too.
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["app/**/*.{ts,tsx}", "**/*.tsx"],
    ...reactHooks.configs.flat.recommended,
  },
  ...importBoundaries,
]);
