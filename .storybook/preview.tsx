import type { Preview } from '@storybook/react-vite';
// Relative import: the root package does not depend on the design system,
// and this file is also loaded by the story-render tests.
import { LANGUAGE_CODES, ThemeProvider, enableAntdMobileOnReact19, localeFor } from '../packages/design-system/src';
import '../packages/design-system/src/styles.css';
import { LANGUAGE_NAMES } from '../packages/contract/src/languages';

// Toast.show and Dialog.confirm, as the apps do at start-up.
enableAntdMobileOnReact19();

/** Mobile-first: every story renders in a 390 px phone frame by default. */
export const viewports = {
  mobile390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  mobile360: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  // The console at a desk (side navigation and tables from 1024 px): a story opts in with
  // `globals: { viewport: { value: 'desk1280' } }`, and the story tests then render and compare it 1280 px wide.
  desk1280: { name: 'Desk 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: { title: 'Theme', icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
    brand: {
      description: 'White-label brand tokens',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Bazaar (default)' },
          { value: 'ocean', title: 'Ocean' },
        ],
        dynamicTitle: true,
      },
    },
    // Feature stories read `globals.lang` too, to switch their i18n language.
    lang: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGE_CODES.map((value) => ({ value, title: LANGUAGE_NAMES[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light',
    brand: 'default',
    lang: 'en',
    viewport: { value: 'mobile390', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i } },
    // 'todo' reports violations without failing runs while the palette is tuned.
    a11y: { test: 'todo' },
    // Chromatic snapshots every story in the three looks the offline visual check compares (the toolbar's
    // globals, read by the decorator below), each with its own baselines in Chromatic.
    chromatic: {
      modes: {
        light: { theme: 'light', brand: 'default' },
        dark: { theme: 'dark', brand: 'default' },
        ocean: { theme: 'light', brand: 'ocean' },
      },
    },
  },
  decorators: [
    (Story, { globals }) => {
      const theme = globals.theme === 'dark' ? 'dark' : 'light';
      const brand = globals.brand === 'ocean' ? 'ocean' : undefined;
      return (
        <ThemeProvider theme={theme} brand={brand} locale={localeFor(String(globals.lang ?? 'en'))}>
          <div style={{ minHeight: '100vh', padding: 16, boxSizing: 'border-box' }}>
            <Story />
          </div>
        </ThemeProvider>
      );
    },
  ],
  tags: ['autodocs'],
};

export default preview;
