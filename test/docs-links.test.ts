import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Code comments cite the product's rules as `docs/<file>.md#anchor`, and the docs link to each other: a
// renamed heading must not leave a citation pointing nowhere.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CODE_DIRS = ['apps', 'packages', 'examples', 'e2e', 'bench', 'scripts', 'test'];
const SKIP = new Set(['node_modules', 'dist', '__screenshots__', 'storybook-static', 'bench-results', 'data']);
const CODE_FILE = /\.(ts|tsx|mjs|js|md)$/;

function files(dir: string, keep: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, keep);
    return keep.test(entry.name) ? [path] : [];
  });
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\- _]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n ? `${slug}-${n}` : slug);
  }
  return anchors;
}

const anchorCache = new Map<string, Set<string>>();
function hasAnchor(file: string, anchor: string): boolean {
  if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
  return anchorCache.get(file)!.has(anchor);
}

/** Every citation of a docs page and heading in code that does not resolve. */
function brokenCitations(): string[] {
  const broken: string[] = [];
  const dirs = CODE_DIRS.map((d) => join(root, d)).filter((d) => existsSync(d));
  for (const file of dirs.flatMap((d) => files(d, CODE_FILE))) {
    for (const [, doc, anchor] of readFileSync(file, 'utf8').matchAll(/\bdocs\/([\w-]+\.md)#([\w-]+)/g)) {
      const target = join(root, 'docs', doc!);
      if (!existsSync(target) || !hasAnchor(target, anchor!))
        broken.push(`${relative(root, file)}: docs/${doc}#${anchor}`);
    }
  }
  return broken;
}

/** Every relative Markdown link of the README and docs/ whose file or anchor is missing. */
function brokenDocLinks(): string[] {
  const broken: string[] = [];
  const pages = [join(root, 'README.md'), ...files(join(root, 'docs'), /\.md$/)];
  for (const page of pages) {
    for (const [, target] of readFileSync(page, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target!)) continue;
      const [path, anchor] = target!.split('#') as [string, string | undefined];
      const file = path ? resolve(dirname(page), path) : page;
      const ok = existsSync(file) && (!anchor || !file.endsWith('.md') || hasAnchor(file, anchor));
      if (!ok) broken.push(`${relative(root, page)}: ${target}`);
    }
  }
  return broken;
}

describe('the documentation’s links', () => {
  it('every docs/…#anchor cited in code exists', () => {
    expect(brokenCitations()).toEqual([]);
  });

  it('every relative link of the README and docs/ reaches its file and heading', () => {
    expect(brokenDocLinks()).toEqual([]);
  });

  it('reads anchors as GitHub makes them', () => {
    const anchors = anchorsOf('# Money\n## Settlement and commission\n### Money\n```\n# not a heading\n```\n');
    expect([...anchors]).toEqual(['money', 'settlement-and-commission', 'money-1']);
  });
});
