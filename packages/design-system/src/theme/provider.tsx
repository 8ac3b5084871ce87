import { createContext, useContext, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import { enUS, type Locale } from './locales';
import './tokens.css';
import './theme.css';
import './touch-targets.css';
import './line-breaks.css';
import './skeleton-shimmer.css';

/**
 * The theme around the app or a subtree: light or dark, the brand token set, antd-mobile's locale, and whether `<html>`
 * follows it.
 */
export type ThemeProviderProps = {
  /** Colour scheme, set as `data-theme` on the wrapper. @default 'light' */
  theme?: 'light' | 'dark';
  /** Brand token set, set as `data-brand` (e.g. 'ocean'); omit for the default Bazaar brand. */
  brand?: string;
  /** antd-mobile locale for built-in component texts. @default enUS */
  locale?: Locale;
  /**
   * Also set `data-theme` / `data-brand` on `<html>`, so what antd-mobile renders into `<body>` (Popup, Toast,
   * Dialog, Modal, ActionSheet, Picker, ImageViewer…) follows the theme and brand. @default true for the
   * outermost provider, false for a provider nested in another (which themes its own subtree only).
   */
  themeDocument?: boolean;
  /** Extra class on the wrapper. */
  className?: string;
  children?: ReactNode;
};

type DocumentTheme = { theme: string; brand?: string };

/** True below a ThemeProvider: nested providers leave `<html>` to the outermost one. */
const Nested = createContext(false);
/** Providers that theme the document, newest last; the newest one wins, an unmount hands back to the one before. */
const documentThemes: DocumentTheme[] = [];
let documentBefore: { theme?: string; brand?: string } | null = null;

function applyDocumentTheme() {
  const html = document.documentElement;
  const top = documentThemes[documentThemes.length - 1];
  const next = top ?? documentBefore ?? {};
  if (next.theme) html.dataset.theme = next.theme;
  else delete html.dataset.theme;
  if (next.brand) html.dataset.brand = next.brand;
  else delete html.dataset.brand;
  if (!top) documentBefore = null;
}

function pushDocumentTheme(entry: DocumentTheme): () => void {
  if (documentThemes.length === 0) {
    const { theme, brand } = document.documentElement.dataset;
    documentBefore = { theme, brand };
  }
  documentThemes.push(entry);
  applyDocumentTheme();
  return () => {
    documentThemes.splice(documentThemes.indexOf(entry), 1);
    applyDocumentTheme();
  };
}

// Before paint in the browser, so a popup never flashes in the default colours; no warning on the server.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Scopes theme and brand to a wrapper (so Storybook can show several side by side), mirrors them
 * onto `<html>` for the portals antd-mobile renders into `<body>`, and forwards the locale to antd-mobile.
 */
export function ThemeProvider({
  theme = 'light',
  brand,
  locale = enUS,
  themeDocument,
  className,
  children,
}: ThemeProviderProps) {
  const nested = useContext(Nested);
  const ownsDocument = themeDocument ?? !nested;
  useIsomorphicLayoutEffect(() => {
    if (!ownsDocument) return undefined;
    return pushDocumentTheme({ theme, brand: brand || undefined });
  }, [ownsDocument, theme, brand]);

  return (
    <ConfigProvider locale={locale}>
      <Nested.Provider value>
        <div
          className={className ? `bz-theme ${className}` : 'bz-theme'}
          data-theme={theme}
          data-brand={brand || undefined}
        >
          {children}
        </div>
      </Nested.Provider>
    </ConfigProvider>
  );
}
