// The boundaries of eslint.config.js, proved on real files: each case plants a one-line import in a
// temporary file where such code would live, lints it with the workspace's config, and deletes it. A forbidden
// import must be refused; an allowed one must pass, so a zone that refuses everything fails here too.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const ZONE = 'import-x/no-restricted-paths';
// A package the importer does not depend on resolves only through pnpm's hoisted folder, which its bin
// shims put on NODE_PATH: run through pnpm, a zone refuses the import; run without, it is unresolved, and an
// import of ours that does not resolve is refused by itself (a zone cannot see where it leads).
const UNDECLARED = ['import-x/no-restricted-paths', 'import-x/no-unresolved'];

const FEATURES = 'packages/features/src';
const tag = `${process.pid}-${Date.now().toString(36)}`;
// A folder of its own, so `../../../wallet/…` is a path from three levels deep in a feature.
const DEEP = `${FEATURES}/catalog/components/lint-probe-${tag}`;

interface Case {
  /** Folder (from the repository root) the probe is planted in. */
  dir: string;
  /** What the probe imports. */
  from: string;
  /** The probe's file name ending: a story or a test may import what product code may not. */
  ending?: string;
  /** The rules that may refuse it (forbidden cases only). @default the zone rule */
  rules?: string[];
}

const forbidden: Record<string, Case> = {
  'a feature importing another by a relative path': { dir: `${FEATURES}/catalog/screens`, from: '../../wallet' },
  'a feature importing deep into another': { dir: DEEP, from: '../../../wallet/api/get-networks' },
  'a feature importing another by package name': {
    dir: `${FEATURES}/catalog/screens`,
    from: '@bazaar/features/wallet',
  },
  'a feature importing the package root': { dir: `${FEATURES}/catalog/screens`, from: '@bazaar/features' },
  'a feature importing the storefront strings': { dir: `${FEATURES}/catalog`, from: '../storefront-locales' },
  'product code of a feature importing the story kit': {
    dir: `${FEATURES}/catalog/screens`,
    from: '@bazaar/story-kit',
  },
  'a feature importing an app': { dir: `${FEATURES}/catalog/screens`, from: '../../../../../apps/shop/src/main' },
  'a feature importing the server': { dir: `${FEATURES}/catalog`, from: '../../../../apps/server/src/app' },
  'a console feature importing another': {
    dir: `${FEATURES}/console-catalog/screens`,
    from: '../../console-operations',
  },
  'a console feature importing deep into another': {
    dir: `${FEATURES}/console-content/components`,
    from: '../../console-catalog/components/use-catalog-save',
  },
  'a console feature importing another by package name': {
    dir: `${FEATURES}/console-operations/screens`,
    from: '@bazaar/features/console-shell',
  },
  'a console feature’s story importing another’s fixtures': {
    dir: `${FEATURES}/console-operations/screens`,
    from: '../../console-catalog/stories/catalog-fixtures',
    ending: '.stories.tsx',
  },
  'a console feature importing the console strings': {
    dir: `${FEATURES}/console-shell/screens`,
    from: '../../console-locales',
  },
  'lib importing a feature': { dir: `${FEATURES}/lib`, from: '../wallet' },
  'the console kit importing a console feature': { dir: `${FEATURES}/console-kit/desk`, from: '../../console-catalog' },
  'a storefront feature importing the console kit': {
    dir: `${FEATURES}/orders/screens`,
    from: '../../console-kit/components/queue-page',
  },
  'lib importing the console kit': { dir: `${FEATURES}/lib/chat`, from: '../../console-kit/dates' },
  'lib importing deep into a feature': { dir: `${FEATURES}/lib/locales`, from: '../../wallet/api/get-networks' },
  'lib importing a feature by package name': { dir: `${FEATURES}/lib`, from: '@bazaar/features/wallet' },
  'lib importing the storefront strings': { dir: `${FEATURES}/lib`, from: '../storefront-locales' },
  'the design system importing the API client': { dir: 'packages/design-system/src', from: '../../api-client/src' },
  'the design system importing a feature': { dir: 'packages/design-system/src', from: '../../features/src/wallet' },
  'the design system importing features by package name': {
    dir: 'packages/design-system/src',
    from: '@bazaar/features',
    rules: UNDECLARED,
  },
  'the API client importing the design system': { dir: 'packages/api-client/src', from: '../../design-system/src' },
  'the API client importing features': { dir: 'packages/api-client/src', from: '../../features/src/lib' },
  'the contract importing the API client': { dir: 'packages/contract/src', from: '../../api-client/src' },
  'the server importing a feature': { dir: 'apps/server/src', from: '../../../packages/features/src/wallet' },
  'the server importing the API client': { dir: 'apps/server/src', from: '../../../packages/api-client/src' },
  'the server importing the design system': { dir: 'apps/server/src', from: '../../../packages/design-system/src' },
  'the server importing the API client by package name': {
    dir: 'apps/server/src',
    from: '@bazaar/api-client',
    rules: UNDECLARED,
  },
  'the server importing an app': { dir: 'apps/server/src', from: '../../shop/src/main' },
  'the shop importing the server': { dir: 'apps/shop/src', from: '../../server/src/app' },
  'the shop importing the server by package name': { dir: 'apps/shop/src', from: '@bazaar/server', rules: UNDECLARED },
  'the shop importing the console': { dir: 'apps/shop/src', from: '../../console/src/main' },
  'the shop importing the story kit': { dir: 'apps/shop/src', from: '@bazaar/story-kit' },
  'the console importing the server': { dir: 'apps/console/src', from: '../../server/src/app' },
  'the console importing the shop': { dir: 'apps/console/src', from: '../../shop/src/main' },
  'the story kit importing an app': { dir: 'packages/story-kit/src', from: '../../../apps/shop/src/main' },
  'the story kit importing the features it serves': { dir: 'packages/story-kit/src', from: '../../features/src/lib' },
  'the story kit importing features by package name': {
    dir: 'packages/story-kit/src',
    from: '@bazaar/features',
    rules: UNDECLARED,
  },
  'product code of a feature importing the story harness': {
    dir: `${FEATURES}/catalog/screens`,
    from: '../../story-harness/with-feature-providers',
  },
  'lib importing the story harness': { dir: `${FEATURES}/lib`, from: '../story-harness/story-links' },
  'an example importing an app': { dir: 'examples/acme/src', from: '../../../apps/shop/src/main' },
  'an example importing a package by its path': {
    dir: 'examples/acme/src',
    from: '../../../packages/features/src/lib',
    rules: ['no-restricted-imports'],
  },
  'a package importing an example': { dir: 'packages/features/src/lib', from: '../../../../examples/acme/src/links' },
};

const allowed: Record<string, Case> = {
  'a feature importing lib': { dir: `${FEATURES}/catalog/screens`, from: '../../lib' },
  'a console feature importing the console kit': {
    dir: `${FEATURES}/console-catalog/screens`,
    from: '../../console-kit/components/queue-page',
  },
  'the console kit importing lib': { dir: `${FEATURES}/console-kit/components`, from: '../../lib/admin-session' },
  'a feature importing the design system': { dir: `${FEATURES}/catalog/screens`, from: '@bazaar/design-system' },
  'a feature importing the API client': { dir: `${FEATURES}/catalog/screens`, from: '@bazaar/api-client' },
  'a feature importing its own code': { dir: DEEP, from: '../../api/get-product' },
  'a story importing the story kit': {
    dir: `${FEATURES}/catalog/screens`,
    from: '@bazaar/story-kit',
    ending: '.stories.tsx',
  },
  'a story importing the story harness': {
    dir: `${FEATURES}/catalog/screens`,
    from: '../../story-harness/with-feature-providers',
    ending: '.stories.tsx',
  },
  'a test importing the story kit': {
    dir: `${FEATURES}/catalog/screens`,
    from: '@bazaar/story-kit',
    ending: '.test.ts',
  },
  "a story fixture in a feature's stories folder importing the story kit": {
    dir: `${FEATURES}/console-operations/stories`,
    from: '@bazaar/story-kit',
  },
  'lib importing the contract': { dir: `${FEATURES}/lib`, from: '@bazaar/contract' },
  'the storefront strings importing a feature’s strings': {
    dir: `${FEATURES}/storefront-locales`,
    from: '../wallet/locales/en',
  },
  'the console strings importing a console feature’s strings': {
    dir: `${FEATURES}/console-locales`,
    from: '../console-catalog/locales',
  },
  'the design system importing the contract': { dir: 'packages/design-system/src', from: '../../contract/src' },
  'the API client importing the contract': { dir: 'packages/api-client/src', from: '@bazaar/contract' },
  'the contract importing its own code': { dir: 'packages/contract/src', from: './languages' },
  'the server importing the contract': { dir: 'apps/server/src', from: '@bazaar/contract' },
  'the shop importing a feature': { dir: 'apps/shop/src', from: '@bazaar/features/catalog' },
  'the console importing a feature': { dir: 'apps/console/src', from: '@bazaar/features/console-operations' },
  'an example importing a feature by its published name': { dir: 'examples/acme/src', from: '@bazaar/features/lib' },
};

const cases = [...Object.entries(forbidden), ...Object.entries(allowed)];

// A relative probe whose target was renamed away resolves to nothing, and a zone cannot refuse what it
// cannot see: such a case would pass for the wrong reason, so each target must exist.
const targetExists = (c: Case) =>
  ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].some((end) => existsSync(path.join(ROOT, c.dir, c.from) + end));
const fileOf = new Map(
  cases.map(([name, c], i) => [name, path.join(ROOT, c.dir, `lint-probe-${tag}-${i}${c.ending ?? '.ts'}`)]),
);
const results = new Map<string, ESLint.LintResult>();

beforeAll(async () => {
  mkdirSync(path.join(ROOT, DEEP), { recursive: true });
  for (const [name, c] of cases) writeFileSync(fileOf.get(name)!, `import '${c.from}';\n`);
  try {
    const eslint = new ESLint({ cwd: ROOT });
    for (const result of await eslint.lintFiles([...fileOf.values()])) results.set(result.filePath, result);
  } finally {
    removeProbes();
  }
}, 120_000);

function removeProbes() {
  for (const file of fileOf.values()) rmSync(file, { force: true });
  rmSync(path.join(ROOT, DEEP), { recursive: true, force: true });
}
afterAll(removeProbes);

const messagesOf = (name: string) => {
  const result = results.get(fileOf.get(name)!);
  if (!result) throw new Error(`${name}: the probe was not linted`);
  return result.messages.map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));
};

describe('lint refuses', () => {
  it.each(Object.entries(forbidden))('%s', (name, c) => {
    const { rules = [ZONE] } = c;
    if (c.from.startsWith('.')) expect(targetExists(c), `${c.from} from ${c.dir} must exist`).toBe(true);
    const refusals = messagesOf(name).filter((m) => m.line === 1 && rules.includes(m.rule ?? ''));
    expect(refusals, JSON.stringify(messagesOf(name))).not.toEqual([]);
  });
});

describe('lint allows', () => {
  it.each(Object.entries(allowed))('%s', (name) => {
    expect(messagesOf(name)).toEqual([]);
  });
});
