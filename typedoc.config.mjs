// The API reference of the published packages, as MDX pages under "API reference" in Storybook.
// `pnpm run api-docs` writes them to docs/api-reference/ (git-ignored; `storybook` and `build-storybook` run it first).
import { publicEntries } from './scripts/public-api.mjs';

/** @type {Partial<import('typedoc').TypeDocOptions & import('typedoc-plugin-markdown').PluginOptions>} */
export default {
  name: 'API reference',
  entryPoints: publicEntries().map((e) => e.file),
  tsconfig: './tsconfig.api-docs.json',
  plugin: ['typedoc-plugin-markdown', './scripts/typedoc-storybook.mjs'],
  out: 'docs/api-reference',
  cleanOutputDir: true,
  readme: 'none',
  // One page per entry point; Storybook's sidebar would drown in a page per export.
  outputFileStrategy: 'modules',
  entryFileName: 'index',
  fileExtension: '.mdx',
  hidePageHeader: true,
  hideBreadcrumbs: true,
  sanitizeComments: true,
  useCodeBlocks: true,
  parametersFormat: 'table',
  interfacePropertiesFormat: 'table',
  typeAliasPropertiesFormat: 'table',
  excludeExternals: true,
  excludePrivate: true,
  excludeInternal: true,
  sort: ['kind', 'alphabetical'],
  // The sources are checked by tsc in each package; TypeDoc only reads them.
  skipErrorChecking: true,
  disableSources: true,
  validation: { notExported: false, invalidLink: true, notDocumented: false },
};
