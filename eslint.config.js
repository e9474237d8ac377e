// ESLint flat config: JS recommended + typescript-eslint recommended (syntax
// only, not type-checked: `npm run typecheck` does types, this stays fast) +
// the React Hooks rules for the web app. `npm run lint` allows no warnings.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig([
  globalIgnores([
    "build/",
    "data/",
    ".react-router/",
    "test-results/",
    "playwright-report/",
    "coverage/",
    "bench-results/",
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
]);
