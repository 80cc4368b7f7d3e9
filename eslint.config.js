// ESLint (issue 13): TypeScript's recommended rules, the rules of hooks, and jsx-a11y for what a
// screen reader or keyboard user meets. Formatting is Prettier's job, not ESLint's.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "scripts/bench-bare/build/",
      "scripts/bench-bare/public/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "**/*.tmp.mjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // React code only: the tests' own use* helpers (useAppDatabase, useMailInbox) are not hooks.
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    // The classic rules of hooks; not v7's React Compiler rules, for a compiler this app does not use.
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error", ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // Tests read JSON of any shape; declaration files follow Remix's template.
    files: ["tests/**", "**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  { files: ["**/*.d.ts"], rules: { "@typescript-eslint/triple-slash-reference": "off" } },
  {
    // Migrations describe tables that the app's schema types no longer have (Kysely<any> is their type).
    files: ["app/db/migrations/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
