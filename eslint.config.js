// One lint setup for every workspace: typescript-eslint's recommended rules, plus React's
// rules of hooks and the accessibility rules of jsx-a11y for the web app.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const SERVER = 'apps/server/src';

/** Where the query builder may be used: repositories, the database layer itself, and tests. */
const DATA_ACCESS_FILES = [
  '**/*.repository.ts',
  `${SERVER}/app/database/**`,
  `${SERVER}/test-support/**`,
  '**/*.test.ts',
];

const REPOSITORIES_ONLY =
  'Only repositories (*.repository.ts) touch the database: add a repository method and pass the repository in.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/web/dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Sanitisers strip control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    // Plain JavaScript modules run by Node (worker entries, bench helpers) use Node's globals.
    files: ['**/*.mjs'],
    languageOptions: {
      globals: { fetch: 'readonly', performance: 'readonly', setTimeout: 'readonly', URL: 'readonly' },
    },
  },
  {
    // The Turtle grammar's name character classes include combining marks by design.
    files: ['packages/engine/src/ontology/turtle.ts'],
    rules: { 'no-misleading-character-class': 'off' },
  },
  {
    // Use cases, routes and everything else receive repositories; no query builder or raw SQL.
    files: [`${SERVER}/**/*.ts`],
    ignores: DATA_ACCESS_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'kysely', message: REPOSITORIES_ONLY, allowTypeImports: true },
            { name: 'better-sqlite3', message: REPOSITORIES_ONLY, allowTypeImports: true },
            { name: 'pg', message: REPOSITORIES_ONLY, allowTypeImports: true },
          ],
          patterns: [{ group: ['**/database/kysely'], importNames: ['sql'], message: REPOSITORIES_ONLY }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='kysely']", message: REPOSITORIES_ONLY },
        { selector: "MemberExpression[property.name='sqlite']", message: REPOSITORIES_ONLY },
      ],
    },
  },
  {
    // The engine's root also exports Node-only parsers (Buffer); the browser takes the pure subpaths.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@sciscope/engine',
              message: "Import a browser-safe subpath ('@sciscope/engine/curation', '/query', '/monitoring').",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Hooks live in components and in the use-*.ts files beside them.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
);
