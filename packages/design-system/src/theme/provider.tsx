import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import { enUS, type Locale } from './locales';
import './tokens.css';
import './dark.css';
import './brands/ocean.css';
import './touch-targets.css';

export type ThemeProviderProps = {
  /** Colour scheme, set as `data-theme` on the wrapper. @default 'light' */
  theme?: 'light' | 'dark';
  /** Brand token set, set as `data-brand` (e.g. 'ocean'); omit for the default Bazaar brand. */
  brand?: string;
  /** antd-mobile locale for built-in component texts. @default enUS */
  locale?: Locale;
  /** Extra class on the wrapper. */
  className?: string;
  children?: ReactNode;
};

/**
 * Scopes theme and brand to a wrapper (so Storybook can show several side by
 * side) and forwards the locale to antd-mobile. Portals such as Toast render
 * outside the wrapper: set the same data attributes on <html> to theme them.
 */
export function ThemeProvider({ theme = 'light', brand, locale = enUS, className, children }: ThemeProviderProps) {
  return (
    <ConfigProvider locale={locale}>
      <div
        className={className ? `bz-theme ${className}` : 'bz-theme'}
        data-theme={theme}
        data-brand={brand || undefined}
      >
        {children}
      </div>
    </ConfigProvider>
  );
}
