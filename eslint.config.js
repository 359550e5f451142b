// One lint setup for every workspace: typescript-eslint's recommended rules.
import js from '@eslint/js';
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
);
