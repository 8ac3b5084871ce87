import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTED_PACKAGES, publicEntries, undocumentedExports } from './public-api.mjs';

// Every export of the published packages carries a doc comment: the API reference in Storybook (TypeDoc,
// `pnpm run api-docs`) shows it as the export's description.

const FIXTURE = { specifier: 'fixture', file: join(import.meta.dirname, 'fixtures/undocumented/index.ts') };
const entries = publicEntries();
let missing: { specifier: string; name: string; file: string; line: number }[] = [];

// One TypeScript program for the packages and the fixture: reading the standard library's types is most of the time.
beforeAll(() => {
  missing = undocumentedExports([...entries, FIXTURE]);
}, 120_000);

describe('public API doc comments', () => {
  it('are checked: the fixture entry’s one undocumented export is reported', () => {
    expect(missing.filter((m) => m.specifier === FIXTURE.specifier).map((m) => m.name)).toEqual(['undocumented']);
  });

  it('are checked on every entry point of api-client, design-system and features', () => {
    const specifiers = entries.map((e) => e.specifier);
    for (const dir of DOCUMENTED_PACKAGES) expect(specifiers).toContain(`@bazaar/${dir}`);
    expect(specifiers).toContain('@bazaar/features/orders');
    expect(specifiers).not.toContain('@bazaar/features/story-harness');
  });

  it('are on every public export', () => {
    const packages = missing.filter((m) => m.specifier !== FIXTURE.specifier);
    expect(packages.map((m) => `${m.specifier} ${m.name} (${m.file}:${m.line})`)).toEqual([]);
  });
});
