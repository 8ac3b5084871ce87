// A white-label storefront outside the Bazaar workspace, built only from the published packages and set up as
// their READMEs say: the design system's CSS and ThemeProvider (React 19: enableAntdMobileOnReact19), the API
// client, and a feature screen under I18nextProvider, ApiProvider, LinksProvider and the storefront's own router.
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { createClient } from '@bazaar/api-client';
import type { ProductCard as ProductCardData } from '@bazaar/contract';
import { ProductCard, ThemeProvider, enableAntdMobileOnReact19, localeFor } from '@bazaar/design-system';
import '@bazaar/design-system/style.css';
import { ApiProvider, LinksProvider, commonLocales, createI18n, shopLinks, tokenStore } from '@bazaar/features/lib';
import { HomeScreen, homeLocales } from '@bazaar/features/home';

enableAntdMobileOnReact19();

const LANG = 'ja';
const product: ProductCardData = {
  id: 1,
  shop_id: 1,
  title: 'Sample lantern',
  image: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  price: '12.50',
  market_price: '20.00',
  sales: 1200,
  favorable_rate: 98,
};

// The shop's own paths, but home is this storefront's root.
const links = { ...shopLinks, home: () => '/' };
const router = createBrowserRouter([{ path: '/', element: <HomeScreen /> }]);

function App() {
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  const [titles, setTitles] = useState<string[]>([]);
  const i18n = useMemo(() => createI18n(LANG, { home: homeLocales }), []);
  const client = useMemo(() => createClient({ baseURL: '/api', getToken: tokenStore.get, getLang: () => LANG }), []);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme} brand="ocean" locale={localeFor(LANG)}>
        <ApiProvider client={client}>
          <LinksProvider links={links}>
            <h1>{commonLocales[LANG].appName}</h1>
            <button onClick={() => setTheme(theme === 'light' ? 'dark' : 'light')}>theme: {theme}</button>
            <button
              onClick={() =>
                client.catalog.hotProducts({ limit: 3 }).then((p) => setTitles(p.data.map((x) => x.title)))
              }
            >
              load
            </button>
            <ProductCard product={product} />
            <ul aria-label="hot products">
              {titles.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
            <RouterProvider router={router} />
          </LinksProvider>
        </ApiProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
