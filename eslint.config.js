import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const databaseLibraries = ["kysely", "better-sqlite3", "pg"].map((name) => ({
  name,
  message: "Only server/ talks to the database; pages get data through their loader's context.",
}));

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "app/paraglide/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        // `{ left: _out, ...kept }` is how a key is left out of an object.
        { argsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Business rules are pure and isomorphic: the browser and the server import them alike.
    files: ["domain/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [...databaseLibraries, { name: "react", message: "domain/ holds rules, not UI." }],
          patterns: [
            {
              regex: "^\\.{1,2}/(.*/)?(app|server|tests)(/|$)",
              message: "domain/ imports neither app/ nor server/.",
            },
            { regex: "^node:", message: "domain/ runs in the browser too: no Node built-ins." },
          ],
        },
      ],
    },
  },
  {
    // One executor type for every repository, so transactions compose the same way everywhere.
    files: ["server/modules/**/*.repository.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "kysely",
              importNames: ["Kysely", "Transaction"],
              message: "Repositories take the `Executor` of server/db/executor.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // UI code reaches the server only through loaders and actions (the React Router context).
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: databaseLibraries,
          patterns: [
            {
              regex: "^\\.{1,2}/(.*/)?server(/|$)",
              allowTypeImports: true,
              message:
                "app/ may only import types from server/; call services through the loader context.",
            },
          ],
        },
      ],
    },
  },
  {
    // Components render; they never reach for the server, not even its types.
    files: ["app/components/**/*.{ts,tsx}", "app/features/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: databaseLibraries,
          patterns: [
            {
              regex: "^\\.{1,2}/(.*/)?server(/|$)",
              message: "Components never import server code.",
            },
          ],
        },
      ],
    },
  },
);
