// The public API of the published packages: their entry points (from each package.json's "exports") and the
// exports among them that have no doc comment. TypeDoc (typedoc.config.mjs) documents the same entry points;
// scripts/public-api.test.ts fails while any export lacks a comment. `node scripts/public-api.mjs` lists them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The packages whose API reference is published in Storybook. */
export const DOCUMENTED_PACKAGES = ['api-client', 'design-system', 'features'];

/** Folders a wildcard export would match but that are never built or published (packages/features/tsup.config.ts). */
const UNPUBLISHED = new Set(['story-harness']);

/**
 * Every public entry point of the documented packages: `{ specifier, file }`, e.g.
 * `{ specifier: '@bazaar/features/orders', file: '/…/packages/features/src/orders/index.ts' }`. Read from the
 * "source" condition of each package.json export; a wildcard export is one entry per folder it matches.
 */
export function publicEntries(root = ROOT) {
  return DOCUMENTED_PACKAGES.flatMap((dir) => {
    const pkgDir = join(root, 'packages', dir);
    const { name, exports } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    return Object.entries(exports).flatMap(([subpath, target]) => {
      const source = typeof target === 'object' && target !== null ? target.source : undefined;
      if (typeof source !== 'string' || !/\.tsx?$/.test(source)) return [];
      const specifier = subpath === '.' ? name : `${name}/${subpath.replace(/^\.\//, '')}`;
      if (!subpath.includes('*')) return [{ specifier, file: join(pkgDir, source) }];
      const [before, after] = source.split('*');
      const parent = join(pkgDir, before);
      return readdirSync(parent, { withFileTypes: true })
        .filter((d) => d.isDirectory() && !UNPUBLISHED.has(d.name) && existsSync(join(parent, d.name + after)))
        .map((d) => ({ specifier: specifier.replace('*', d.name), file: join(parent, d.name + after) }));
    });
  });
}

/** Compiler options of the workspace (tsconfig.base.json): packages resolve each other by their sources. */
function compilerOptions(root) {
  const configPath = join(root, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath).options;
}

const hasText = (symbol, checker) => ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim().length > 0;

/**
 * The exports of `entries` (`{ specifier, file }`) with no doc comment: `{ specifier, name, file, line }` each,
 * `file` relative to `root`. A re-export counts as documented when the declaration it names has a comment.
 */
export function undocumentedExports(entries, { root = ROOT } = {}) {
  const program = ts.createProgram({
    rootNames: entries.map((e) => e.file),
    options: compilerOptions(root),
  });
  const checker = program.getTypeChecker();
  const missing = [];
  for (const { specifier, file } of entries) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${file} is not a module`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (hasText(exported, checker) || hasText(target, checker)) continue;
      const declaration = target.declarations?.[0] ?? exported.declarations?.[0];
      const at = declaration?.getSourceFile();
      missing.push({
        specifier,
        name: exported.name,
        file: at ? relative(root, at.fileName) : '?',
        line: at && declaration ? at.getLineAndCharacterOfPosition(declaration.getStart()).line + 1 : 0,
      });
    }
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = undocumentedExports(publicEntries());
  for (const m of missing) console.log(`${m.specifier}  ${m.name}  ${m.file}:${m.line}`);
  console.log(`${missing.length} public exports without a doc comment`);
  process.exit(missing.length ? 1 : 0);
}
