// One lint setup for every workspace: typed TypeScript rules, no import cycles, hooks rules for
// React code, jsx-a11y for everything that renders, and Storybook's rules for stories.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const typeScriptExtensions = ['.ts', '.tsx'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      'storybook-static/**',
      '.data/**',
      'app/.react-router/**',
      'packages/server/drizzle/**',
      'test-results/**',
      'test-reports/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // A module that imports itself round a circle loads half-initialised and ties its modules
    // into one piece: every import must run one way. Type-only imports are erased at build time
    // and do not count.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': [...typeScriptExtensions, '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': typeScriptExtensions },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: [...typeScriptExtensions, '.js', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs['flat/recommended'],
);
