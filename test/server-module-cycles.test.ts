// The server's modules (apps/server/src/modules/<domain>) depend on each other one way: a module that needs
// another's code imports it, and that one never imports back, directly or around a ring. ESLint's
// import-x/no-cycle sees cycles between files; this sees them between the modules' folders, which is where a
// ring ties domains together (moving one module then drags the others along).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = path.resolve(import.meta.dirname, '../apps/server/src/modules');
const IMPORT = /^\s*(?:import|export)\b[^'"]*?from\s+'(\.[^']+)'/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Module → the other modules its files import (type-only imports count: they tie the code together too). */
function moduleGraph(root: string): Map<string, Set<string>> {
  const modules = readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const graph = new Map(modules.map((m) => [m, new Set<string>()]));
  for (const from of modules)
    for (const file of sourceFiles(path.join(root, from)))
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const to = path.relative(root, path.resolve(path.dirname(file), spec!)).split(path.sep)[0]!;
        if (to !== from && graph.has(to)) graph.get(from)!.add(to);
      }
  return graph;
}

/** The strongly connected groups of more than one module (Tarjan's algorithm): each is a cycle. */
export function moduleCycles(root: string): string[][] {
  const graph = moduleGraph(root);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

describe('server module dependencies', () => {
  it('have no cycle', () => {
    expect(moduleCycles(MODULES)).toEqual([]);
  });

  it('are refused when a module imports one that imports it back, around a ring', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'module-cycle-'));
    try {
      const plant = (module: string, imports: string) => {
        mkdirSync(path.join(root, module), { recursive: true });
        writeFileSync(path.join(root, module, 'service.ts'), `import { x } from '../${imports}/service';\n`);
      };
      plant('order', 'wallet');
      plant('wallet', 'refund');
      plant('refund', 'order');
      mkdirSync(path.join(root, 'catalog'));
      writeFileSync(path.join(root, 'catalog', 'cards.ts'), "import type { Db } from '../../db';\n");
      expect(moduleCycles(root)).toEqual([['order', 'refund', 'wallet']]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
