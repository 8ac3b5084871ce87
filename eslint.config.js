// One lint setup for the whole workspace. The import rules below enforce the
// architecture: apps -> features -> design-system / api-client -> contract,
// and no feature module importing another.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FEATURES = [
  'account',
  'address',
  'bag',
  'catalog',
  'checkout',
  'console',
  'content',
  'home',
  'notification',
  'orders',
  'refund',
  'review',
  'wallet',
];

const noUpward = (group, message) => ({ group, message });

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/coverage/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/contract/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noUpward(['@bazaar/*', 'react', 'react-dom', 'axios'], 'The contract depends on nothing of ours.'),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api-client/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noUpward(
              [
                '@bazaar/design-system',
                '@bazaar/features',
                '@bazaar/shop',
                '@bazaar/server',
                'react',
                'react-dom',
                'swr',
              ],
              'The API client has no React and no knowledge of the layers above it.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/design-system/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noUpward(
              [
                '@bazaar/api-client',
                '@bazaar/features',
                '@bazaar/shop',
                '@bazaar/server',
                'axios',
                'swr',
                'react-router-dom',
                'react-i18next',
                'i18next',
              ],
              'The design system never fetches, routes or translates: take data and text through props or its provider.',
            ),
          ],
        },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`packages/features/src/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noUpward(
              ['@bazaar/shop', '@bazaar/server', '@bazaar/features', '@bazaar/features/*'],
              'Features sit below the apps.',
            ),
            noUpward(
              FEATURES.filter((f) => f !== feature).flatMap((f) => [`../${f}`, `../${f}/*`, `../../${f}/*`]),
              'Features never import each other: move the shared piece into features/src/lib or a lower package.',
            ),
          ],
        },
      ],
    },
  })),
  {
    files: ['packages/features/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noUpward(
              ['@bazaar/shop', '@bazaar/server', ...FEATURES.map((f) => `../${f}/*`)],
              'lib is below every feature.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noUpward(
              ['@bazaar/api-client', '@bazaar/design-system', '@bazaar/features', '@bazaar/shop', 'react', 'react-dom'],
              'The server shares only the contract with the front end.',
            ),
          ],
        },
      ],
    },
  },
);
