// One lint setup for the whole workspace. The boundary rules below enforce the
// architecture on resolved paths, so a relative import (`../../wallet`), a deep
// one (`../../../wallet/api/x`) and a package name (`@bazaar/features/wallet`)
// are caught alike:
//   apps -> features -> design-system / api-client -> contract,
//   no feature importing another, features/src/lib importing no feature, the console's kit
//   (features/src/console-kit) loaded by console features only,
//   the server sharing only the contract, no app importing the server or another app.
// test/lint-zones.test.ts plants each forbidden import and expects this file to refuse it.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const ROOT = import.meta.dirname;
const FEATURES_SRC = 'packages/features/src';
const dirsIn = (dir) =>
  readdirSync(path.join(ROOT, dir)).filter((f) => statSync(path.join(ROOT, dir, f)).isDirectory());

/**
 * Folders of packages/features/src that are not features: `lib` is below every feature; `console-kit` is below
 * the console's features (`console-*`) and above lib, and neither lib nor a storefront feature may load it, so
 * the shop never downloads the console's scaffolds; `storefront-locales`
 * gathers every feature's strings for the shop, and `console-locales` the console features' strings for the
 * console, so they sit above them; `story-harness` mounts any feature's screen in a story (every feature's
 * strings, the fixture API), above them too, for stories and tests only. Every other folder is a feature
 * (a new one is covered without touching this file).
 */
const LIB = 'lib';
const CONSOLE_KIT = 'console-kit';
const GATHERERS = ['storefront-locales', 'console-locales'];
const STORY_HARNESS = 'story-harness';
const FEATURES = dirsIn(FEATURES_SRC).filter(
  (d) => d !== LIB && d !== CONSOLE_KIT && d !== STORY_HARNESS && !GATHERERS.includes(d),
);
const STOREFRONT_FEATURES = FEATURES.filter((d) => !d.startsWith('console-'));

const feature = (name) => `${FEATURES_SRC}/${name}`;
const CONTRACT = 'packages/contract';
const API_CLIENT = 'packages/api-client';
const DESIGN_SYSTEM = 'packages/design-system';
const FEATURES_PKG = 'packages/features';
const STORY_KIT = 'packages/story-kit';
const SHOP = 'apps/shop';
const CONSOLE = 'apps/console';
const SERVER = 'apps/server';
const APPS = [SHOP, CONSOLE, SERVER];
/** Partners' storefronts built from the published packages (examples/acme): no workspace package or app. */
const EXAMPLES = 'examples';
/** Every workspace package and app, and the examples, so "only the contract" stays true when one is added. */
const WORKSPACE = [
  ...dirsIn('packages').map((d) => `packages/${d}`),
  ...dirsIn('apps').map((d) => `apps/${d}`),
  EXAMPLES,
];
const except = (...keep) => WORKSPACE.filter((w) => !keep.includes(w));

const zones = [
  {
    target: CONTRACT,
    from: except(CONTRACT),
    message: 'The contract depends on nothing of ours.',
  },
  {
    target: API_CLIENT,
    from: except(API_CLIENT, CONTRACT),
    message: 'The API client knows only the contract, nothing of the layers above it.',
  },
  {
    target: DESIGN_SYSTEM,
    from: except(DESIGN_SYSTEM, CONTRACT),
    message: 'The design system never fetches, routes or translates: take data and text through props or its provider.',
  },
  {
    target: FEATURES_PKG,
    from: except(FEATURES_PKG, DESIGN_SYSTEM, API_CLIENT, CONTRACT, STORY_KIT),
    message: 'Features sit below the apps and above the design system, the API client and the contract.',
  },
  {
    // Stories, their fixtures (in `stories/` folders) and tests use the story kit and the story harness; the
    // product code does not.
    target: `${ROOT}/${FEATURES_SRC}/!(${STORY_HARNESS})/**/!(stories)/!(*.stories|*.test).{ts,tsx}`,
    from: [STORY_KIT, feature(STORY_HARNESS)],
    message: 'The story kit and the story harness are for stories and tests only.',
  },
  ...FEATURES.map((name) => ({
    target: feature(name),
    from: [
      ...FEATURES.filter((other) => other !== name).map(feature),
      ...GATHERERS.map(feature),
      `${FEATURES_SRC}/index.ts`,
    ],
    message:
      'Features never import each other: move the shared piece into features/src/lib or a lower package, and import lib by a relative path.',
  })),
  {
    target: feature(LIB),
    from: [...FEATURES.map(feature), ...GATHERERS.map(feature), feature(STORY_HARNESS), `${FEATURES_SRC}/index.ts`],
    message: 'features/src/lib is below every feature: it imports none.',
  },
  {
    target: feature(CONSOLE_KIT),
    from: [...FEATURES.map(feature), ...GATHERERS.map(feature), feature(STORY_HARNESS), `${FEATURES_SRC}/index.ts`],
    message: 'features/src/console-kit is below the console features: it imports none (lib is below it).',
  },
  {
    target: [feature(LIB), feature('storefront-locales'), ...STOREFRONT_FEATURES.map(feature)],
    from: feature(CONSOLE_KIT),
    message: 'features/src/console-kit is the console’s: lib and the storefront’s features never load it.',
  },
  {
    target: STORY_KIT,
    from: except(STORY_KIT, DESIGN_SYSTEM, API_CLIENT, CONTRACT),
    message:
      'The story kit holds the stories’ fixtures below the features it serves: it imports none of them (the providers that mount a screen are features/src/story-harness).',
  },
  {
    target: SERVER,
    from: except(SERVER, CONTRACT),
    message: 'The server shares only the contract with the front end.',
  },
  {
    target: EXAMPLES,
    from: [...APPS, STORY_KIT],
    message: 'An example is a partner’s storefront: it builds on the published packages, never on our apps.',
  },
  ...[SHOP, CONSOLE].map((app) => ({
    target: app,
    from: [...APPS.filter((a) => a !== app), STORY_KIT],
    message: 'An app imports features and the packages below them, never the server or another app.',
  })),
];

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
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The way Vite, Vitest and tsc read the workspace: packages by their "source" export, TypeScript files
      // without extensions, symlinks followed to the real folder (so the zones see where a package lives).
      'import-x/resolver-next': [
        createNodeResolver({
          conditionNames: ['source', 'import', 'default'],
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
          mainFields: ['module', 'main'],
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
      // A zone only sees imports it can resolve: an import of ours that does not resolve is an error of its own.
      // Except the features' joined CSS: it has no source file (the build writes dist/style.css from every
      // feature's CSS), so before a build nothing resolves it; the packed-packages journey imports it built.
      'import-x/no-unresolved': ['error', { ignore: ['^(?!@bazaar/)', '^@bazaar/features/style\\.css$'] }],
      // No import cycles between files, also through a lazy import(): a cycle makes the order modules
      // evaluate in (and what is still undefined when one runs) depend on who was imported first.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Outside packages the zones cannot see: npm packages a layer must not use.
  {
    files: ['packages/contract/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'axios'],
              message:
                'The contract runs anywhere: TypeBox and small hashing and encoding libraries, no UI or HTTP client.',
            },
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
            {
              group: ['react', 'react-dom', 'swr'],
              message: 'The API client has no React and no knowledge of the layers above it.',
            },
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
            {
              group: ['axios', 'swr', 'react-router-dom', 'react-i18next', 'i18next'],
              message:
                'The design system never fetches, routes or translates: take data and text through props or its provider.',
            },
          ],
        },
      ],
    },
  },
  {
    // A partner's app reaches our code only by the published names (@bazaar/…), never by a path into the workspace.
    files: ['examples/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/packages/**', '**/apps/**'],
              message: 'An example imports our packages by their published names (@bazaar/…), as a partner does.',
            },
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
            { group: ['react', 'react-dom'], message: 'The server shares only the contract with the front end.' },
          ],
        },
      ],
    },
  },
);
