import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import pluginRouter from '@tanstack/eslint-plugin-router';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import { readdirSync } from 'node:fs';

// Every folder under src/features is a feature: a new one is held to the boundary without an edit here.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      'dist*/',
      'node_modules/',
      'src/routeTree.gen.ts',
      'test-results/',
      'playwright-report/',
      'scripts/i18n-audit/fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, 'check-file': checkFile },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // One naming convention: camelCase values, PascalCase types and components, UPPER_CASE constants.
      '@typescript-eslint/naming-convention': [
        'error',
        { selector: 'default', format: ['camelCase'], leadingUnderscore: 'allow' },
        {
          selector: 'variable',
          format: ['camelCase', 'PascalCase', 'UPPER_CASE'],
          leadingUnderscore: 'allowDouble',
          trailingUnderscore: 'allowDouble',
        },
        { selector: 'function', format: ['camelCase', 'PascalCase'] },
        { selector: 'typeLike', format: ['PascalCase'] },
        { selector: 'import', format: null },
        // Object keys mirror external formats (URL params, HTML attributes, JSON): leave them be.
        { selector: ['objectLiteralProperty', 'typeProperty', 'objectLiteralMethod'], format: null },
      ],
      'import-x/no-cycle': 'error',
      // Imports flow one way: shared (domain, i18n, ui) → features → app/routes.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`],
              message: 'Features do not import each other; move shared code to src/ui or src/domain.',
            })),
            {
              target: './src/features',
              from: ['./src/routes', './src/app'],
              message: 'Routes and the app compose features, not the reverse.',
            },
            {
              target: './src/ui',
              from: ['./src/features', './src/routes', './src/app'],
              message: 'Shared UI must not depend on features, routes or the app; move what it needs down.',
            },
            {
              target: './src/i18n',
              from: ['./src/features', './src/routes', './src/ui'],
              message: 'The strings and languages sit below every page part.',
            },
            {
              target: './src/domain',
              from: ['./src/features', './src/routes', './src/ui', './src/i18n', './src/app'],
              message: 'The domain is plain TypeScript with no UI.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', 'react-*', '@tanstack/*'], message: 'no React in src/domain' }] },
      ],
    },
  },
  {
    // The rule above is only meant for the domain; everywhere else React is the point.
    files: [
      'src/**/*.tsx',
      'src/{app,i18n,ui,features,routes}/**/*.ts',
      'src/*.ts',
      'src/*.tsx',
      'e2e/**',
      'scripts/**',
      '*.ts',
      '*.js',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Accessibility rules for the JSX the pages are made of.
    files: ['src/**/*.tsx'],
    ...jsxA11y.configs.recommended,
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // A box that scrolls (a code block, a wide table's region) must be reachable by keyboard to
      // be scrolled by it (WCAG 2.1.1; axe's scrollable-region-focusable).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.{ts,js}'],
    ignores: ['src/routes/**'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
);
