// A TypeDoc plugin (typedoc.config.mjs) that fits the Markdown pages into Storybook: entry points named as they are
// imported, each page placed under "API reference" in the sidebar, links between pages as Storybook paths.
import { Converter, ReflectionKind } from 'typedoc';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import { publicEntries } from './public-api.mjs';

/** `features/src/orders` (a path under packages/) → `@bazaar/features/orders`. */
const importName = (path) =>
  path.replace(/^([\w-]+)\/src(?:\/(.+))?$/, (_, pkg, sub) => `@bazaar/${pkg}${sub ? `/${sub}` : ''}`);

const specifiers = publicEntries().map((e) => e.specifier);

/**
 * The sidebar title of the page at `url` (`@bazaar/features/orders.mdx`): "API reference/features/orders"; a package
 * with subpath entries has its root entry as "(root)" among them.
 */
function titleOf(url) {
  const specifier = url.replace(/\.mdx$/, '');
  if (specifier === 'index') return 'API reference/Packages';
  const path = specifier.replace(/^@bazaar\//, '');
  return specifiers.some((s) => s.startsWith(`${specifier}/`))
    ? `API reference/${path}/(root)`
    : `API reference/${path}`;
}

/** Storybook's id of a docs page titled `title` (its `sanitize`: lower case, runs of other characters as one dash). */
const storyId = (title) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}--docs`;

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (_context, reflection) => {
    if (reflection.kindOf(ReflectionKind.Module)) reflection.name = importName(reflection.name);
  });

  app.renderer.on(MarkdownPageEvent.END, (page) => {
    const base = page.url.split('/').slice(0, -1);
    let contents = (page.contents ?? '').replace(/\]\(((?!https?:|#)[^)\s]+?\.mdx)(#[^)\s]*)?\)/g, (_, href, hash) => {
      const target = storyId(titleOf(resolveUrl(base, href)));
      return `](?path=/docs/${target}${hash ?? ''})`;
    });
    // A component's destructured props have no name of their own: TypeDoc calls them `__namedParameters`.
    contents = contents.replaceAll('__namedParameters', 'props');
    page.contents = `import { Meta } from '@storybook/addon-docs/blocks';\n\n<Meta title="${titleOf(page.url)}" />\n\n${contents}`;
  });
}

/** `href` relative to the folder parts `base`, as a URL from the output root. */
function resolveUrl(base, href) {
  const parts = [...base];
  for (const part of href.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}
