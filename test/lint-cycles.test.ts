// import-x/no-cycle (eslint.config.js), proved on real files: two planted files that import each other, one of
// them lazily as a route table imports its screens, are refused; the same pair importing one way passes.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIR = path.join(ROOT, 'apps/shop/src/app');
const tag = `${process.pid}-${Date.now().toString(36)}`;
const file = (name: string) => path.join(DIR, `cycle-probe-${tag}-${name}.ts`);
const planted: string[] = [];

async function lint(files: Record<string, string>) {
  for (const [name, code] of Object.entries(files)) {
    writeFileSync(file(name), code);
    planted.push(file(name));
  }
  const results = await new ESLint({ cwd: ROOT }).lintFiles(Object.keys(files).map(file));
  return results.flatMap((r) => r.messages.map((m) => m.ruleId));
}
afterAll(() => planted.forEach((f) => rmSync(f, { force: true })));

describe('import cycles', () => {
  it('are refused, also through a lazy import', async () => {
    const rules = await lint({
      table: `export const screens = { a: () => import('./cycle-probe-${tag}-screen') };\n`,
      screen: `import { screens } from './cycle-probe-${tag}-table';\nexport default screens;\n`,
    });
    expect(rules.filter((r) => r === 'import-x/no-cycle')).toHaveLength(2);
  }, 60_000);

  it('are not imports one way', async () => {
    const rules = await lint({
      list: 'export const names = [1];\n',
      user: `import { names } from './cycle-probe-${tag}-list';\nexport default names;\n`,
    });
    expect(rules).toEqual([]);
  }, 60_000);
});
