// One lint setup for every workspace: typescript-eslint's recommended rules, plus React's
// rules of hooks and the accessibility rules of jsx-a11y for the web app.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    // The Turtle grammar's name character classes include combining marks by design.
    files: ['packages/engine/src/ontology/turtle.ts'],
    rules: { 'no-misleading-character-class': 'off' },
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
