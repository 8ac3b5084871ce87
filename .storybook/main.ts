import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)', '../docs/**/*.mdx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // Workspace packages are read from source (their "source" export
    // condition), so stories never need a build of the package first.
    const conditions = ['source', 'module', 'browser', 'development|production'];
    viteConfig.resolve = { ...viteConfig.resolve, conditions };
    return viteConfig;
  },
};

export default config;
