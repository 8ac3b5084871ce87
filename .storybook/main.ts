import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import remarkGfm from 'remark-gfm';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)', '../docs/**/*.mdx'],
  addons: [
    // GitHub-flavoured Markdown in the MDX pages: the guides' tables and the API reference's tables of props.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // Workspace packages are read from source (their "source" export
    // condition), so stories never need a build of the package first.
    const conditions = ['source', 'module', 'browser', 'development|production'];
    viteConfig.resolve = { ...viteConfig.resolve, conditions };
    // There is no root vite.config, so without this JSX in .storybook and the
    // packages compiles to classic React.createElement ("React is not defined").
    const names = (viteConfig.plugins ?? []).flat().map((p) => (p && 'name' in p ? p.name : ''));
    if (!names.some((n) => n.startsWith('vite:react'))) viteConfig.plugins = [...(viteConfig.plugins ?? []), react()];
    return viteConfig;
  },
};

export default config;
