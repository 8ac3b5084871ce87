import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrationProvider } from '.';

const MIGRATIONS = path.dirname(fileURLToPath(import.meta.url));
const DIALECT = path.join(MIGRATIONS, '..', 'dialect');

// `import … from 'x'`, `import type … from 'x'`, `export … from 'x'`, `import 'x'`; then `import('x')`, `require('x')`.
const STATIC_IMPORT = /\b(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const CALL_IMPORT = /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * What a migration file imports from outside the migrations folder, other than the database
 * driver (kysely) and the dialect's type. A migration must not change when live code does.
 */
function foreignImports(file: string, source: string): string[] {
  const found: { spec: string; typeOnly: boolean }[] = [
    ...[...source.matchAll(STATIC_IMPORT)].map((m) => ({ spec: m[2]!, typeOnly: !!m[1] })),
    ...[...source.matchAll(CALL_IMPORT)].map((m) => ({ spec: m[1]!, typeOnly: false })),
  ];
  return found
    .filter(({ spec, typeOnly }) => {
      if (spec === 'kysely') return false;
      if (!spec.startsWith('.')) return true;
      const target = path.resolve(path.dirname(file), spec);
      if (typeOnly && target === DIALECT) return false;
      return path.relative(MIGRATIONS, target).startsWith('..');
    })
    .map(({ spec }) => spec);
}

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

describe('migrations are frozen', () => {
  it('import nothing from outside their folder but the driver and the dialect type', () => {
    const files = sourceFiles(MIGRATIONS);
    expect(files.length).toBeGreaterThan(10);
    const foreign = files.flatMap((file) =>
      foreignImports(file, fs.readFileSync(file, 'utf8')).map((spec) => `${path.relative(MIGRATIONS, file)}: ${spec}`),
    );
    expect(foreign).toEqual([]);
  });

  it('the check catches live code however it is imported', () => {
    const file = path.join(MIGRATIONS, '0099-example.ts');
    const planted = [
      "import { insertTermRows } from '../../modules/catalog/search/product-terms';",
      "import {\n  schemaKit,\n  type DialectName,\n} from '../dialect';",
      "import type { Db } from '..';",
      "export * from '../../lib/money';",
      "import 'pg';",
      "const late = await import('../create-db');",
    ].join('\n');
    expect(foreignImports(file, planted)).toEqual([
      '../../modules/catalog/search/product-terms',
      '../dialect',
      '..',
      '../../lib/money',
      'pg',
      '../create-db',
    ]);
    const allowed = [
      "import { sql, type Kysely } from 'kysely';",
      "import type { DialectName } from '../dialect';",
      "import { createTable } from './table-spec';",
      "import { termRows } from './0003-catalog-search/terms';",
    ].join('\n');
    expect(foreignImports(file, allowed)).toEqual([]);
  });

  it('lists every migration in order, and the index names the next number', async () => {
    const names = Object.keys(await migrationProvider('sqlite').getMigrations());
    const onDisk = fs
      .readdirSync(MIGRATIONS)
      .filter((name) => /^\d{4}/.test(name))
      .map((name) => name.replace(/\.ts$/, ''));
    expect(names).toEqual([...onDisk].sort());
    expect(names).toEqual([...names].sort());
    const last = Math.max(...names.map((name) => Number(name.slice(0, 4))));
    const next = String(last + 1).padStart(4, '0');
    expect(fs.readFileSync(path.join(MIGRATIONS, 'index.ts'), 'utf8')).toContain(
      `Add the next one as \`${next}-<name>\``,
    );
  });
});
